import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { posts, readingTime } from '@/content/posts';
import { at } from '@/testing/fixtures';
import { renderWithRouter } from '@/testing/render';
import BlogPage from './blog-page';

/** The titles of the post cards of the list (the hero's card names the latest post). */
const titles = () => Array.from(document.querySelectorAll('.post-card__title'), (h) => h.textContent);
const newest = [...posts].sort((a, b) => b.datePublished.localeCompare(a.datePublished))[0] as (typeof posts)[number];
/** The list: every post but the latest, in order. */
const listed = posts.filter((post) => post !== newest);

describe('BlogPage', () => {
  it('lists 3 posts after the latest, each with its date, reading time, labels and a link to its own page', () => {
    renderWithRouter(<BlogPage />, { route: paths.blog });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Blog');
    expect(titles()).toEqual(listed.slice(0, 3).map((p) => p.title));
    // The latest post is the hero's, and only the hero's.
    expect(titles()).not.toContain(newest.title);
    expect(screen.getAllByText('Uncategorized')).toHaveLength(3);
    expect(screen.getAllByText('Blog', { selector: 'li' })).toHaveLength(3);
    const card = screen.getByRole('heading', { name: at(listed, 0).title }).closest('article') as HTMLElement;
    expect(within(card).getByText(at(listed, 0).date)).toBeInTheDocument();
    expect(card).toHaveTextContent(readingTime(at(listed, 0)));
    expect(screen.getByRole('link', { name: at(listed, 2).title })).toHaveAttribute('href', `${paths.blogDetails}?page=${posts.indexOf(at(listed, 2)) + 1}`);
  });

  it('moves to page 2 through the pagination and shows the rest', async () => {
    const user = userEvent.setup();
    renderWithRouter(<BlogPage />, { route: paths.blog });
    const nav = screen.getByRole('navigation', { name: 'Blog pages' });
    expect(nav).toHaveTextContent('Page 1');
    await user.click(screen.getByRole('link', { name: /^Page\s*2$/ }));
    expect(titles()).toEqual(listed.slice(3).map((p) => p.title));
    expect(screen.getByRole('link', { name: at(posts, 4).title })).toHaveAttribute('href', `${paths.blogDetails}?page=5`);
    expect(screen.getByText('2', { selector: '[aria-current="page"]' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', `${paths.blog}?page=1`);
    expect(screen.queryByRole('link', { name: 'Next page' })).toBeNull();
  });

  it('shows the latest post on the hero’s card, with its date, reading time and a link to its page', () => {
    renderWithRouter(<BlogPage />, { route: paths.blog });
    const latest = screen.getByRole('group', { name: 'Latest post' });
    expect(within(latest).getByRole('link', { name: newest.title })).toHaveAttribute('href', `${paths.blogDetails}?page=${posts.indexOf(newest) + 1}`);
    expect(within(latest).getByText(newest.date)).toBeInTheDocument();
    expect(latest).toHaveTextContent(readingTime(newest));
    expect(screen.getAllByRole('link', { name: newest.title })).toHaveLength(1);
  });

  it('reads the page from the URL and clamps a page past the end', () => {
    renderWithRouter(<BlogPage />, { route: `${paths.blog}?page=9` });
    expect(titles()).toEqual(listed.slice(3).map((p) => p.title));
  });
});
