/**
 * Footer link columns and the link types the header's menus (content/menus.ts) share. Paths come
 * from config/paths; labels live here.
 */
import { paths } from '@/config/paths';
import { productPaths } from '@/content/products/paths';
import { servicePath, type ServiceSlug } from '@/content/services/slugs';
import { site } from '@/content/site';

export interface NavLink {
  label: string;
  to: string;
  external?: boolean;
  /** One short line under the label in the services menu: what the service is, acronyms spelt out. */
  description?: string;
}

export interface NavColumn {
  heading: string;
  links: NavLink[];
}

export const service = (label: string, slug: ServiceSlug, description?: string): NavLink => ({
  label,
  to: servicePath(slug),
  ...(description ? { description } : {}),
});

/**
 * The footer's link columns: the pages a visitor looks for at the foot of a page, not every page
 * (the header's menus list every service). Four columns, each under its heading; a service the
 * header's menu names has the same label and page here (so E-commerce Application is the same page
 * in both), and every label stays on one line in its column at every width from 375 px.
 */
/**
 * The footer's closing banner (its button is GET QUOTE). On a page with the enquiry form it points
 * back up to that form, in words that fit a visitor who has just read the page: an invitation to
 * get a quote, on the quote page itself, read as the page not knowing where it was.
 */
export const footerBanner = {
  elsewhere: {
    title: 'Get a free consultation and an estimated cost for your project',
    text: 'Share your idea and our sales team replies within 1 working day.',
  },
  /** The pages of our work and its results: the next project could be the visitor's. */
  work: {
    title: 'Want work like this for your business? Get a free consultation and an estimated cost',
    text: 'Tell us what you need built or ranked: our sales team replies within 1 working day.',
  },
  /** Careers: the page is for applicants, the banner for the clients who read it too. */
  careers: {
    title: 'Here to hire us rather than join us? Get a free consultation and an estimated cost',
    text: 'Share your project idea and our sales team replies within 1 working day.',
  },
  formAbove: {
    title: 'Your free consultation starts with the form above',
    text: 'A few lines are enough: our sales team replies within 1 working day.',
  },
};

/**
 * The banner's words for the page it closes (a path without its trailing slash): the same
 * invitation, said for what the visitor has just read, and on the pages with the form, where it is.
 */
export function footerBannerFor(path: string, notFound = false) {
  // A Not Found answer closes with the general invitation, whatever list its address is under.
  if (notFound) return footerBanner.elsewhere;
  if (path === paths.quote || path === paths.contact) return footerBanner.formAbove;
  if (path === paths.careers) return footerBanner.careers;
  if ([paths.portfolio, paths.caseStudies].some((work) => path === work || path.startsWith(`${work}/`))) return footerBanner.work;
  return footerBanner.elsewhere;
}

export const footerColumns: NavColumn[] = [
  {
    heading: 'Company',
    links: [
      { label: 'About Us', to: paths.about },
      { label: 'What We Do', to: paths.whatWeDo },
      { label: 'Clients', to: paths.clients },
      { label: 'Portfolio', to: paths.portfolio },
      { label: 'Case Studies', to: paths.caseStudies },
      { label: 'Careers', to: paths.careers },
      { label: 'Blog', to: paths.blog },
    ],
  },
  {
    heading: 'Products',
    links: [
      { label: site.products.marketplace.name, to: productPaths.marketplace },
      { label: site.products.realEstate.name, to: productPaths.realEstate },
      { label: site.products.womenMarketplace.name, to: productPaths.womenMarketplace },
      { label: site.products.directory.name, to: site.products.directory.url, external: true },
      { label: 'All Products', to: paths.products },
    ],
  },
  {
    heading: 'Services',
    links: [
      service('Web Development', 'web-development'),
      service('Mobile Development', 'mobile-development'),
      service('ERP Application', 'enterprise-resource-planning'),
      service('E-commerce Application', 'e-commerce-application-service'),
      service('Business Website', 'business-website'),
      service('Intranet Applications', 'intranet-applications'),
      service('Web Design', 'web-design'),
      service('UI/UX Design', 'ui-ux-design'),
    ],
  },
  {
    heading: 'Digital Marketing',
    links: [
      service('SEO', 'search-engine-optimization'),
      service('SMO', 'social-media-optimization'),
      service('SMM', 'social-media-marketing'),
      service('PPC', 'pay-per-click'),
      service('LinkedIn Marketing', 'linkedin-marketing'),
      service('Blog Writing', 'blogs-service'),
    ],
  },
];

/** Where the Not Found page sends a visitor besides home: the pages most links to this site aim at. */
export const notFoundLinks: NavLink[] = [
  { label: 'Our services', to: paths.whatWeDo },
  { label: 'Portfolio', to: paths.portfolio },
  { label: 'SEO case studies', to: paths.caseStudies },
  { label: 'Contact us', to: paths.contact },
];

export const socialLinks: NavLink[] = [
  { label: 'X', to: site.social.x, external: true },
  { label: 'Instagram', to: site.social.instagram, external: true },
  { label: 'LinkedIn', to: site.social.linkedin, external: true },
  { label: 'Facebook', to: site.social.facebook, external: true },
];
