import { screen, within } from '@testing-library/react';
import { paths } from '@/config/paths';
import { caseStudies } from '@/content/case-studies';
import { must } from '@/testing/fixtures';
import { renderWithRouter } from '@/testing/render';
import CaseStudyPage, { getMeta } from './case-study-page';

const renderAt = (pageUrl: string) =>
  renderWithRouter(<CaseStudyPage />, { path: paths.caseStudy.pattern, route: paths.caseStudy(pageUrl) });

describe('CaseStudyPage', () => {
  it.each(caseStudies.map((c) => c.pageUrl))('%s has the top block and the sections in order', (pageUrl) => {
    const study = must(caseStudies.find((c) => c.pageUrl === pageUrl));
    renderAt(pageUrl);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: study.title })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Tools and technologies' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: new RegExp(study.siteLabel) })).toHaveAttribute('target', '_blank');
    // The client's name as a typographic wordmark, not a drawn logo.
    expect(screen.getByText(study.client, { selector: '.case-study__wordmark' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'About this project' })).toBeInTheDocument();
    // The results strip comes straight after the title.
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(h1.nextElementSibling).toHaveClass('results-strip');
    expect(h1.nextElementSibling?.querySelectorAll('dd')).toHaveLength(study.headline.length);
    const h2 = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(h2.slice(0, 4)).toEqual(['Initial Challenges', 'SEO Strategy and Implementation', 'Performance Outcomes', study.takeaways.heading]);
    expect(h2).toContain('Other Statistics and Outcome');
  });

  it('shows the spine-care figures as charts that tell better from worse, and once as a table', () => {
    renderAt('camelback-spine-care');
    expect(screen.getByRole('img', { name: 'Site health: 74% before, 95% after, improved' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Mobile page speed: 85 before, 87 after, improved' })).toBeInTheDocument();
    expect(screen.getByText(/summary gives the mobile score after the work as 93/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Average position (lower is better): 28.3 before, 31.3 after, worse' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Click-through rate (CTR): 2.9% before, 2.1% after, worse' })).toBeInTheDocument();
    const tables = screen.getAllByRole('table');
    expect(tables).toHaveLength(1);
    expect(tables[0]?.closest('details')).not.toBeNull();
    expect(within(tables[0] as HTMLElement).getByRole('row', { name: /Clicks/ })).toHaveTextContent('6342,050Improved');
    // The headline figure is stated once, in the results strip.
    expect(screen.getByText('+245%')).toBeInTheDocument();
    expect(screen.queryByText('245%')).not.toBeInTheDocument();
    expect(screen.getAllByText(/Phoenix and Peoria/).length).toBeGreaterThan(0);
  });

  it('gives talentedge Key Learnings and the embedded recruitment-provider study', () => {
    renderAt('talentedge');
    expect(screen.getByRole('heading', { level: 2, name: 'Key Learnings' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /Recruitment Provider/ })).toBeInTheDocument();
    expect(screen.getByText('178 broken links replaced.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Mobile page speed: 65 before, 86 after, improved' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Spam score (lower is better): 44% before, 1% after, improved' })).toBeInTheDocument();
  });

  it('shows no chart for troi', () => {
    renderAt('troi');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a not-found message for an unknown study', () => {
    renderAt('nope');
    expect(screen.getByRole('heading', { level: 1, name: 'Case study not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All case studies' })).toHaveAttribute('href', '/case-studies');
  });
});

describe('case study getMeta', () => {
  it('gives a CreativeWork node (no dated Article: a study has no publication date), breadcrumbs and a card with its first result', () => {
    const meta = getMeta({ params: { pageUrl: 'cvgastro' } });
    expect(meta.title).toBe('SEO for a Gastroenterology Practice');
    expect(meta.jsonLd?.[0]).toMatchObject({ '@type': 'CreativeWork', name: 'SEO for a Gastroenterology Practice' });
    expect(meta.card).toEqual({ kind: 'Case study', figure: { value: '2.89K', label: 'clicks from Google Search', detail: 'in 2.5 months' } });
    expect(meta.breadcrumbs?.[0]).toEqual({ name: 'Case Studies', path: '/case-studies' });
  });
  it('is noindex for an unknown study', () => {
    expect(getMeta({ params: { pageUrl: 'nope' } }).robots).toBe('noindex, nofollow');
  });
});
