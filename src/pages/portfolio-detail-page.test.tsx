import { screen, within } from '@testing-library/react';
import { paths } from '@/config/paths';
import { portfolio } from '@/content/portfolio';
import { portfolioStory, portfolioSummary } from '@/lib/excerpt-rules';
import { relatedEntries } from '@/lib/portfolio-filter';
import { stripHtml } from '@/lib/text';
import { must } from '@/testing/fixtures';
import { renderWithRouter } from '@/testing/render';
import { expectNotFound } from '@/testing/not-found';
import PortfolioDetailPage, { getMeta } from './portfolio-detail-page';

const renderAt = (slug: string) =>
  renderWithRouter(<PortfolioDetailPage />, { path: paths.portfolioDetail.pattern, route: paths.portfolioDetail(slug) });

describe('PortfolioDetailPage', () => {
  it('shows title, description, Go to Site in a new tab and the image', () => {
    const entry = must(portfolio.find((p) => p.slug === 'fitpass-network'));
    renderAt(entry.slug);
    expect(screen.getByRole('heading', { level: 1, name: entry.title })).toBeInTheDocument();
    expect(screen.getByText(/Members buy one pass/)).toBeInTheDocument();
    const go = screen.getByRole('link', { name: /Go to Site/ });
    expect(go).toHaveAttribute('href', entry.url);
    expect(go).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('img', { name: entry.image.alt })).toBeInTheDocument();
  });

  it('tells challenge, solution and result, lists the technologies as chips and frames the picture by kind', () => {
    const entry = must(portfolio.find((p) => p.slug === 'cs-by-kp-app'));
    renderAt(entry.slug);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Challenge', 'Solution', 'Result', 'More work like this']);
    expect(screen.getByText(entry.challenge)).toBeInTheDocument();
    expect(screen.getByText(entry.result)).toBeInTheDocument();
    // The facts card splits the categories into what the project is and what it is built with.
    const facts = screen.getByRole('complementary', { name: 'Project facts' });
    const chips = (name: string) => within(within(facts).getByRole('list', { name })).getAllByRole('listitem').map((c) => c.textContent);
    expect(chips('Project type')).toEqual(['Android']);
    expect(chips('Technologies')).toEqual(['Laravel']);
    expect(within(facts).getByRole('link', { name: 'Tell Us About Your Project' })).toHaveAttribute('href', '/tell-us-about-your-project');
    expect(screen.getByRole('img', { name: entry.image.alt })).toHaveAttribute('data-frame', 'phone');
  });

  it('lists what we built in the facts card, where the entry says', () => {
    const entry = must(portfolio.find((p) => p.slug === 'fitpass-network'));
    renderAt(entry.slug);
    const facts = screen.getByRole('complementary', { name: 'Project facts' });
    const built = within(within(facts).getByRole('list', { name: 'What we built' })).getAllByRole('listitem');
    expect(built.map((li) => li.textContent)).toEqual([...(entry.built ?? [])]);
  });

  it('offers three projects like this one in the list\'s cards, never the project itself', () => {
    const entry = must(portfolio.find((p) => p.slug === 'leads-database'));
    renderAt(entry.slug);
    const band = screen.getByRole('region', { name: 'More work like this' });
    const cards = within(band).getAllByRole('article');
    expect(cards).toHaveLength(3);
    const related = relatedEntries(portfolio, entry.slug);
    expect(cards.map((card) => within(card).getByRole('link').getAttribute('href'))).toEqual(related.map((r) => `/portfolio/${r.slug}`));
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(related.map((r) => r.title));
    for (const card of cards) expect(card).toHaveClass('portfolio-card');
    expect(within(band).queryByRole('link', { name: entry.title })).not.toBeInTheDocument();
  });

  it('names what we built in a few words a part, never a figure the description lacks nor a run of its Solution', () => {
    const words = (text: string) => stripHtml(text).toLowerCase().replace(/[’']/g, '').split(/[^a-z0-9%₹]+/).filter(Boolean);
    for (const entry of portfolio) {
      const story = ` ${words(portfolioStory(entry.description)).join(' ')} `;
      for (const part of entry.built ?? []) {
        const w = words(part);
        expect(w.length, `${entry.slug}: ${part}`).toBeGreaterThan(0);
        // A label, not a sentence: six words at most, so it cannot repeat the story's five-word runs whole.
        expect(w.length, `${entry.slug}: ${part}`).toBeLessThanOrEqual(6);
        for (let i = 0; i + 5 <= w.length; i++) expect(story, `${entry.slug}: ${part}`).not.toContain(` ${w.slice(i, i + 5).join(' ')} `);
        for (const d of part.match(/\d+/g) ?? []) expect(entry.description, `${entry.slug} ${d}`).toContain(d);
      }
    }
  });

  it('gives every entry a challenge and a result without figures the description does not have', () => {
    for (const entry of portfolio) {
      expect(entry.challenge.length, entry.slug).toBeGreaterThan(40);
      expect(entry.result.length, entry.slug).toBeGreaterThan(40);
      const digits = `${entry.challenge} ${entry.result}`.match(/\d+/g) ?? [];
      for (const d of digits) expect(entry.description, `${entry.slug} ${d}`).toContain(d);
    }
  });

  it('says something different in each part: summary, challenge, solution and result share no run of five words', () => {
    const words = (text: string) => stripHtml(text).toLowerCase().replace(/[’']/g, '').split(/[^a-z0-9%₹]+/).filter(Boolean);
    const runs = (text: string) => {
      const w = words(text);
      return new Set(w.slice(0, Math.max(0, w.length - 4)).map((_, i) => w.slice(i, i + 5).join(' ')));
    };
    const repeats: string[] = [];
    for (const entry of portfolio) {
      const parts = {
        summary: portfolioSummary(entry.description),
        challenge: entry.challenge,
        solution: portfolioStory(entry.description),
        result: entry.result,
      };
      // The summary is a sentence of its own, not the start of a list.
      expect(parts.summary, entry.slug).not.toMatch(/: /);
      const names = Object.keys(parts) as (keyof typeof parts)[];
      for (const [i, a] of names.entries()) {
        for (const b of names.slice(i + 1)) {
          const shared = [...runs(parts[a])].filter((run) => runs(parts[b]).has(run));
          if (shared.length) repeats.push(`${entry.slug}: ${a} and ${b} both say "${shared[0]}"`);
        }
      }
    }
    expect(repeats).toEqual([]);
  });

  it('shows the summary once: the hero says what the project is, the Solution goes on from there', () => {
    const entry = must(portfolio.find((p) => p.slug === 'fitpass-network'));
    renderAt(entry.slug);
    const summary = portfolioSummary(entry.description);
    expect(screen.getAllByText((_, el) => el?.tagName === 'P' && (el.textContent ?? '').includes(summary))).toHaveLength(1);
  });

  it('opens with the project: categories, title, a one-sentence summary and Go to Site together, beside the picture', () => {
    const entry = must(portfolio.find((p) => p.slug === 'spice-route-store'));
    renderAt(entry.slug);
    const hero = screen.getByRole('heading', { level: 1 }).closest('section') as HTMLElement;
    expect(within(within(hero).getByRole('list', { name: 'Categories' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([...entry.categories]);
    // The description's first sentence.
    expect(within(hero).getByText('A WooCommerce store for a family spice business.')).toBeInTheDocument();
    expect(within(hero).getByRole('link', { name: /Go to Site/ })).toHaveAttribute('href', entry.url);
    expect(within(hero).getByRole('img', { name: entry.image.alt })).toBeInTheDocument();
    expect(within(hero).getByRole('link', { name: 'Portfolio' })).toHaveAttribute('href', '/portfolio');
    // The facts card names the live site by its host.
    expect(screen.getByRole('link', { name: /^spice-route\.example\.com/ })).toHaveAttribute('href', entry.url);
  });

  it('has no Go to Site button when the entry has no url, and says why', () => {
    const entry = must(portfolio.find((p) => !p.url));
    renderAt(entry.slug);
    expect(screen.queryByRole('link', { name: /Go to Site/ })).not.toBeInTheDocument();
    expect(screen.getByText('An internal system: no public site to visit')).toBeInTheDocument();
    // Said once: the facts card has no live-site row to say it again.
    expect(screen.getAllByText(/no public site|not public/i)).toHaveLength(1);
    expect(screen.queryByText('Live site')).not.toBeInTheDocument();
  });

  it('disables Prev on the first entry and links Next to the second', () => {
    const [first, second] = [must(portfolio[0]), must(portfolio[1])];
    renderAt(first.slug);
    expect(screen.getByRole('button', { name: 'Prev: This is the first project' })).toBeDisabled();
    expect(screen.getByRole('link', { name: `Next: ${second.title}` })).toHaveAttribute('href', `/portfolio/${second.slug}`);
  });

  it('disables Next on the last entry and links Prev to the one before', () => {
    const last = must(portfolio[portfolio.length - 1]);
    const before = must(portfolio[portfolio.length - 2]);
    renderAt(last.slug);
    expect(screen.getByRole('button', { name: 'Next: This is the last project' })).toBeDisabled();
    expect(screen.getByRole('link', { name: `Prev: ${before.title}` })).toHaveAttribute('href', `/portfolio/${before.slug}`);
  });

  it('tells the visitor an unknown project was not found, with a way back', () => {
    renderAt('no-such-project');
    expectNotFound('Project not found', { name: 'Back to All Projects', href: '/portfolio' });
    // Not a dead end: the first three projects of the list, each linking to its page.
    const more = screen.getByRole('heading', { level: 2, name: 'Some of our work' }).closest('section');
    const shown = within(must(more)).getAllByRole('listitem');
    expect(shown).toHaveLength(3);
    portfolio.slice(0, 3).forEach((entry, index) => {
      expect(within(must(shown[index])).getAllByRole('link').some((link) => link.getAttribute('href') === `/portfolio/${entry.slug}`)).toBe(true);
    });
  });
});

describe('portfolio detail getMeta', () => {
  it('uses the entry: title, stripped description cut to 150 + "...", canonical and CreativeWork', () => {
    const entry = must(portfolio.find((p) => p.slug === 'infor-sx-erp-web-application-and-reporting'));
    const meta = getMeta({ params: { slug: entry.slug } });
    expect(meta.title).toBe(entry.title);
    expect(meta.description).toHaveLength(153);
    expect(meta.description).toMatch(/^A web application and reporting layer/);
    expect(meta.description).not.toMatch(/[<>]/);
    expect(meta.description?.endsWith('...')).toBe(true);
    expect(meta.canonical).toBe(true);
    expect(meta.robots).toBeUndefined();
    expect(meta.breadcrumbs).toEqual([
      { name: 'Portfolio', path: '/portfolio' },
      { name: entry.title, path: `/portfolio/${entry.slug}` },
    ]);
    expect(meta.jsonLd?.[0]).toMatchObject({ '@type': 'CreativeWork', name: entry.title });
  });

  it('falls back for an unknown slug and is not indexed', () => {
    const meta = getMeta({ params: { slug: 'old-shop-site' } });
    expect(meta).toEqual({
      title: 'OLD SHOP SITE',
      description: 'Detailed portfolio for OLD SHOP SITE',
      robots: 'noindex, nofollow',
    });
  });
});
