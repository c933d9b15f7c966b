import { SPACED_ELLIPSIS, blogMetaDescription, carouselExcerpt, caseStudyIndexExcerpt, portfolioListExcerpt, portfolioMetaDescription, portfolioStory, portfolioSummary } from './excerpt-rules';
import { slugToTitle } from './text';

const long = `<p>${'abcdefghij'.repeat(30)}</p>`; // 300 characters once the tags are gone, one word
// 300 characters in words of nine letters and a space: a word ends at every tenth character.
const words = `<p>${'abcdefghi '.repeat(30).trim()}</p>`;

describe('excerpt rules', () => {
  it('carousel: at most 130 characters, ending on a whole word, plus " ..."', () => {
    expect(carouselExcerpt(words)).toBe(`${'abcdefghi '.repeat(13).trim()}\u00a0...`);
    // "abcdefghi" ending at 129, then a space: the 130th character; the next word is not begun.
    expect(carouselExcerpt(`${'abcdefghi '.repeat(12)}abcdefghi abcdef`)).toBe(`${'abcdefghi '.repeat(13).trim()}\u00a0...`);
    expect(carouselExcerpt(`${'abcdefghi '.repeat(12)}abcdefgh1 abc`)).toBe(`${'abcdefghi '.repeat(12)}abcdefgh1\u00a0...`);
    // A single word longer than the limit is cut at the limit, as nothing shorter says anything.
    expect(carouselExcerpt(long)).toBe(`${'abcdefghij'.repeat(13)}\u00a0...`);
  });
  it('portfolio list: at most the first 120 characters, ending on a whole word, plus an ellipsis', () => {
    expect(portfolioListExcerpt(words)).toBe(`${'abcdefghi '.repeat(12).trim()}...`);
    expect(portfolioListExcerpt(`${'abcdefghi '.repeat(11)}abcdefghijkl more`)).toBe(`${'abcdefghi '.repeat(11).trim()}...`);
  });
  it('case-study index: at most 250 characters, ending on a whole word, plus " ..."', () => {
    expect(caseStudyIndexExcerpt(words)).toBe(`${'abcdefghi '.repeat(25).trim()}\u00a0...`);
  });
  it('joins " ..." to the last word with a non-breaking space, so the dots never wrap alone', () => {
    expect(SPACED_ELLIPSIS).toBe('\u00a0...');
    expect(carouselExcerpt(words).endsWith('abcdefghi\u00a0...')).toBe(true);
    expect(caseStudyIndexExcerpt(words)).not.toMatch(/ \.\.\.$/);
  });
  it('drops punctuation left at the cut before the suffix', () => {
    expect(portfolioListExcerpt(`${'abcdefghi '.repeat(11)}abcdefgh, tail of the text`)).toBe(`${'abcdefghi '.repeat(11)}abcdefgh...`);
  });
  it('portfolio meta description: HTML stripped, cut to 150 plus an ellipsis', () => {
    expect(portfolioMetaDescription(long)).toBe(`${'abcdefghij'.repeat(15)}...`);
  });
  it('strips HTML before counting, so tags never reach the text', () => {
    const html = '<p>Roles:</p><ul><li>Super Administrator</li><li>General Staff</li></ul>';
    expect(portfolioListExcerpt(html)).toBe('Roles: Super Administrator General Staff');
    expect(carouselExcerpt(`<strong>${'x '.repeat(64)}x</strong> yz`)).toBe(`${'x '.repeat(64)}x\u00a0...`);
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

describe('portfolio detail summary and story', () => {
  it('the summary is the first sentence of the description, without its tags', () => {
    expect(portfolioSummary('<p>A native Android app for a practice. Clients see deadlines.</p><p>More.</p>')).toBe('A native Android app for a practice.');
  });
  it('keeps a decimal point inside the sentence, and text without a full stop as it is', () => {
    expect(portfolioSummary('Rated 4.5 by users of the app. Second.')).toBe('Rated 4.5 by users of the app.');
    expect(portfolioSummary('<p>No full stop here</p>')).toBe('No full stop here');
  });
  it('the story is the description after that sentence, so the page never says it twice', () => {
    expect(portfolioStory('<p>A native Android app for a practice. Clients see deadlines.</p><p>More.</p>')).toBe('<p>Clients see deadlines.</p><p>More.</p>');
    expect(portfolioStory('Rated 4.5 by users of the app. Second.')).toBe('Second.');
  });
  it('drops a first paragraph that held only the first sentence', () => {
    expect(portfolioStory('<p>A website for a firm.</p><p>Built on WordPress.</p><ul><li>One</li></ul>')).toBe('<p>Built on WordPress.</p><ul><li>One</li></ul>');
  });
});
