import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { posts } from '@/content/posts';
import { blogMetaDescription } from '@/lib/excerpt-rules';
import { at } from '@/testing/fixtures';
import { renderWithRouter } from '@/testing/render';
import BlogDetailsPage, { getMeta } from './blog-details-page';

describe('BlogDetailsPage', () => {
  it('shows the first post in full, titled as its single h1', () => {
    renderWithRouter(<BlogDetailsPage />, { route: paths.blogDetails });
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent('How to Remove Unwanted Objects from Pictures');
    for (const paragraph of at(posts, 0).body) expect(screen.getByText(paragraph)).toBeInTheDocument();
  });

  it('heads each step of the post with an h2, in order, and ends with the way to a project like it', () => {
    renderWithRouter(<BlogDetailsPage />, { route: `${paths.blogDetails}?page=2` });
    const article = screen.getByRole('article');
    const steps = within(article)
      .getAllByRole('heading', { level: 2 })
      .filter((heading) => heading.classList.contains('post__h2'));
    expect(steps.map((heading) => heading.textContent)).toEqual(at(posts, 1).headings);
    // Each heading stands right before the paragraph it names.
    steps.forEach((heading, index) => expect(heading.nextElementSibling?.textContent).toBe(at(posts, 1).body[index + 1]));
    const cta = within(article).getByRole('complementary', { name: 'Written from client work' });
    expect(within(cta).getByRole('link', { name: 'Tell Us About Your Project' })).toHaveAttribute('href', paths.quote);
  });

  it('lists under Recent Post the 3 newest posts other than the one on screen, linking to their pages', () => {
    renderWithRouter(<BlogDetailsPage />, { route: paths.blogDetails });
    const aside = screen.getByRole('complementary', { name: 'Recent Post' });
    const links = within(aside).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(posts.slice(1, 4).map((p) => p.title));
    expect(links.map((a) => a.getAttribute('href'))).toEqual([2, 3, 4].map((n) => `${paths.blogDetails}?page=${n}`));
    for (const link of links) expect(link).not.toHaveAttribute('aria-current');
  });

  it('on an older post, lists the 3 newest', () => {
    renderWithRouter(<BlogDetailsPage />, { route: `${paths.blogDetails}?page=5` });
    const links = within(screen.getByRole('complementary', { name: 'Recent Post' })).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(posts.slice(0, 3).map((p) => p.title));
  });

  it('pages through posts one at a time', async () => {
    const user = userEvent.setup();
    renderWithRouter(<BlogDetailsPage />, { route: `${paths.blogDetails}?page=4` });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(at(posts, 3).title);
    const nav = screen.getByRole('navigation', { name: 'Blog posts' });
    expect(within(nav).getAllByRole('listitem')).toHaveLength(7);
    await user.click(within(nav).getByRole('link', { name: 'Next page' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(at(posts, 4).title);
    expect(within(nav).queryByRole('link', { name: 'Next page' })).toBeNull();
    await user.click(within(nav).getByRole('link', { name: /^Page\s*1$/ }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(at(posts, 0).title);
  });

  it('describes the prerendered first post as an Article and leaves its title to the route', () => {
    const meta = getMeta({ search: new URLSearchParams() });
    expect(meta.title).toBeUndefined();
    expect(meta.jsonLd?.[0]).toMatchObject({
      '@type': 'Article',
      headline: at(posts, 0).title,
      datePublished: at(posts, 0).datePublished,
      // A site path: the head builder gives it the origin.
      url: paths.blogDetails,
    });
  });

  it('describes the post on screen at ?page=N: title, description of 150 characters at most, trail and Article', () => {
    const post = at(posts, 2);
    const meta = getMeta({ search: new URLSearchParams('page=3') });
    expect(meta.title).toBe(post.title);
    expect(meta.description).toBe(blogMetaDescription(post.excerpt));
    expect(meta.description?.length).toBeLessThanOrEqual(151);
    expect(meta.breadcrumbs).toEqual([
      { name: 'Blog', path: paths.blog },
      { name: post.title, path: `${paths.blogDetails}?page=3` },
    ]);
    expect(meta.jsonLd?.[0]).toMatchObject({ headline: post.title, url: `${paths.blogDetails}?page=3` });
  });

  it('offers the Recent Post thumbnails a file near their 96 px box, not only the 480 px one', () => {
    const { container } = renderWithRouter(<BlogDetailsPage />);
    const thumbs = [...container.querySelectorAll<HTMLImageElement>('img.recent-posts__img')];
    expect(thumbs).toHaveLength(3);
    for (const img of thumbs) {
      expect(img.getAttribute('sizes')).toBe('6em'); // 96 px at 16 px text
      const widths = (img.getAttribute('srcset') ?? '').split(',').map((c) => Number(/ (\d+)w$/.exec(c.trim())?.[1]));
      // 96 CSS px on a 2.5x phone screen is 240 device pixels.
      expect(Math.min(...widths)).toBeLessThanOrEqual(240);
    }
  });
});
