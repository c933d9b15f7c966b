import { screen, within } from '@testing-library/react';
import { caseStudies } from '@/content/case-studies';
import { must } from '@/testing/fixtures';
import { renderWithRouter } from '@/testing/render';
import CaseStudiesPage from './case-studies-page';

describe('CaseStudiesPage', () => {
  it('is titled Case Studies: SEO and lists the 4 studies with alternating styles', () => {
    renderWithRouter(<CaseStudiesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Case Studies: SEO' })).toBeInTheDocument();
    const articles = screen.getAllByRole('article');
    expect(articles).toHaveLength(4);
    expect(articles.map((a) => a.className.match(/case-study-card--(\w+)/)?.[1])).toEqual(['odd', 'even', 'odd', 'even']);
  });

  it('links image (with an Explore button) and title to the study, with an excerpt of at most 250 characters cut at a word, and lazy images', () => {
    renderWithRouter(<CaseStudiesPage />);
    const study = must(caseStudies[1]);
    const card = must(screen.getAllByRole('article')[1]);
    const links = within(card).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([`/case-studies/${study.pageUrl}`, `/case-studies/${study.pageUrl}`]);
    expect(within(card).getByRole('link', { name: `Explore: ${study.title}` })).toBeInTheDocument();
    const text = card.querySelector('.case-study-card__text')?.textContent ?? '';
    expect(text.endsWith(' ...')).toBe(true);
    const kept = text.slice(0, -' ...'.length);
    expect(kept.length).toBeLessThanOrEqual(250);
    expect(study.description.startsWith(kept)).toBe(true);
    expect(study.description.charAt(kept.length)).toMatch(/[\s,;:.]/);
    expect(card.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });
});
