import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { about } from '@/content/about';
import { at } from '@/testing/fixtures';
import { renderWithRouter } from '@/testing/render';
import { jsonLdNodes } from '@/testing/json-ld';
import AboutPage, { getMeta } from './about-page';

describe('AboutPage', () => {
  it('has one h1, the company facts and the attributed founder quote', () => {
    renderWithRouter(<AboutPage />, { route: paths.about });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('About Us');
    expect(screen.getByText('200+')).toBeInTheDocument();
    expect(screen.getByText('Nov 2015')).toBeInTheDocument();
    const quote = screen.getByRole('figure');
    expect(within(quote).getByText(about.quote.text)).toBeInTheDocument();
    expect(quote).toHaveTextContent(`${about.quote.name}${about.quote.role}`);
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
