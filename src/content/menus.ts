/**
 * The header's menus. Apart from the footer's links (content/navigation.ts) because only the
 * header's menus, which load after the first view, read them.
 */
import { paths } from '@/config/paths';
import { productPaths } from '@/content/products/paths';
import { servicePath, serviceSlugs, type ServiceSlug } from '@/content/services/slugs';
import { site } from '@/content/site';
import { service, type NavColumn, type NavLink } from './navigation';

// Every item carries a line under its name, as the services do, so the three menus read alike.
export const aboutMenu: NavLink[] = [
  { label: 'About Us', to: paths.about, description: 'Our story since 2015 and how we work' },
  { label: 'What We Do', to: paths.whatWeDo, description: 'Our four core offerings and how a project runs' },
  { label: 'Clients', to: paths.clients, description: 'Businesses we have built for' },
  { label: 'Careers', to: paths.careers, description: 'Open positions for developers and sales' },
];

/**
 * The services menu, one row a service: the column it stands in, its label in the menu, its page
 * and its line. The columns keep the order in which they first appear.
 */
const serviceLinks: readonly (readonly [column: string, label: string, slug: ServiceSlug, description: string])[] = [
  ['Web and Mobile Application', 'Web Development', 'web-development', 'Portals and web apps: modern front ends on a PHP back end'],
  ['Web and Mobile Application', 'Mobile Development', 'mobile-development', 'Android and iOS apps for your customers and your staff'],
  ['Web and Mobile Application', 'ERP Application', 'enterprise-resource-planning', 'Inventory, orders, CRM and branches in one system'],
  ['Web and Mobile Application', 'E-commerce Application', 'e-commerce-application-service', 'B2B and B2C stores, prepaid or cash on delivery'],
  ['Digital Marketing', 'SEO', 'search-engine-optimization', 'Search engine optimisation, with results in 3-6 months'],
  ['Digital Marketing', 'SMO', 'social-media-optimization', 'Social media optimisation: profiles and pages set up to be found and shared'],
  ['Digital Marketing', 'SMM', 'social-media-marketing', 'Social media marketing: steady posts, quick replies, paid reach'],
  ['Digital Marketing', 'PPC', 'pay-per-click', 'Pay-per-click ads on search and social, each rupee traced to a lead'],
  ['Digital Marketing', 'LinkedIn Marketing', 'linkedin-marketing', 'Company page and leaders’ profiles that start conversations'],
  ['Design', 'UI/UX Design', 'ui-ux-design', 'App and web screens planned around the tasks of their users'],
  ['Design', 'Web Design', 'web-design', 'Custom, mobile-friendly sites, landing pages and redesigns'],
];

export const servicesMenu: NavColumn[] = [...new Set(serviceLinks.map(([column]) => column))].map((heading) => ({
  heading,
  links: serviceLinks.filter(([column]) => column === heading).map(([, label, slug, description]) => service(label, slug, description)),
}));

/**
 * Under the services menu's shortest column, from 992 px: for a visitor who has read the list and
 * still does not know which service fits, the way to ask (the quote form takes a plain description).
 */
export const servicesMenuPromo = {
  title: 'Not sure which service fits?',
  text: 'Describe what you want to build or fix. We reply with a plan and an estimate, usually within 1 working day.',
  link: { label: 'Tell Us About Your Project', to: paths.quote },
} as const;

// The two product pages the menu has always named, then the index, which lists every product we
// run (Her Bazaar's page among them): as the about menu starts with the About page, the section's
// own index is one choice away from the header.
export const productsMenu: NavLink[] = [
  { label: site.products.marketplace.name, to: productPaths.marketplace, description: 'Freelancer marketplace with no commission' },
  { label: site.products.realEstate.name, to: productPaths.realEstate, description: 'Ad-free property listings in Noida' },
  { label: 'All Products', to: paths.products, description: 'Every platform we build and run, with what each is for' },
];

/** The header's three dropdowns, by the id of their toggle (`menu-about`...). */
export type MenuSection = 'about' | 'services' | 'products';

/**
 * The pages of each dropdown's section. Every service page is SERVICES', listed in its menu or not
 * (the menu lists the services sold on their own; a few more pages are services of the same
 * template); the products' index and every product page are PRODUCTS'.
 */
const sectionPages: Record<MenuSection, ReadonlySet<string>> = {
  about: new Set(aboutMenu.map((link) => link.to)),
  services: new Set(serviceSlugs.map(servicePath)),
  products: new Set([paths.products, ...Object.values(productPaths)]),
};

/** The dropdown whose section `path` is a page of, if any (a trailing slash is the same page). */
export function menuSectionOf(path: string): MenuSection | null {
  const page = path.length > 1 ? path.replace(/\/+$/, '') : path;
  for (const section of ['about', 'services', 'products'] as const) if (sectionPages[section].has(page)) return section;
  return null;
}
