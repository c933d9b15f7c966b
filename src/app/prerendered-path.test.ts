import { prerenderedPathFor } from './prerendered-path';

describe('prerenderedPathFor', () => {
  it('is the rendered path for its own URL', () => {
    expect(prerenderedPathFor('/contact-us', '/contact-us')).toBe('/contact-us');
    expect(prerenderedPathFor('/', '/')).toBe('/');
  });

  it('is the rendered path for the same URL with trailing slashes, which the servers answer with the same page', () => {
    expect(prerenderedPathFor('/contact-us', '/contact-us/')).toBe('/contact-us');
    expect(prerenderedPathFor('/product/serviceplex', '/product/serviceplex//')).toBe('/product/serviceplex');
    expect(prerenderedPathFor('/', '//')).toBe('/');
  });

  it('is null for another route, a page without its path (404.html) or a case that differs', () => {
    expect(prerenderedPathFor('/404', '/no-such-page')).toBeNull();
    expect(prerenderedPathFor('/about', '/about-us')).toBeNull();
    expect(prerenderedPathFor('/about', '/About/')).toBeNull();
    expect(prerenderedPathFor(undefined, '/about')).toBeNull();
  });
});
