import { posts, readingTime, recentPosts } from './posts';

describe('readingTime', () => {
  it('counts a post’s words at 200 a minute, rounded, and never says less than a minute', () => {
    expect(readingTime({ body: [Array(450).fill('word').join(' ')] })).toBe('2 min read');
    expect(readingTime({ body: ['one two', ' three  four '] })).toBe('1 min read');
    expect(readingTime({ body: Array(3).fill(Array(200).fill('word').join(' ')) })).toBe('3 min read');
  });

  it('gives every built-in post a time of its own words', () => {
    for (const post of posts) expect(readingTime(post)).toMatch(/^[1-9]\d* min read$/);
  });
});

describe('recentPosts', () => {
  it('lists the newest first with the page each one has on the single-post page', () => {
    const [latest] = recentPosts(1);
    expect(latest?.post.datePublished).toBe([...posts].map((p) => p.datePublished).sort().at(-1));
    expect(posts[(latest?.page ?? 0) - 1]).toBe(latest?.post);
  });

  it('leaves out the post on screen, and still lists as many', () => {
    const newest = recentPosts(posts.length);
    expect(recentPosts(3, newest[0]?.page).map((entry) => entry.post)).toEqual(newest.slice(1, 4).map((entry) => entry.post));
    expect(recentPosts(3, newest.at(-1)?.page).map((entry) => entry.post)).toEqual(newest.slice(0, 3).map((entry) => entry.post));
  });
});
