import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { portfolio } from '@/content/portfolio';
import { portfolioFilterCategories } from '@/content/portfolio-categories';
import { must } from '@/testing/fixtures';
import { renderWithRouter } from '@/testing/render';
import PortfolioPage from './portfolio-page';

/** The projects' cells of the grid (its last cell is the invitation to start a project). */
const cards = () =>
  within(document.querySelector('.portfolio-list__grid') as HTMLElement)
    .getAllByRole('listitem')
    .filter((item) => item.querySelector('.portfolio-card'));

describe('PortfolioPage', () => {
  it('has the 12 filter buttons, All first and pressed by default, and lists every project', () => {
    renderWithRouter(<PortfolioPage />);
    const group = screen.getByRole('group', { name: 'Filter projects by category' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      'All',
      'ANDROID NATIVE APP',
      'CAKE PHP',
      'CORE PHP',
      'E-COMMERCE',
      'ERP',
      'INFORMATIVE WEBSITE',
      'LARAVEL',
      'PWA',
      'REAL ESTATE',
      'WORDPRESS',
      'CUSTOM APPLICATION',
    ]);
    expect(buttons.map((b) => b.textContent)).toEqual(['All', ...portfolioFilterCategories]);
    // Entries may still carry REACT JS; it just has no button.
    expect(within(group).queryByRole('button', { name: 'REACT JS' })).toBeNull();
    expect(portfolio.some((p) => p.categories.includes('REACT JS'))).toBe(true);
    expect(buttons[0]).toHaveAttribute('aria-pressed', 'true');
    expect(buttons.filter((b) => b.getAttribute('aria-pressed') === 'true')).toHaveLength(1);
    expect(cards()).toHaveLength(portfolio.length);
  });

  it('shows only the projects of the chosen category and highlights its button', async () => {
    const user = userEvent.setup();
    renderWithRouter(<PortfolioPage />);
    await user.click(screen.getByRole('button', { name: 'REAL ESTATE' }));
    expect(screen.getByRole('button', { name: 'REAL ESTATE' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    const expected = portfolio.filter((p) => p.categories.includes('REAL ESTATE'));
    expect(cards()).toHaveLength(expected.length);
    for (const card of cards()) expect(card).toHaveTextContent('REAL ESTATE');
    expect(screen.getByRole('status')).toHaveTextContent(`Showing ${expected.length} projects in REAL ESTATE`);
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(cards()).toHaveLength(portfolio.length);
  });

  it('shows categories joined by " | ", the title linking to the project and an excerpt of at most 120 characters cut at a word', () => {
    renderWithRouter(<PortfolioPage />);
    const first = must(portfolio[0]);
    const card = must(cards()[0]);
    expect(card.querySelector('.portfolio-card__categories')).toHaveTextContent(first.categories.join(' | '));
    expect(within(card).getByRole('link', { name: first.title })).toHaveAttribute('href', `/portfolio/${first.slug}`);
    const text = card.querySelector('.portfolio-card__text')?.textContent ?? '';
    expect(text.endsWith('...')).toBe(true);
    const kept = text.slice(0, -'...'.length);
    expect(kept.length).toBeLessThanOrEqual(120);
    expect(kept.length).toBeGreaterThan(100);
    const plain = first.description.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
    expect(plain.startsWith(kept)).toBe(true);
    expect(plain.charAt(kept.length)).toMatch(/[\s,;:.]/);
    expect(text).not.toMatch(/[<>]/);
  });
});

describe('PortfolioPage: the last cell', () => {
  it('follows the projects with the way to their results, whatever the filter', async () => {
    const user = userEvent.setup();
    renderWithRouter(<PortfolioPage />);
    const items = () => within(document.querySelector('.portfolio-list__grid') as HTMLElement).getAllByRole('listitem');
    const last = () => must(items().at(-1));
    expect(items()).toHaveLength(portfolio.length + 1);
    expect(within(last()).getByRole('heading', { level: 2, name: 'The results behind the work' })).toBeInTheDocument();
    expect(within(last()).getByRole('link', { name: 'Read the case studies' })).toHaveAttribute('href', '/case-studies');
    await user.click(screen.getByRole('button', { name: 'PWA' }));
    expect(last()).toHaveClass('portfolio-next');
  });
});
