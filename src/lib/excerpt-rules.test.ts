import { carouselExcerpt, caseStudyIndexExcerpt, portfolioListExcerpt, portfolioMetaDescription } from './excerpt-rules';
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

describe('portfolio slug fallback', () => {
  it('turns dashes into spaces and upper-cases the slug', () => {
    expect(slugToTitle('some-old-project')).toBe('SOME OLD PROJECT');
    expect(`Detailed portfolio for ${slugToTitle('some-old-project')}`).toBe('Detailed portfolio for SOME OLD PROJECT');
  });
});
