/** The cards of the Products list page, in display order. */
import { paths } from '@/config/paths';
import { site } from '@/content/site';
import { productArt, productCopy } from './art';
import type { ProductCard } from './types';

const { marketplace, realEstate, womenMarketplace, directory } = site.products;

export const productCards: readonly ProductCard[] = [
  {
    key: 'womenMarketplace',
    name: womenMarketplace.name,
    kind: 'Women-focused marketplace',
    text: 'An e-commerce marketplace focused on women. Free for sellers to join, a small fixed fee per order, and accounts activated in under 24 hours.',
    image: productArt('women-marketplace', `${womenMarketplace.name}: a shopping bag beside a seller’s shop on a phone`),
    actions: [{ label: productCopy.learnMore, to: paths.womenMarketplace }],
  },
  {
    key: 'marketplace',
    name: marketplace.name,
    kind: 'Freelance marketplace',
    text: 'Freelancers and businesses across India meet without commission or bidding. One account holds both roles and credits replace subscriptions.',
    image: productArt('marketplace', `${marketplace.name} in a browser and on a phone: freelancers opened for one credit with no commission, and the credits balance`),
    actions: [{ label: productCopy.learnMore, to: paths.marketplace }],
  },
  {
    key: 'realEstate',
    name: realEstate.name,
    kind: 'Real estate platform',
    text: 'Ad-free listings of houses, apartments, villas and commercial spaces in Noida and Greater Noida, with verified local agents.',
    image: productArt('real-estate', `${realEstate.name} in a browser and on a phone: ad-free homes in Noida with area, bedrooms, bathrooms and verified agents, and an agent’s listings`),
    actions: [{ label: productCopy.learnMore, to: paths.realEstate }],
  },
  {
    key: 'eCommerceApplication',
    name: 'E-commerce Application',
    kind: 'Ready to deploy',
    text: 'Our own B2B and B2C store: web, Android and iOS, with product, customer and order management, SMS, e-mail and prepaid or cash-on-delivery payment.',
    image: productArt('e-commerce-app', 'A shopping app on a phone beside a sales chart and an order confirmation'),
    actions: [
      { label: 'E-Commerce Product Enquiry', to: paths.quote, primary: true },
      { label: 'See all features', to: paths.service('e-commerce-application') },
    ],
  },
  {
    key: 'directory',
    name: directory.name,
    kind: 'Business directory',
    text: 'A location-aware directory that shows the businesses and services around you on a map.',
    image: productArt('directory', `${directory.name}: a map with pins marking nearby businesses`),
    actions: [{ label: `${productCopy.visitLabel} ${directory.name}`, to: directory.url, external: true }],
  },
];

export const productsPageCopy = {
  eyebrow: 'Built and run by us',
  heading: 'Our Products',
  lead: 'Alongside client work, we build and operate our own platforms: marketplaces, a property portal, a business directory and an e-commerce application you can deploy for your own business.',
} as const;
