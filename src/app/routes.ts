/**
 * The route table: every path of the site, once. It feeds the router (app.tsx), the prerender
 * step and the sitemap (scripts/prerender.mjs via entry-server). Page modules load lazily.
 */
import { paths } from '@/config/paths';
import { productPaths } from '@/content/products/paths';
import type { ProductId } from '@/content/products/types';
import { servicePath, serviceSlugs, type ServiceSlug } from '@/content/services/slugs';
import type { ServiceData } from '@/content/services/types';
import { site } from '@/content/site';
import type { AppRoute, PageModule } from './route-types';

const crumb = (name: string, path: string) => [{ name, path }];

const pageModules = import.meta.glob<PageModule<never>>('../pages/*-page.tsx');

/** A route's page: its file name under src/pages (used by the prerender step) and its loader. */
function page(name: string): Pick<AppRoute, 'page' | 'load'> {
  const load = pageModules[`../pages/${name}.tsx`];
  if (!load) throw new Error(`No page module src/pages/${name}.tsx`);
  return { page: name, load };
}

/** The stored services: one JSON file a service in content/services/records, named by its slug. */
const serviceRecords = import.meta.glob<ServiceData>('../content/services/records/*.json', { import: 'default' });

/** A service's stored record, in its own chunk: the service page's `service` prop. */
function serviceRecord(slug: ServiceSlug): NonNullable<AppRoute['data']> {
  const load = serviceRecords[`../content/services/records/${slug}.json`];
  if (!load) throw new Error(`No service record src/content/services/records/${slug}.json`);
  return { module: `src/content/services/records/${slug}.json`, load: () => load().then((service) => ({ service })) };
}

const serviceRoutes: AppRoute[] = serviceSlugs.map((slug) => ({
  id: `service:${slug}`,
  path: servicePath(slug),
  ...page('service-page'),
  data: serviceRecord(slug),
}));

/** A product page: the product template given the product's id (its record loads with the page). */
const productRoute = (name: string, path: string, productId: ProductId): AppRoute => ({
  id: `product:${name}`,
  path,
  ...page('product-page'),
  props: { productId },
});

export const routes: AppRoute[] = [
  {
    id: 'home',
    path: paths.home,
    ...page('home-page'),
    meta: {
      title: 'Web, Mobile, ERP and SEO Agency in Noida, India',
      description: `${site.brand} builds websites, mobile apps, ERP and e-commerce systems and grows them with SEO and digital marketing. 200+ projects since 2015, rated 5 stars.`,
    },
  },
  {
    id: 'what-we-do',
    path: paths.whatWeDo,
    ...page('what-we-do-page'),
    meta: {
      title: 'What We Do',
      description:
        'E-commerce applications, ERP and intranet systems, business websites and SEO: what we build for Indian and overseas businesses, and how each engagement runs.',
      breadcrumbs: crumb('What We Do', paths.whatWeDo),
    },
  },
  {
    id: 'products',
    path: paths.products,
    ...page('products-page'),
    meta: {
      title: 'Our Products',
      description: `Platforms we build and run ourselves: the ${site.products.marketplace.name} freelancer marketplace, ${site.products.realEstate.name} real estate listings, ${site.products.womenMarketplace.name} and a ready e-commerce application.`,
      breadcrumbs: crumb('Products', paths.products),
    },
  },
  productRoute('marketplace', productPaths.marketplace, 'marketplace'),
  productRoute('real-estate', productPaths.realEstate, 'realEstate'),
  productRoute('women-marketplace', productPaths.womenMarketplace, 'womenMarketplace'),
  {
    id: 'clients',
    path: paths.clients,
    ...page('clients-page'),
    meta: {
      title: 'Clients',
      description: `Businesses in India and abroad that trust ${site.brand} with their websites, apps, ERP systems and search visibility.`,
      breadcrumbs: crumb('Clients', paths.clients),
    },
  },
  {
    id: 'portfolio',
    path: paths.portfolio,
    ...page('portfolio-page'),
    meta: {
      title: 'Portfolio',
      description:
        'Selected projects: Laravel and CakePHP applications, ERP systems, e-commerce stores, WordPress sites, PWAs and native Android apps, filterable by technology.',
      breadcrumbs: crumb('Portfolio', paths.portfolio),
    },
  },
  {
    id: 'portfolio-detail',
    path: paths.portfolioDetail.pattern,
    ...page('portfolio-detail-page'),
    staticPaths: () =>
      import('@/content/portfolio').then((m) => m.portfolio.map((p) => paths.portfolioDetail(p.slug))),
  },
  {
    id: 'careers',
    path: paths.careers,
    ...page('careers-page'),
    meta: {
      title: 'Careers',
      description: `Join ${site.brand} in Noida: openings for PHP, React and React Native developers and for business development executives.`,
      breadcrumbs: crumb('Careers', paths.careers),
    },
  },
  {
    id: 'quote',
    path: paths.quote,
    ...page('quote-page'),
    meta: {
      title: 'Tell Us About Your Project',
      description:
        'Request a free estimate for your website, app, ERP or marketing project. Our sales team replies within 1 working day.',
      breadcrumbs: crumb('Get a Quote', paths.quote),
    },
  },
  {
    id: 'about',
    path: paths.about,
    ...page('about-page'),
    meta: {
      title: 'About Us',
      description: `${site.brand} has built software and grown brands online since November 2015: 200+ projects, a 5 star rating and top-rated status on a freelance marketplace.`,
      breadcrumbs: crumb('About Us', paths.about),
    },
  },
  {
    id: 'blog',
    path: paths.blog,
    ...page('blog-page'),
    meta: {
      title: 'Blog',
      description: 'Notes from our developers, designers and marketers on websites, apps, SEO and growing a business online.',
      breadcrumbs: crumb('Blog', paths.blog),
    },
  },
  {
    id: 'blog-details',
    path: paths.blogDetails,
    ...page('blog-details-page'),
    meta: {
      title: 'How to Remove Unwanted Objects from Pictures',
      description:
        'A practical guide to removing people, wires and clutter from product and website photos, and how clean images lift conversion.',
      breadcrumbs: [
        { name: 'Blog', path: paths.blog },
        { name: 'Remove Unwanted Objects from Pictures', path: paths.blogDetails },
      ],
    },
  },
  {
    id: 'contact',
    path: paths.contact,
    ...page('contact-page'),
    meta: {
      title: 'Contact Us',
      description: `Tell ${site.brand} what you need: a website, app, ERP system or marketing plan. Send a message and we reply within 1 working day.`,
      breadcrumbs: crumb('Contact Us', paths.contact),
    },
  },
  ...serviceRoutes,
  {
    id: 'case-studies',
    path: paths.caseStudies,
    ...page('case-studies-page'),
    meta: {
      title: 'Case Studies: SEO',
      description:
        'How our SEO work moved real numbers: clinics, a global business and a post-migration recovery, with the before and after figures.',
      breadcrumbs: crumb('Case Studies', paths.caseStudies),
    },
  },
  {
    id: 'case-study',
    path: paths.caseStudy.pattern,
    ...page('case-study-page'),
    staticPaths: () =>
      import('@/content/case-studies').then((m) => m.caseStudies.map((c) => paths.caseStudy(c.pageUrl))),
  },
  {
    id: 'not-found',
    path: '*',
    ...page('not-found-page'),
    indexable: false,
    meta: {
      title: 'Not Found',
      description: 'The page could not be found.',
      robots: 'noindex, nofollow',
    },
  },
];
