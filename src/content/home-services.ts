/**
 * The home page's What We Do list: twelve technologies and services, each with its mark. They
 * live apart from the rest of the home page's copy because their section's code, marks included,
 * loads only when the visitor comes near it (src/pages/home-services.tsx).
 */
import { Megaphone, Search, Smartphone, Store } from 'lucide-react';
import { siCakephp, siLaravel, siLinux, siPhp, siReact, siShopify, siVuedotjs, siWordpress } from 'simple-icons';
import { servicePath } from '@/content/services/slugs';
import { brand, pictogram } from './marks';
import type { Mark } from './types';

export interface ServiceCard {
  name: string;
  /** What the offering is, in a sentence or two (from 768 px, where a row has room for it). */
  description: string;
  /**
   * The same in a few words, a sentence of its own (phones, where a cell is half the screen wide):
   * it reads whole in three short lines, where the description would have to be cut mid-way.
   */
  summary: string;
  /** The card's image: the technology's logo, or a pictogram for a service. */
  mark: Mark;
  /**
   * The site page that covers the offering; the card links to it. The frameworks and server
   * administration have no page of their own: each has its card in Web Development's stack, and the
   * link leads to that card (`#laravel`), not to the top of a page six cards would share.
   */
  to: string;
}

export const homeServiceCards: readonly ServiceCard[] = [
  {
    name: 'Laravel',
    description: 'Custom web applications, REST APIs and admin panels on Laravel, tested from the first sprint.',
    summary: 'Web applications, REST APIs and admin panels.',
    mark: brand(siLaravel),
    to: `${servicePath('web-development')}#laravel`,
  },
  {
    name: 'Magento',
    description: 'Magento 2 stores with large catalogues, custom checkout steps and Indian payment gateways.',
    summary: 'Magento 2 stores with large catalogues.',
    mark: pictogram(Store, 'Magento'),
    to: servicePath('e-commerce-application-service'),
  },
  {
    name: 'React JS',
    description: 'Fast, accessible interfaces and single-page apps in React, prerendered for search engines.',
    summary: 'Fast, accessible interfaces and single-page apps.',
    mark: brand(siReact),
    to: `${servicePath('web-development')}#react`,
  },
  {
    name: 'Vue JS',
    description: 'Vue.js front ends and dashboards for an existing back end, or a complete single-page app.',
    summary: 'Vue.js front ends, dashboards and single-page apps.',
    mark: brand(siVuedotjs),
    to: `${servicePath('web-development')}#vue`,
  },
  {
    name: 'React Native',
    description: 'One React Native code base for Android and iOS apps, sharing logic with your web platform.',
    summary: 'Android and iOS apps from one code base.',
    // React Native's logo is React's own: a phone says which of the two this card is.
    mark: pictogram(Smartphone, 'React Native'),
    to: servicePath('mobile-development'),
  },
  {
    name: 'Shopify',
    description: 'Shopify stores set up, themed and extended: product imports, apps and GST-ready invoices.',
    summary: 'Shopify stores set up, themed and extended.',
    mark: brand(siShopify),
    to: servicePath('e-commerce-application-service'),
  },
  {
    name: 'Custom PHP',
    description: 'Lean PHP sites and tools on ordinary hosting, and careful upgrades of older PHP code.',
    summary: 'Lean PHP sites and tools, and careful upgrades.',
    mark: brand(siPhp),
    to: `${servicePath('web-development')}#custom-php`,
  },
  {
    name: 'WordPress',
    description: 'WordPress sites, themes, plugins and WooCommerce stores your own team can update.',
    summary: 'Sites, themes and WooCommerce shops.',
    mark: brand(siWordpress),
    to: servicePath('business-website'),
  },
  {
    name: 'SEO',
    description: 'Technical audits, on-page fixes, content and links, with results usually in 3-6 months.',
    summary: 'Audits, on-page fixes, content and links.',
    mark: pictogram(Search, 'SEO'),
    to: servicePath('search-engine-optimization'),
  },
  {
    name: 'Digital Marketing',
    description: 'Social media, pay-per-click and LinkedIn campaigns planned around enquiries, not likes.',
    summary: 'Social media, pay-per-click and LinkedIn campaigns.',
    mark: pictogram(Megaphone, 'Digital marketing'),
    to: servicePath('social-media-marketing'),
  },
  {
    name: 'CakePHP',
    description: 'New CakePHP applications, version upgrades and long-term care of existing ones.',
    summary: 'New CakePHP apps, upgrades and long-term care.',
    mark: brand(siCakephp),
    to: `${servicePath('web-development')}#cakephp`,
  },
  {
    name: 'Linux Server Administration',
    description: 'Linux servers set up, secured, backed up and monitored: Nginx or Apache, PHP and SSL.',
    summary: 'Servers set up, secured, backed up and monitored.',
    mark: brand(siLinux),
    to: `${servicePath('web-development')}#linux`,
  },
];
