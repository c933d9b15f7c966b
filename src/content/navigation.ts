/**
 * Footer link columns and the link types the header's menus (content/menus.ts) share. Paths come
 * from config/paths; labels live here.
 */
import { paths, type ServiceSlug } from '@/config/paths';
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
  to: paths.service(slug),
  ...(description ? { description } : {}),
});

export const footerColumns: NavColumn[] = [
  {
    heading: 'Company',
    links: [
      { label: 'About Us', to: paths.about },
      { label: 'What We Do', to: paths.whatWeDo },
      { label: 'Clients', to: paths.clients },
      { label: 'Portfolio', to: paths.portfolio },
      { label: 'Careers', to: paths.careers },
      { label: 'Blog', to: paths.blog },
      { label: 'Contact Us', to: paths.contact },
    ],
  },
  {
    heading: 'Products',
    links: [
      { label: 'All Products', to: paths.products },
      { label: site.products.marketplace.name, to: paths.marketplace },
      { label: site.products.realEstate.name, to: paths.realEstate },
      { label: site.products.womenMarketplace.name, to: paths.womenMarketplace },
      { label: site.products.directory.name, to: site.products.directory.url, external: true },
    ],
  },
  {
    heading: 'Services',
    links: [
      service('Web Development', 'web-development'),
      service('Mobile Development', 'mobile-development'),
      service('ERP Application', 'enterprise-resource-planning'),
      service('E-commerce Application', 'e-commerce-application'),
      service('Intranet Applications', 'intranet-applications'),
      service('Business Website', 'business-website'),
      service('Blogs Service', 'blogs-service'),
    ],
  },
  {
    heading: 'Marketing and Design',
    links: [
      service('Search Engine Optimization', 'search-engine-optimization'),
      service('Social Media Optimization', 'social-media-optimization'),
      service('Social Media Marketing', 'social-media-marketing'),
      service('Pay Per Click', 'pay-per-click'),
      service('LinkedIn Marketing', 'linkedin-marketing'),
      service('UI/UX Design', 'ui-ux-design'),
      service('Web Design', 'web-design'),
      { label: 'SEO Case Studies', to: paths.caseStudies },
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
