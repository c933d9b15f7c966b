import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { about } from '@/content/about';
import { site } from '@/content/site';
import { at } from '@/testing/fixtures';
import { renderWithRouter } from '@/testing/render';
import { jsonLdNodes } from '@/testing/json-ld';
import AboutPage, { getMeta } from './about-page';

describe('AboutPage', () => {
  it('has one h1, the key figures beside it with their source, and the company\'s standard under its own heading, not a quote it signs', () => {
    renderWithRouter(<AboutPage />, { route: paths.about });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('About Us');
    const figures = screen.getByRole('group', { name: about.figuresHeading });
    for (const fact of about.facts) expect(within(figures).getByText(fact.value)).toBeInTheDocument();
    const source = within(figures).getByRole('link', { name: /See the profile/ });
    expect(source).toHaveAttribute('href', site.profiles.freelanceMarketplace);
    expect(source).toHaveAttribute('target', '_blank');
    const standard = screen.getByRole('region', { name: about.standard.heading });
    expect(within(standard).getByText(about.standard.text)).toBeInTheDocument();
    // No invented people, and no quotation signed by the company itself.
    expect(screen.queryByRole('figure')).toBeNull();
    expect(screen.queryByRole('blockquote')).toBeNull();
  });

  it('leads from the hero to the work and to the quote form', () => {
    const { container } = renderWithRouter(<AboutPage />, { route: paths.about });
    const actions = container.querySelector('.page-hero .page-hero__actions') as HTMLElement;
    expect(within(actions).getByRole('link', { name: about.heroActions.work })).toHaveAttribute('href', paths.portfolio);
    expect(within(actions).getByRole('link', { name: about.heroActions.estimate })).toHaveAttribute('href', paths.quote);
  });

  it('shows what we build with a pictogram beside each line', () => {
    renderWithRouter(<AboutPage />, { route: paths.about });
    const band = screen.getByRole('region', { name: about.buildHeading });
    const items = within(band).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(about.build.map((point) => point.text));
    for (const item of items) expect(item.querySelector('svg')).not.toBeNull();
  });

  it('shows a few projects of different kinds in the portfolio\'s cards, each opening its page, and the way to the rest', () => {
    renderWithRouter(<AboutPage />, { route: paths.about });
    const band = screen.getByRole('region', { name: about.work.heading });
    const cards = within(band).getAllByRole('listitem').filter((item) => item.querySelector('img'));
    expect(cards).toHaveLength(about.work.projects.length);
    about.work.projects.forEach((slug, index) => {
      const links = within(at(cards, index)).getAllByRole('link');
      expect(links.some((link) => link.getAttribute('href') === paths.portfolioDetail(slug)), slug).toBe(true);
    });
    expect(within(band).getByRole('link', { name: about.work.cta })).toHaveAttribute('href', paths.portfolio);
  });

  it('tells how a project runs as one ordered sequence, with the reply time and the build times we state', () => {
    renderWithRouter(<AboutPage />, { route: paths.about });
    const band = screen.getByRole('region', { name: about.process.heading });
    const steps = within(band.querySelector('ol') as HTMLElement).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent)).toEqual(about.process.steps.map((step) => step.title));
    expect(band).toHaveTextContent('within one working day');
    expect(band).toHaveTextContent('2–4 weeks for a business website, 6–12 weeks for a standard application');
  });

  it('ends on the FAQ without a call-to-action band of its own (the footer banner closes every page)', () => {
    const { container } = renderWithRouter(<AboutPage />, { route: paths.about });
    expect(container.querySelector('.cta-band')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Get a free estimate' })).not.toBeInTheDocument();
  });

  it('opens the first FAQ, keeps one open at a time and toggles on click', async () => {
    const user = userEvent.setup();
    renderWithRouter(<AboutPage />, { route: paths.about });
    const buttons = about.faqs.map((faq) => screen.getByRole('button', { name: faq.question }));
    expect(buttons).toHaveLength(4);
    expect(buttons.map((b) => b.getAttribute('aria-expanded'))).toEqual(['true', 'false', 'false', 'false']);

    await user.click(at(buttons, 2));
    expect(buttons.map((b) => b.getAttribute('aria-expanded'))).toEqual(['false', 'false', 'true', 'false']);

    await user.click(at(buttons, 2));
    expect(buttons.map((b) => b.getAttribute('aria-expanded'))).toEqual(['false', 'false', 'false', 'false']);
  });

  it('adds FAQPage structured data with the four questions', () => {
    const [node] = jsonLdNodes(getMeta());
    expect(node?.['@type']).toBe('FAQPage');
    expect((node?.mainEntity as { name: string }[]).map((q) => q.name)).toEqual(about.faqs.map((f) => f.question));
  });
});
