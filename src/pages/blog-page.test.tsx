import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { posts } from '@/content/posts';
import { at } from '@/testing/fixtures';
import { renderWithRouter } from '@/testing/render';
import BlogPage from './blog-page';

/** The titles of the post cards (the hero's card names the latest post too). */
const titles = () => Array.from(document.querySelectorAll('.post-card__title'), (h) => h.textContent);

describe('BlogPage', () => {
  it('shows the first 3 posts with their labels, dates and links to their own pages', () => {
    renderWithRouter(<BlogPage />, { route: paths.blog });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Blog');
    expect(titles()).toEqual(posts.slice(0, 3).map((p) => p.title));
    expect(screen.getAllByText('Uncategorized')).toHaveLength(3);
    expect(screen.getAllByText('Blog', { selector: 'li' })).toHaveLength(3);
    // On its card, and on the hero's card as the latest post.
    expect(screen.getAllByText(at(posts, 0).date)).toHaveLength(2);
    expect(screen.getByRole('link', { name: at(posts, 2).title })).toHaveAttribute('href', `${paths.blogDetails}?page=3`);
  });

  it('moves to page 2 through the pagination and shows the other 2 posts', async () => {
    const user = userEvent.setup();
    renderWithRouter(<BlogPage />, { route: paths.blog });
    const nav = screen.getByRole('navigation', { name: 'Blog pages' });
    expect(nav).toHaveTextContent('Page 1');
    await user.click(screen.getByRole('link', { name: /^Page\s*2$/ }));
    expect(titles()).toEqual(posts.slice(3).map((p) => p.title));
    expect(screen.getByRole('link', { name: at(posts, 4).title })).toHaveAttribute('href', `${paths.blogDetails}?page=5`);
    expect(screen.getByText('2', { selector: '[aria-current="page"]' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', `${paths.blog}?page=1`);
    expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull();
  });

  it('names the latest post beside the title, with a link to its page', () => {
    renderWithRouter(<BlogPage />, { route: paths.blog });
    const latest = screen.getByRole('group', { name: 'Latest post' });
    const newest = [...posts].sort((a, b) => b.datePublished.localeCompare(a.datePublished))[0];
    expect(within(latest).getByRole('link', { name: newest?.title })).toHaveAttribute('href', `${paths.blogDetails}?page=${posts.indexOf(newest as (typeof posts)[number]) + 1}`);
    expect(within(latest).getByText(newest?.date ?? '')).toBeInTheDocument();
  });

  it('reads the page from the URL and clamps a page past the end', () => {
    renderWithRouter(<BlogPage />, { route: `${paths.blog}?page=9` });
    expect(titles()).toEqual(posts.slice(3).map((p) => p.title));
  });
});
