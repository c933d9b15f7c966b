import { blogMetaDescription, carouselExcerpt, caseStudyIndexExcerpt, portfolioListExcerpt, portfolioMetaDescription } from './excerpt-rules';
import { slugToTitle } from './text';

const long = `<p>${'abcdefghij'.repeat(30)}</p>`; // 300 characters once the tags are gone

describe('excerpt rules', () => {
  it('carousel: 130 characters plus " ..."', () => {
    const out = carouselExcerpt(long);
    expect(out).toBe(`${'abcdefghij'.repeat(13)} ...`);
    expect(out).toHaveLength(134);
  });
  it('portfolio list: the first 120 characters plus an ellipsis', () => {
    expect(portfolioListExcerpt(long)).toBe(`${'abcdefghij'.repeat(12)}...`);
  });
  it('case-study index: 250 characters plus " ..."', () => {
    expect(caseStudyIndexExcerpt(long)).toBe(`${'abcdefghij'.repeat(25)} ...`);
  });
  it('portfolio meta description: HTML stripped, cut to 150 plus an ellipsis', () => {
    expect(portfolioMetaDescription(long)).toBe(`${'abcdefghij'.repeat(15)}...`);
  });
  it('strips HTML before counting, so tags never reach the text', () => {
    const html = '<p>Roles:</p><ul><li>Super Administrator</li><li>General Staff</li></ul>';
    expect(portfolioListExcerpt(html)).toBe('Roles: Super Administrator General Staff');
    expect(carouselExcerpt(`<strong>${'x'.repeat(129)}</strong>yz`)).toBe(`${'x'.repeat(129)}y ...`);
  });
  it('leaves text within the limit unchanged, without a suffix', () => {
    expect(carouselExcerpt('<p>Short text</p>')).toBe('Short text');
    expect(portfolioMetaDescription('x'.repeat(150))).toBe('x'.repeat(150));
    expect(portfolioMetaDescription('x'.repeat(151))).toBe(`${'x'.repeat(150)}...`);
  });
});

describe('blog meta description', () => {
  const words = 'We built a fee portal for a school group in Noida, with online payments, receipts and reminders, so parents pay on time and the office stops chasing dues by phone every month.';
  it('keeps the 150-character limit but cuts at the last word boundary before it, plus an ellipsis', () => {
    expect(words.length).toBeGreaterThan(150);
    const out = blogMetaDescription(`<p>${words}</p>`);
    expect(out).toBe('We built a fee portal for a school group in Noida, with online payments, receipts and reminders, so parents pay on time and the office stops chasing…');
    expect(out.length).toBeLessThanOrEqual(151);
    expect(words.startsWith(out.slice(0, -1))).toBe(true);
  });
  it('keeps a word that ends exactly at the limit, and drops punctuation left before the ellipsis', () => {
    const exact = `${'word '.repeat(29)}wordy tail`; // "wordy" ends at character 150
    expect(blogMetaDescription(exact)).toBe(`${'word '.repeat(29)}wordy…`);
    const comma = `${'word '.repeat(29)}word, and more text past the limit`; // the comma is character 150
    expect(blogMetaDescription(comma)).toBe(`${'word '.repeat(29)}word…`);
  });
  it('cuts a single word longer than the limit at the limit, and leaves short text alone', () => {
    expect(blogMetaDescription('x'.repeat(200))).toBe(`${'x'.repeat(150)}…`);
    expect(blogMetaDescription('A short post.')).toBe('A short post.');
  });
});

describe('portfolio slug fallback', () => {
  it('turns dashes into spaces and upper-cases the slug', () => {
    expect(slugToTitle('some-old-project')).toBe('SOME OLD PROJECT');
    expect(`Detailed portfolio for ${slugToTitle('some-old-project')}`).toBe('Detailed portfolio for SOME OLD PROJECT');
  });
});
