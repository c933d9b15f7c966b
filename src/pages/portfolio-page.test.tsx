import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { portfolio } from '@/content/portfolio';
import { portfolioFilterCategories } from '@/content/portfolio-categories';
import { must } from '@/testing/fixtures';
import { HelmetProvider } from 'react-helmet-async';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { mockMatchMedia } from '@/testing/match-media';
import { renderWithRouter } from '@/testing/render';
import PortfolioPage, { filterFromQuery } from './portfolio-page';

/** Shows the router's address and how it got there, beside the page. */
function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address" data-navigation={useNavigationType()}>{pathname + search}</output>;
}

/** The history entry's state, beside the page. */
function EntryState() {
  return <output data-testid="entry-state">{JSON.stringify(useLocation().state)}</output>;
}

/** The page at `route`, with the address beside it. */
const renderWithAddress = (route: string) =>
  renderWithRouter(
    <>
      <PortfolioPage />
      <Address />
    </>,
    { route },
  );

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
    // The buttons are the filter categories of content/portfolio-categories.ts, in its (the client's) order.
    expect(buttons).toHaveLength(12);
    expect(buttons.map((b) => b.textContent)).toEqual(['All', ...portfolioFilterCategories]);
    // Entries may still carry REACT JS; it just has no button.
    expect(within(group).queryByRole('button', { name: 'REACT JS' })).toBeNull();
    expect(portfolio.some((p) => p.categories.includes('REACT JS'))).toBe(true);
    expect(buttons[0]).toHaveAttribute('aria-pressed', 'true');
    expect(buttons.filter((b) => b.getAttribute('aria-pressed') === 'true')).toHaveLength(1);
    expect(cards()).toHaveLength(portfolio.length);
  });

  it('pictures three projects beside the title as their cards close views (decorative), never fetched on phones', () => {
    const { container } = renderWithRouter(<PortfolioPage />, { route: '/portfolio' });
    const shots = Array.from(container.querySelectorAll('.page-hero__inner .portfolio-collage img'));
    // The whole screens in their devices drew their words at 6-8 px in the collage.
    expect(shots.map((img) => img.getAttribute('src'))).toEqual([
      '/images/portfolio/infor-sx-erp-web-application-and-reporting-card.webp',
      '/images/portfolio/fitpass-network-card.webp',
      '/images/portfolio/spice-route-store-card.webp',
    ]);
    for (const img of shots) expect(img).toHaveAttribute('alt', '');
    expect(container.querySelectorAll('.portfolio-collage source[media="(max-width: 47.98em)"]')).toHaveLength(3);
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
    expect(within(last()).getByRole('link', { name: 'Read the Case Studies' })).toHaveAttribute('href', '/case-studies');
    await user.click(screen.getByRole('button', { name: 'PWA' }));
    expect(last()).toHaveClass('portfolio-next');
  });
});

describe('PortfolioPage: the category in the address', () => {
  const pressed = () => within(screen.getByRole('group', { name: 'Filter projects by category' })).getAllByRole('button').filter((b) => b.getAttribute('aria-pressed') === 'true');

  it('keeps a pressed category in ?category=, replacing the entry, and All drops the parameter', async () => {
    const user = userEvent.setup();
    renderWithAddress('/portfolio');
    const address = screen.getByTestId('address');
    await user.click(screen.getByRole('button', { name: 'PWA' }));
    // The list answers at once; the address follows once that answer is painted.
    expect(pressed().map((b) => b.textContent)).toEqual(['PWA']);
    await waitFor(() => expect(address).toHaveTextContent('/portfolio?category=PWA'));
    // Replaced, not pushed: each press does not add a step to Back.
    expect(address).toHaveAttribute('data-navigation', 'REPLACE');
    await user.click(screen.getByRole('button', { name: 'REAL ESTATE' }));
    await waitFor(() => expect(new URLSearchParams(address.textContent?.split('?')[1]).get('category')).toBe('REAL ESTATE'));
    await user.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(address.textContent).toBe('/portfolio'));
  });

  it('opens filtered from a shared address, whatever the case of the category', () => {
    renderWithRouter(<PortfolioPage />, { route: '/portfolio?category=pwa' });
    expect(pressed().map((b) => b.textContent)).toEqual(['PWA']);
    const expected = portfolio.filter((p) => p.categories.includes('PWA'));
    expect(expected.length).toBeGreaterThan(0);
    expect(cards()).toHaveLength(expected.length);
    expect(screen.getByRole('status')).toHaveTextContent(`Showing ${expected.length} projects in PWA`);
  });

  it('keeps the other parameters of the address', async () => {
    const user = userEvent.setup();
    renderWithAddress('/portfolio?utm_source=mail&category=ERP');
    expect(pressed().map((b) => b.textContent)).toEqual(['ERP']);
    await user.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/portfolio?utm_source=mail'));
  });

  it.each(['nonsense', '', 'REACT JS', 'All'])('shows All for ?category=%s', (value) => {
    renderWithRouter(<PortfolioPage />, { route: `/portfolio?category=${encodeURIComponent(value)}` });
    expect(pressed().map((b) => b.textContent)).toEqual(['All']);
    expect(cards()).toHaveLength(portfolio.length);
  });

  it('reads a category in any case and spacing; anything else is All', () => {
    expect(filterFromQuery(null)).toBe('All');
    expect(filterFromQuery('real estate')).toBe('REAL ESTATE');
    expect(filterFromQuery(' Cake php ')).toBe('CAKE PHP');
    expect(filterFromQuery('e-commerce')).toBe('E-COMMERCE');
    // REACT JS has no button: nothing could show as chosen.
    expect(filterFromQuery('react js')).toBe('All');
    expect(filterFromQuery('<script>')).toBe('All');
  });
});

describe('PortfolioPage: the shortened list of a phone or a tablet', () => {
  const PHONE = '(max-width: 61.98em)';
  const onPhone = () => mockMatchMedia((query) => query === PHONE);
  const renderFrom = (entry: { pathname: string; search?: string; state?: unknown }) =>
    render(
      <HelmetProvider>
        <MemoryRouter initialEntries={[entry]}>
          <PortfolioPage />
          <Address />
          <EntryState />
        </MemoryRouter>
      </HelmetProvider>,
    );

  it('shows the first 8 projects and a button for all of them; the button shows the rest and hands the keyboard on', async () => {
    onPhone();
    const user = userEvent.setup();
    renderFrom({ pathname: '/portfolio' });
    expect(cards()).toHaveLength(8);
    const count = document.querySelector('.portfolio-list__count') as HTMLElement;
    expect(count).toHaveTextContent(`Showing 8 of ${portfolio.length} projects`);
    const more = screen.getByRole('button', { name: `Show all ${portfolio.length} projects` });
    await user.click(more);
    expect(cards()).toHaveLength(portfolio.length);
    expect(screen.queryByRole('button', { name: /^Show all/ })).not.toBeInTheDocument();
    expect(count).toHaveTextContent(`Showing all ${portfolio.length} projects`);
    // The first project the button brought in has the focus.
    expect(screen.getByRole('link', { name: must(portfolio[8]).title })).toHaveFocus();
    // The history entry remembers it, so Back from a project finds the list whole.
    await waitFor(() => expect(screen.getByTestId('entry-state')).toHaveTextContent('"wholeList":true'));
  });

  it('shows a category whole (none has more than a few over 8), and All short again until asked', async () => {
    onPhone();
    const user = userEvent.setup();
    renderFrom({ pathname: '/portfolio' });
    await user.click(screen.getByRole('button', { name: 'LARAVEL' }));
    const laravel = portfolio.filter((p) => p.categories.includes('LARAVEL'));
    expect(cards()).toHaveLength(laravel.length);
    expect(screen.queryByRole('button', { name: /^Show all/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(cards()).toHaveLength(8);
  });

  it('keeps the whole list through a filter press once asked for', async () => {
    onPhone();
    const user = userEvent.setup();
    renderFrom({ pathname: '/portfolio', state: { wholeList: true } });
    expect(cards()).toHaveLength(portfolio.length);
    await user.click(screen.getByRole('button', { name: 'ERP' }));
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/portfolio?category=ERP'));
    expect(screen.getByTestId('entry-state')).toHaveTextContent('"wholeList":true');
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(cards()).toHaveLength(portfolio.length);
  });

  it('shows every project on wider screens', () => {
    mockMatchMedia(() => false);
    renderFrom({ pathname: '/portfolio' });
    expect(cards()).toHaveLength(portfolio.length);
    expect(screen.queryByRole('button', { name: /^Show all/ })).not.toBeInTheDocument();
  });
});
