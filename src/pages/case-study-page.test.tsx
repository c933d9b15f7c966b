import { screen, within } from '@testing-library/react';
import { paths } from '@/config/paths';
import { caseStudies } from '@/content/case-studies';
import { must } from '@/testing/fixtures';
import { renderWithRouter } from '@/testing/render';
import { expectNotFound } from '@/testing/not-found';
import CaseStudyPage, { getMeta } from './case-study-page';

const renderAt = (pageUrl: string) =>
  renderWithRouter(<CaseStudyPage />, { path: paths.caseStudy.pattern, route: paths.caseStudy(pageUrl) });

/** The report window whose title bar names `tool` and carries `tag` (Before · 7 May 2025, ...). */
const windowOf = (report: HTMLElement, tool: string, tag?: RegExp) =>
  must(
    within(report)
      .getAllByRole('figure')
      .find((f) => f.querySelector('.shot__bar')?.textContent?.includes(tool) && (!tag || tag.test(f.querySelector('.shot__tag')?.textContent ?? ''))),
  );

const report = (name: string) => screen.getByRole('region', { name });

describe('CaseStudyPage', () => {
  it.each(caseStudies.map((c) => c.pageUrl))('%s has the top block and the sections in order', (pageUrl) => {
    const study = must(caseStudies.find((c) => c.pageUrl === pageUrl));
    renderAt(pageUrl);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: study.title })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Tools and technologies' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: new RegExp(study.siteLabel) })).toHaveAttribute('target', '_blank');
    // The client's logo (our wordmark of the name the study uses) heads the page, before the title.
    const logo = screen.getByRole('img', { name: `${study.client} logo` });
    expect(logo).toHaveAttribute('src', study.logo.src);
    expect(logo.compareDocumentPosition(screen.getByRole('heading', { level: 1 })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const facts = screen.getByRole('complementary', { name: 'About this project' });
    expect(facts).toHaveTextContent(study.client);
    expect(facts).toHaveTextContent(study.industry);
    // The results strip (an approach study's steps) comes straight after the title.
    const h1 = screen.getByRole('heading', { level: 1 });
    if (study.approach) {
      expect(h1.nextElementSibling).toHaveClass('approach-steps');
      expect(h1.nextElementSibling?.querySelectorAll('li')).toHaveLength(study.approach.steps.length);
    } else {
      expect(h1.nextElementSibling).toHaveClass('results-strip');
      expect(h1.nextElementSibling?.querySelectorAll('dd')).toHaveLength(study.headline.length);
    }
    const h2 = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(h2.slice(0, 4)).toEqual(['Initial Challenges', 'SEO Strategy and Implementation', study.approach ? 'What we delivered' : 'Performance Outcomes', study.takeaways.heading]);
    expect(h2).toContain(study.otherStats.heading);
    // One report per view the study names, each beside its heading.
    expect(screen.queryAllByRole('region').filter((r) => r.classList.contains('report'))).toHaveLength(study.outcomes.reports.length + (study.embeddedStudy?.reports.length ?? 0));
  });

  it('shows the spine clinic’s search report before and after, with the worse figures labelled worse', () => {
    renderAt('camelback-spine-care');
    const search = report('Search performance');
    const gsc = windowOf(search, 'Search Console');
    expect(gsc).toHaveTextContent('Date: 7 May 2025 vs 8 Sep 2025');
    const tile = (name: string) => must(within(gsc).getByText(name, { selector: 'dt', exact: false }).closest('.gsc__tile') as HTMLElement | null);
    expect(tile('Total clicks')).toHaveTextContent('2,050from 634Improved');
    expect(tile('Total impressions')).toHaveTextContent('97.7Kfrom 22.2KImproved');
    // CTR 2.9% -> 2.1% and position 28.3 -> 31.3 got worse: in words, with the direction for position.
    expect(tile('Average CTR')).toHaveAttribute('data-verdict', 'worse');
    expect(tile('Average CTR')).toHaveTextContent('2.1%from 2.9%Worse');
    expect(tile('Average position')).toHaveAttribute('data-verdict', 'worse');
    expect(tile('Average position')).toHaveTextContent('31.3from 28.3WorseLower is better');
    // The chart joins the two readings only, and says so.
    expect(within(gsc).getByRole('img', { name: 'Search performance chart: 7 May 2025 to 8 Sep 2025' })).toHaveAccessibleDescription(/gives no figures in between/);
    // Each worse figure has its numbered note beside the report.
    const notes = within(search).getAllByRole('listitem');
    expect(notes.map((n) => n.className)).toEqual(['report__note report__note--worse', 'report__note report__note--worse']);
    expect(notes[0]).toHaveTextContent(/^1Click-through rate \(CTR\)\. CTR fell/);
    expect(notes[1]).toHaveTextContent(/^2Average position\. The average slipped/);
    expect(within(tile('Average CTR')).getByText('1', { selector: 'sup' })).toBeInTheDocument();
    // The headline figure is stated once in the strip; the report that measured it names it in words.
    expect(screen.getByText('+245%')).toBeInTheDocument();
    expect(screen.queryByText('245%')).not.toBeInTheDocument();
  });

  it('shows page speed and site health as before and after windows, and footnotes the second mobile reading', () => {
    renderAt('camelback-spine-care');
    const speed = report('Page speed');
    const before = windowOf(speed, 'PageSpeed Insights', /^Before · 7 May 2025$/);
    const after = windowOf(speed, 'PageSpeed Insights', /^After · 8 Sep 2025$/);
    // Each starting score names its band, where the after window names the change.
    expect(before).toHaveTextContent('Mobile85The starting scoreNeeds improvement');
    expect(before).toHaveTextContent('Desktop87The starting scoreNeeds improvement');
    expect(after).toHaveTextContent('Mobilenote 187from 85Improved');
    expect(after).toHaveTextContent('Desktop97from 87Improved');
    // The second reading of the mobile score (93, in the study's summary) is its note 1, not a second gauge.
    expect(must(speed.querySelector('.report__note'))).toHaveTextContent('1Mobile page speed. The report’s summary gives the mobile score after the work as 93.');
    const audit = report('Site health');
    expect(windowOf(audit, 'Site audit', /^Before/)).toHaveTextContent(/Site health74%Errors430Warnings~4,000.*165\+ pages with duplicate titles and meta descriptions.*100\+ broken links/);
    expect(windowOf(audit, 'Site audit', /^After/)).toHaveTextContent(/Site health95%from 74%Improved/);
    const ranks = within(report('Local rankings')).getByRole('table');
    expect(within(ranks).getAllByRole('row').map((r) => r.textContent)).toEqual(['KeywordsLocationsPosition', 'spine carePhoenix, AZPeoria, AZPage 1', 'spine surgeryPhoenix, AZPeoria, AZPage 1']);
  });

  it('gives talentedge Key Learnings, comparison reports and the embedded recruitment-provider study', () => {
    renderAt('talentedge');
    expect(screen.getByRole('heading', { level: 2, name: 'Key Learnings' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /Recruitment Provider/ })).toBeInTheDocument();
    expect(screen.getByText('178 broken links replaced.')).toBeInTheDocument();
    const links = within(report('Authority and links')).getByRole('table');
    expect(within(links).getByRole('row', { name: /Spam score/ })).toHaveTextContent('Spam scoreLower is better44%1% Improved');
    expect(within(links).getByRole('row', { name: /Domain authority/ })).toHaveTextContent('Domain authority1014 Improved');
    const search = windowOf(report('Search performance'), 'Search Console');
    expect(within(search).getAllByRole('term').map((t) => t.textContent)).toEqual(['Total impressions', 'Average CTR', 'Average position']);
    const speed = screen.getAllByRole('region', { name: 'Page speed' });
    expect(speed).toHaveLength(1);
    expect(windowOf(must(speed[0]), 'PageSpeed Insights', /^After · 31 Aug 2025$/)).toHaveTextContent('Mobile86from 65Improved');
  });

  it('gives cvgastro its search totals for the 2.5 months and its page speed before and after', () => {
    renderAt('cvgastro');
    const gsc = windowOf(report('Search performance'), 'Search Console');
    expect(gsc).toHaveTextContent('Date: 2.5 months');
    expect(within(gsc).getAllByRole('definition').map((d) => d.textContent)).toEqual(['2.89K', '96.6K', '3%', '27.8']);
    // Totals only: with no reading before the work there is nothing to join, so no chart.
    expect(within(gsc).queryByRole('img', { name: /chart/ })).not.toBeInTheDocument();
    const speed = report('Page speed');
    expect(windowOf(speed, 'PageSpeed Insights', /^Before$/)).toHaveTextContent('Performance81');
    expect(windowOf(speed, 'PageSpeed Insights', /^After 2.5 months$/)).toHaveTextContent('Performance94from 81Improved');
  });

  it('gives troi a whole page without figures: its approach in steps, what the work left in place, the work itself in words, and its outcome', () => {
    const { container } = renderAt('troi');
    const article = must(container.querySelector<HTMLElement>('article.case-study'));
    // No results strip: the three steps, as an ordered list named by its label, in running-text type.
    expect(article.querySelector('.results-strip')).not.toBeInTheDocument();
    const steps = screen.getByRole('list', { name: 'Approach' });
    expect(steps.tagName).toBe('OL');
    expect(Array.from(steps.querySelectorAll('.approach-steps__title')).map((t) => t.textContent)).toEqual(['Audit', 'Targeting', 'Content']);
    expect(screen.queryByRole('heading', { level: 2, name: 'Performance Outcomes' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'What we delivered' })).toBeInTheDocument();
    // What the work left in place, then the work as the tools of the work show it: an audit
    // checklist and a roadmap whose phases are the approach's steps, in words.
    const points = within(article).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(points).toEqual(['A clean technical base', 'The right page for each market', 'A content plan per market', 'The technical audit', 'The roadmap, market by market']);
    const checklist = windowOf(report('The technical audit'), 'Site audit crawler');
    expect(checklist).toHaveTextContent('Audit checklist');
    expect(Array.from(checklist.querySelectorAll('.plan__title'), (t) => t.textContent)).toEqual(['Crawling and indexingAudited', 'Speed and structureAudited', 'Structured dataAdded']);
    const roadmap = windowOf(report('The roadmap, market by market'), 'SEO roadmap');
    const phases = within(roadmap).getAllByRole('list')[0];
    expect(phases?.tagName).toBe('OL');
    expect(Array.from(roadmap.querySelectorAll('.plan__title'), (t) => t.textContent)).toEqual([...steps.querySelectorAll('.approach-steps__title')].map((t) => t.textContent).concat('Measurement'));
    expect(within(article).queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Outcome' })).toBeInTheDocument();
    // The study itself names no figure anywhere (the next study's card after it has its own).
    expect(article.textContent).not.toMatch(/\d/);
  });

  it.each(caseStudies.map((c, i) => [c.pageUrl, must(caseStudies[(i + 1) % caseStudies.length]).pageUrl] as const))(
    '%s ends on the next study (%s, the first after the last) and the way back to all, no call-to-action band of its own',
    (pageUrl, nextUrl) => {
      const next = must(caseStudies.find((c) => c.pageUrl === nextUrl));
      const { container } = renderAt(pageUrl);
      const article = must(container.querySelector('article.case-study'));
      const nextBand = article.nextElementSibling;
      expect(container.querySelector('.cta-band')).toBeNull();
      const band = screen.getByRole('region', { name: 'Next case study' });
      expect(band).toBe(nextBand);
      expect(band.nextElementSibling).toBeNull();
      const card = within(band).getByRole('article');
      expect(within(card).getByRole('heading', { level: 3, name: next.title })).toBeInTheDocument();
      expect(within(card).getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual([paths.caseStudy(next.pageUrl), paths.caseStudy(next.pageUrl)]);
      expect(card.querySelector('img')).toHaveAttribute('src', expect.stringContaining(next.pageUrl));
      // Its headline figure, or for a study without figures its steps.
      if (next.headline[0]) expect(card.querySelector('.case-study-card__result strong')).toHaveTextContent(next.headline[0].value);
      else expect(card.querySelectorAll('.case-study-card__steps li')).toHaveLength(next.approach?.steps.length ?? -1);
      expect(within(band).getByRole('link', { name: 'All Case Studies' })).toHaveAttribute('href', paths.caseStudies);
    },
  );

  it('shows a not-found message for an unknown study', () => {
    renderAt('nope');
    expectNotFound('Case study not found', { name: 'All Case Studies', href: '/case-studies' });
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
  it('gives an approach study a card without a figure', () => {
    expect(getMeta({ params: { pageUrl: 'troi' } }).card).toEqual({ kind: 'Case study' });
  });
  it('is noindex for an unknown study', () => {
    expect(getMeta({ params: { pageUrl: 'nope' } }).robots).toBe('noindex, nofollow');
  });
});
