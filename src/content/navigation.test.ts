import { footerBanner, footerBannerFor } from './navigation';

describe('the footer banner for each page', () => {
  it('points to the form on the pages that hold it', () => {
    expect(footerBannerFor('/tell-us-about-your-project')).toBe(footerBanner.formAbove);
    expect(footerBannerFor('/contact-us')).toBe(footerBanner.formAbove);
  });

  it('speaks to a client reading about our work, and to one who came to Careers', () => {
    for (const path of ['/portfolio', '/portfolio/ca-website', '/case-studies', '/case-studies/cvgastro']) expect(footerBannerFor(path), path).toBe(footerBanner.work);
    expect(footerBannerFor('/careers')).toBe(footerBanner.careers);
  });

  it('keeps the general invitation everywhere else, a look-alike path included', () => {
    for (const path of ['/', '/about', '/products', '/web-development', '/portfolios', '/careers/apply']) expect(footerBannerFor(path), path).toBe(footerBanner.elsewhere);
  });

  it('invites the same way on every page: a free consultation, an estimate, a reply within a working day', () => {
    for (const banner of [footerBanner.elsewhere, footerBanner.work, footerBanner.careers]) {
      expect(banner.title).toMatch(/free consultation and an estimated cost/);
      expect(banner.text).toMatch(/replies within 1 working day/);
    }
  });
});
