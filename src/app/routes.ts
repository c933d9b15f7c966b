/**
 * The route table: every path of the site, once. It feeds the router (app.tsx), the prerender
 * step and the sitemap (scripts/prerender.mjs via entry-server). Page modules load lazily.
 */
import { paths, serviceSlugs } from '@/config/paths';
import { site } from '@/content/site';
import type { AppRoute } from './route-types';

const crumb = (name: string, path: string) => [{ name, path }];

const serviceRoutes: AppRoute[] = serviceSlugs.map((slug) => ({
  id: `service:${slug}`,
  path: paths.service(slug),
  load: () => import('@/pages/service-page'),
  props: { slug },
}));

export const routes: AppRoute[] = [
  {
    id: 'home',
    path: paths.home,
    load: () => import('@/pages/home-page'),
    meta: {
      title: 'Web, Mobile, ERP and SEO Agency in Noida, India',
      description: `${site.brand} builds websites, mobile apps, ERP and e-commerce systems and grows them with SEO and digital marketing. 200+ projects since 2015, rated 5 stars.`,
    },
  },
  {
    id: 'what-we-do',
    path: paths.whatWeDo,
    load: () => import('@/pages/what-we-do-page'),
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
    load: () => import('@/pages/products-page'),
    meta: {
      title: 'Our Products',
      description: `Platforms we build and run ourselves: the ${site.products.marketplace.name} freelancer marketplace, ${site.products.realEstate.name} real estate listings, ${site.products.womenMarketplace.name} and a ready e-commerce application.`,
      breadcrumbs: crumb('Products', paths.products),
    },
  },
  {
    id: 'product:marketplace',
    path: paths.marketplace,
    load: () => import('@/pages/product-page'),
    props: { productId: 'marketplace' },
  },
  {
    id: 'product:real-estate',
    path: paths.realEstate,
    load: () => import('@/pages/product-page'),
    props: { productId: 'realEstate' },
  },
  {
    id: 'product:women-marketplace',
    path: paths.womenMarketplace,
    load: () => import('@/pages/product-page'),
    props: { productId: 'womenMarketplace' },
  },
  {
    id: 'clients',
    path: paths.clients,
    load: () => import('@/pages/clients-page'),
    meta: {
      title: 'Clients',
      description: `Businesses in India and abroad that trust ${site.brand} with their websites, apps, ERP systems and search visibility.`,
      breadcrumbs: crumb('Clients', paths.clients),
    },
  },
  {
    id: 'portfolio',
    path: paths.portfolio,
    load: () => import('@/pages/portfolio-page'),
    meta: {
      title: 'Portfolio',
      description:
        'Selected projects: Laravel and CakePHP applications, ERP systems, e-commerce stores, WordPress sites, PWAs and native Android apps, filterable by technology.',
      breadcrumbs: crumb('Portfolio', paths.portfolio),
    },
  },
  {
    id: 'portfolio-detail',
    path: '/portfolio/:slug',
    load: () => import('@/pages/portfolio-detail-page'),
    staticPaths: () =>
      import('@/content/portfolio').then((m) => m.portfolio.map((p) => paths.portfolioDetail(p.slug))),
  },
  {
    id: 'careers',
    path: paths.careers,
    load: () => import('@/pages/careers-page'),
    meta: {
      title: 'Careers',
      description: `Join ${site.brand} in Noida: openings for PHP, React and React Native developers and for business development executives.`,
      breadcrumbs: crumb('Careers', paths.careers),
    },
  },
  {
    id: 'quote',
    path: paths.quote,
    load: () => import('@/pages/quote-page'),
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
    load: () => import('@/pages/about-page'),
    meta: {
      title: 'About Us',
      description: `${site.brand} has built software and grown brands online since November 2015: 200+ projects, a 5 star rating and top-rated status on a freelance marketplace.`,
      breadcrumbs: crumb('About Us', paths.about),
    },
  },
  {
    id: 'blog',
    path: paths.blog,
    load: () => import('@/pages/blog-page'),
    meta: {
      title: 'Blog',
      description: 'Notes from our developers, designers and marketers on websites, apps, SEO and growing a business online.',
      breadcrumbs: crumb('Blog', paths.blog),
    },
  },
  {
    id: 'blog-details',
    path: paths.blogDetails,
    load: () => import('@/pages/blog-details-page'),
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
    load: () => import('@/pages/contact-page'),
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
    load: () => import('@/pages/case-studies-page'),
    meta: {
      title: 'Case Studies: SEO',
      description:
        'How our SEO work moved real numbers: clinics, a global business and a post-migration recovery, with the before and after figures.',
      breadcrumbs: crumb('Case Studies', paths.caseStudies),
    },
  },
  {
    id: 'case-study',
    path: '/case-studies/:pageUrl',
    load: () => import('@/pages/case-study-page'),
    staticPaths: () =>
      import('@/content/case-studies').then((m) => m.caseStudies.map((c) => paths.caseStudy(c.pageUrl))),
  },
  {
    id: 'not-found',
    path: '*',
    load: () => import('@/pages/not-found-page'),
    indexable: false,
    meta: {
      title: 'Not Found',
      description: 'The page could not be found.',
      robots: 'noindex, nofollow',
    },
  },
];
