/** The cards of the Products list page, in display order. */
import { paths } from '@/config/paths';
import { productPaths } from '@/content/products/paths';
import { servicePath } from '@/content/services/slugs';
import { site } from '@/content/site';
import { productArt, productCopy } from './art';
import type { ProductCard } from './types';

const { marketplace, realEstate, womenMarketplace, directory } = site.products;

export const productCards: readonly ProductCard[] = [
  {
    key: 'womenMarketplace',
    name: womenMarketplace.name,
    kind: 'Women-focused marketplace',
    text: 'An e-commerce marketplace focused on women, for shoppers and for the women who sell on it.',
    facts: ['Free for sellers to join', 'A small fixed fee per order', 'Seller accounts active in under 24 hours'],
    group: 'platform',
    tone: 'rose',
    image: productArt('women-marketplace', `${womenMarketplace.name} in a browser and on a phone: ethnic wear from verified small labels with prices in rupees, and a block-printed kurta with its verified seller`),
    actions: [{ label: productCopy.learnMore, to: productPaths.womenMarketplace }],
  },
  {
    key: 'marketplace',
    name: marketplace.name,
    kind: 'Freelance marketplace',
    text: 'Freelancers and businesses across India find each other and work together directly.',
    facts: ['No commission and no bidding', 'One account for both roles', 'Credits instead of subscriptions'],
    group: 'platform',
    tone: 'teal',
    image: productArt('marketplace', `${marketplace.name} in a browser and on a phone: freelancers opened for one credit with no commission, and the credits balance`),
    actions: [{ label: productCopy.learnMore, to: productPaths.marketplace }],
  },
  {
    key: 'realEstate',
    name: realEstate.name,
    kind: 'Real estate platform',
    text: 'Houses, apartments, villas and commercial spaces to buy or rent in Noida and Greater Noida.',
    facts: ['Ad-free, detailed listings', 'Verified local agents', 'Pay as you go for agents'],
    group: 'platform',
    tone: 'navy',
    image: productArt('real-estate', `${realEstate.name} in a browser and on a phone: ad-free homes in Noida with area, bedrooms, bathrooms and verified agents, and an agent’s listings`),
    actions: [{ label: productCopy.learnMore, to: productPaths.realEstate }],
  },
  {
    key: 'eCommerceApplication',
    name: 'E-commerce Application',
    kind: 'B2B and B2C e-commerce',
    text: 'Our own online store, ready to run under your brand: the shop, its apps and the back office to manage it.',
    facts: ['Web, Android and iOS', 'Product, customer and order management', 'SMS and e-mail updates to customers', 'Prepaid or cash-on-delivery payment'],
    group: 'deploy',
    tone: 'rose',
    image: productArt('e-commerce-app', 'A grocer’s store running the application: its phone app with products in rupees and a bag paid online or cash on delivery, in front of the back office’s orders with their payment and the SMS and e-mail updates sent'),
    actions: [
      { label: 'E-Commerce Product Enquiry', to: paths.quote, primary: true },
      { label: 'See All Features', to: servicePath('e-commerce-application') },
    ],
  },
  {
    key: 'directory',
    name: directory.name,
    kind: 'Business directory',
    text: 'A location-aware directory that shows the businesses and services around you on a map.',
    facts: ['Starts from where you are', 'Local businesses and services', 'Every result on a map'],
    group: 'platform',
    tone: 'teal',
    image: productArt('directory', `${directory.name} in a browser: businesses near you with their category, distance and whether they are open now, each numbered on a map around you`),
    actions: [{ label: `${productCopy.visitLabel} ${directory.name}`, to: directory.url, external: true }],
  },
];

export const productsPageCopy = {
  eyebrow: 'Built and run by us',
  heading: 'Our Products',
  lead: 'Alongside client work, we build and operate our own platforms: marketplaces, a property portal, a business directory and an e-commerce application you can deploy for your own business.',
  /**
   * The hero's pictures, close views of three products' screens (a product page's, see
   * tools/screens/jobs.mjs): the first behind, the other two in front of it. Close views, as the
   * whole screens drew their words at 6-8 px in a collage 520 px wide (review Y).
   */
  collage: ['real-estate-screen-shortlist-close', 'marketplace-screen-credits-close', 'women-marketplace-screen-seller-close'],
  platformsHeading: 'Platforms we run',
  platformsIntro: 'Four products we designed, built and run ourselves, each for a market of its own.',
  deployHeading: 'Ready to deploy for your business',
} as const;
