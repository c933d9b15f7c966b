import { matchRoutes } from 'react-router-dom';
import { productPaths } from '@/content/products/paths';
import { servicePath, serviceSlugs } from '@/content/services/slugs';
import type { ServiceData } from '@/content/services/types';
import { matchRoute } from './match-route';
import { preloadRoute } from './page-loader';
import { routes } from './routes';

/** Every static path the site must answer (old links and search results point at them). */
const REQUIRED_PATHS = [
  '/',
  '/what-we-do',
  '/products',
  '/product/serviceplex',
  '/product/propertyshops',
  '/clients',
  '/portfolio',
  '/careers',
  '/tell-us-about-your-project',
  '/about',
  '/blog',
  '/blog_details',
  '/contact-us',
  '/e-commerce-application',
  '/intranet-applications',
  '/business-website',
  '/blogs-service',
  '/search-engine-optimization',
  '/social-media-optimization',
  '/pay-per-click',
  '/linkedin-marketing',
  '/social-media-marketing',
  '/enterprise-resource-planning',
  '/e-commerce-application-service',
  '/web-design',
  '/ui-ux-design',
  '/mobile-development',
  '/web-development',
  '/case-studies',
];

describe('route table', () => {
  it('has every required path, each once', () => {
    const declared = routes.map((route) => route.path);
    for (const path of REQUIRED_PATHS) expect(declared).toContain(path);
    expect(new Set(declared).size).toBe(declared.length);
    expect(new Set(routes.map((route) => route.id)).size).toBe(routes.length);
  });

  it('has the women-focused marketplace at its hyphenated site-name slug', () => {
    expect(productPaths.womenMarketplace).toMatch(/^\/[a-z0-9]+(-[a-z0-9]+)+$/);
    expect(matchRoute(productPaths.womenMarketplace).id).toBe('product:women-marketplace');
  });

  it('finds each static path in its table the entry that react-router itself matches, trailing slash or not', () => {
    const byRouter = (pathname: string) => matchRoutes(routes.map((route) => ({ path: route.path, caseSensitive: true, route })), pathname)?.[0]?.route.route.id;
    const statics = routes.map((route) => route.path).filter((path) => !/[:*]/.test(path));
    expect(statics.length).toBeGreaterThan(REQUIRED_PATHS.length - 1);
    for (const path of statics) {
      expect(matchRoute(path).id, path).toBe(byRouter(path));
      if (path !== '/') expect(matchRoute(`${path}/`).id, `${path}/`).toBe(byRouter(path));
    }
  });

  it('matches dynamic and unknown paths to the right entries', () => {
    expect(matchRoute('/portfolio/ca-website').id).toBe('portfolio-detail');
    expect(matchRoute('/case-studies/troi').id).toBe('case-study');
    expect(matchRoute('/nothing/here').id).toBe('not-found');
    // Paths match in their own case only: the server answers 404 to any other spelling.
    expect(matchRoute('/CONTACT-US').id).toBe('not-found');
    expect(matchRoute('/Portfolio/ca-website').id).toBe('not-found');
    for (const slug of serviceSlugs) expect(matchRoute(`/${slug}`).id).toBe(`service:${slug}`);
  });

  it('gives every static route without a data-driven page a title and description', () => {
    const dataDriven = new Set(['service-page', 'product-page', 'portfolio-detail-page', 'case-study-page']);
    for (const route of routes) {
      if (dataDriven.has(route.page)) continue;
      expect(route.meta?.title, route.id).toBeTruthy();
      expect(route.meta?.description, route.id).toBeTruthy();
    }
  });

  it('marks the Not Found page noindex, nofollow with its title and description', () => {
    const notFound = matchRoute('/missing');
    expect(notFound.meta).toMatchObject({
      title: 'Not Found',
      description: 'The page could not be found.',
      robots: 'noindex, nofollow',
    });
    expect(notFound.indexable).toBe(false);
  });
});

describe('service routes', () => {
  it('each loads its own record, from its own module, with the page', async () => {
    for (const slug of serviceSlugs) {
      const route = matchRoute(servicePath(slug));
      expect(route.page).toBe('service-page');
      expect(route.data?.module).toBe(`src/content/services/records/${slug}.json`);
      const loaded = await preloadRoute(route);
      expect((loaded.props.service as ServiceData).slug).toBe(slug);
      expect(loaded.module.default).toBeTypeOf('function');
    }
  });
});
