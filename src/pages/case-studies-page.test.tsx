import { screen, within } from '@testing-library/react';
import { caseStudies } from '@/content/case-studies';
import { must } from '@/testing/fixtures';
import { renderWithRouter } from '@/testing/render';
import CaseStudiesPage from './case-studies-page';
import { cardResult } from './study-card';

describe('CaseStudiesPage', () => {
  it('is titled Case Studies: SEO and lists the 4 studies with alternating styles', () => {
    renderWithRouter(<CaseStudiesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Case Studies: SEO' })).toBeInTheDocument();
    const articles = screen.getAllByRole('article');
    expect(articles).toHaveLength(4);
    expect(articles.map((a) => a.className.match(/case-study-card--(\w+)/)?.[1])).toEqual(['odd', 'even', 'odd', 'even']);
  });

  it('shows three of the studies\' report views beside the title, decorative and not fetched on phones', () => {
    const { container } = renderWithRouter(<CaseStudiesPage />);
    const shots = Array.from(container.querySelectorAll('.page-hero__inner .portfolio-collage img'));
    expect(shots.map((img) => img.getAttribute('src'))).toEqual(caseStudies.slice(0, 3).map((study) => study.image.src));
    for (const img of shots) expect(img).toHaveAttribute('alt', '');
    expect(container.querySelectorAll('.portfolio-collage source[media="(max-width: 47.98em)"]')).toHaveLength(3);
  });

  it('links image (with an Explore button) and title to the study, with an excerpt of at most 250 characters cut at a word, and lazy images', () => {
    renderWithRouter(<CaseStudiesPage />);
    const study = must(caseStudies[1]);
    const card = must(screen.getAllByRole('article')[1]);
    const links = within(card).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([`/case-studies/${study.pageUrl}`, `/case-studies/${study.pageUrl}`]);
    expect(within(card).getByRole('link', { name: `Explore: ${study.title}` })).toBeInTheDocument();
    const text = card.querySelector('.case-study-card__text')?.textContent ?? '';
    // ' ...', its space a non-breaking one so the dots never wrap alone.
    expect(text.endsWith('\u00a0...')).toBe(true);
    const kept = text.slice(0, -' ...'.length);
    expect(kept.length).toBeLessThanOrEqual(250);
    expect(study.description.startsWith(kept)).toBe(true);
    expect(study.description.charAt(kept.length)).toMatch(/[\s,;:.]/);
    expect(card.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });
});

describe('case-study cards', () => {
  it('name the client and show the study’s headline result; a study without figures shows no number, only its approach', () => {
    renderWithRouter(<CaseStudiesPage />);
    const cards = screen.getAllByRole('article');
    expect(cards.map((c) => c.querySelector('.case-study-card__client')?.textContent)).toEqual(caseStudies.map((s) => `${s.client} · ${s.industry}`));
    expect(cards.map((c) => c.querySelector('.case-study-card__result')?.textContent)).toEqual([
      '2.89K clicks from Google Search in 2.5 months',
      '+245% organic traffic in 4 months',
      undefined,
      '13.2K impressions up from 2.64K',
    ]);
    // Troi publishes no figures: a small label and its three steps stand in the result's place.
    const troi = must(cards[2]);
    const approach = must(troi.querySelector<HTMLElement>('.case-study-card__approach'));
    expect(approach.querySelector('.case-study-card__tag')).toHaveTextContent('Approach');
    expect(within(approach).getByRole('list', { name: 'Approach' }).querySelectorAll('li')).toHaveLength(3);
    expect(Array.from(approach.querySelectorAll('li')).map((li) => li.textContent)).toEqual(['Audit', 'Targeting', 'Content']);
    expect(troi.querySelector('.case-study-card__body')?.textContent).not.toMatch(/\d/);
    // The title comes first, then its result: a screen reader hears what the study is before its figure.
    const body = must(cards[1]?.querySelector('.case-study-card__body'));
    expect(Array.from(body.children).map((el) => el.className.replace(/ .*/, ''))).toEqual(['case-study-card__client', 'case-study-card__title', 'case-study-card__result', 'case-study-card__text']);
  });

  it('take the results from the study itself', () => {
    for (const study of caseStudies) {
      const result = cardResult(study);
      expect(result?.value, study.pageUrl).toBe(study.headline[0]?.value);
      expect(Boolean(result), study.pageUrl).toBe(!study.approach);
    }
  });
});
