import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { posts, readingTime } from '@/content/posts';
import { at } from '@/testing/fixtures';
import { renderWithRouter } from '@/testing/render';
import BlogPage from './blog-page';

/** The titles of the post cards of the list, in order. */
const titles = () => Array.from(document.querySelectorAll('.post-card__title'), (h) => h.textContent);
/** Every post, newest first. */
const newestFirst = [...posts].sort((a, b) => b.datePublished.localeCompare(a.datePublished));

describe('BlogPage', () => {
  it('shows 3 posts on page 1, newest first, each with its date, reading time, labels and a link to its own page', () => {
    renderWithRouter(<BlogPage />, { route: paths.blog });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Blog');
    expect(titles()).toEqual(newestFirst.slice(0, 3).map((p) => p.title));
    expect(screen.getAllByText('Uncategorized')).toHaveLength(3);
    expect(screen.getAllByText('Blog', { selector: 'li' })).toHaveLength(3);
    const card = screen.getByRole('heading', { name: at(newestFirst, 1).title }).closest('article') as HTMLElement;
    expect(within(card).getByText(at(newestFirst, 1).date)).toBeInTheDocument();
    expect(card).toHaveTextContent(readingTime(at(newestFirst, 1)));
    expect(screen.getByRole('link', { name: at(newestFirst, 2).title })).toHaveAttribute('href', `${paths.blogDetails}?page=${posts.indexOf(at(newestFirst, 2)) + 1}`);
  });

  it('features the latest post first on page 1, and only there', async () => {
    const user = userEvent.setup();
    renderWithRouter(<BlogPage />, { route: paths.blog });
    const featured = document.querySelectorAll('.post-card--featured');
    expect(featured).toHaveLength(1);
    expect(featured[0]).toHaveTextContent('Latest post');
    expect(featured[0]?.querySelector('.post-card__title')).toHaveTextContent(at(newestFirst, 0).title);
    expect(screen.getAllByRole('link', { name: at(newestFirst, 0).title })).toHaveLength(1);
    await user.click(screen.getByRole('link', { name: /^Page\s*2$/ }));
    expect(document.querySelector('.post-card--featured')).toBeNull();
  });

  it('moves to page 2 through the pagination and shows posts 4 and 5, none of page 1 again', async () => {
    const user = userEvent.setup();
    renderWithRouter(<BlogPage />, { route: paths.blog });
    const first = titles();
    const nav = screen.getByRole('navigation', { name: 'Blog pages' });
    expect(nav).toHaveTextContent('Page 1');
    await user.click(screen.getByRole('link', { name: /^Page\s*2$/ }));
    expect(titles()).toEqual(newestFirst.slice(3).map((p) => p.title));
    expect(titles().filter((title) => first.includes(title))).toEqual([]);
    expect([...first, ...titles()].sort()).toEqual(posts.map((p) => p.title).sort());
    expect(screen.getByRole('link', { name: at(posts, 4).title })).toHaveAttribute('href', `${paths.blogDetails}?page=5`);
    expect(screen.getByText('2', { selector: '[aria-current="page"]' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', `${paths.blog}?page=1`);
    expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull();
  });

  it('reads the page from the URL and clamps a page past the end', () => {
    renderWithRouter(<BlogPage />, { route: `${paths.blog}?page=9` });
    expect(titles()).toEqual(newestFirst.slice(3).map((p) => p.title));
  });
});
