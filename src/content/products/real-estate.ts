import { paths } from '@/config/paths';
import { site } from '@/content/site';
import { productArt, productHero } from './art';
import type { ProductRecord } from './types';

const { name, url } = site.products.realEstate;

export const realEstate: ProductRecord = {
  id: 'realEstate',
  name,
  url,
  path: paths.realEstate,
  kind: 'Real estate listings · Noida and Greater Noida',
  tagline: 'Ad-free property search for Noida and Greater Noida, with verified local agents.',
  title: `${name}: Ad-Free Property in Noida and Greater Noida`,
  description: `${name} lists houses, apartments, villas and commercial spaces in Noida and Greater Noida: ad-free, detailed and with verified local agents.`,
  keywords: ['property in Noida', 'Greater Noida flats', '2BHK and 3BHK Noida', 'real estate listings', name],
  schema: { type: 'SoftwareApplication', category: 'BusinessApplication' },
  hero: productHero('real-estate'),
  about: {
    heading: `About ${name}`,
    paragraphs: [
      `${name} is a property platform for Noida and Greater Noida that we built and run. It lists houses, apartments, villas, commercial spaces and 2BHK and 3BHK homes, with no advertising between you and the listings.`,
      'Buyers and renters get the details that matter up front and can narrow results with advanced filters. Agents get a pay-as-you-go way to list and share properties, with no monthly or annual commitment.',
    ],
    image: productArt('real-estate', 'Apartment blocks and a house beside a map pin and a QR code'),
  },
  problems: {
    heading: 'Problems it solves',
    items: [
      { title: 'Listings buried in ads', text: 'The platform is ad-free, so every result on the page is a property.' },
      { title: 'Listings without the basics', text: 'Each listing shows its area, bathrooms and bedrooms, so you can compare homes before calling anyone.' },
      { title: 'Too many irrelevant results', text: 'Advanced filters narrow the search by property type, size and more.' },
      { title: 'Doubtful brokers', text: 'Buyers and renters deal with verified local agents.' },
      { title: 'Agent plans that lock you in', text: 'Agents pay as they go, with no monthly or annual obligation.' },
    ],
  },
  categories: {
    heading: 'Property types',
    items: ['Houses', 'Apartments', 'Villas', 'Commercial spaces', '2BHK homes', '3BHK homes'],
  },
  offers: {
    heading: 'What it offers',
    audiences: [
      {
        heading: 'For buyers and renters',
        items: [
          { title: 'Ad-free browsing', text: 'No banners or pop-ups between you and the properties.' },
          { title: 'Detailed listings', text: 'Area, bathrooms and bedrooms on every listing, with photos and location.' },
          { title: 'Advanced filters', text: 'Filter by type, size and configuration to see only homes that fit.' },
          { title: 'Verified local agents', text: 'Contact agents who know Noida and Greater Noida and have been verified.' },
        ],
      },
      {
        heading: 'For agents',
        items: [
          { title: 'Pay-as-you-go pricing', text: 'Pay for what you list, when you list it.' },
          { title: 'No monthly or annual obligation', text: 'No subscription to renew and no lock-in period.' },
          { title: 'QR code sharing', text: 'Every listing gets a QR code to print on boards and brochures or share on chat.' },
          { title: 'Manage multiple listings', text: 'Add, update and retire many properties from one dashboard.' },
        ],
      },
    ],
  },
  howItWorks: {
    heading: 'How it works',
    tracks: [
      {
        heading: 'Finding a home',
        steps: [
          { title: 'Search', text: 'Choose Noida or Greater Noida, buying or renting, and the type of property.' },
          { title: 'Filter and compare', text: 'Narrow the results and compare area, bathrooms and bedrooms side by side.' },
          { title: 'Contact a verified agent', text: 'Reach the listing’s local agent to arrange a visit.' },
        ],
      },
      {
        heading: 'Listing as an agent',
        steps: [
          { title: 'Register and get verified', text: 'Create an agent account and complete verification.' },
          { title: 'List properties', text: 'Add details and photos for one property or many, paying only as you go.' },
          { title: 'Share by QR code', text: 'Print or send each listing’s QR code so clients open it in one scan.' },
        ],
      },
    ],
  },
  faqs: [
    { question: `Which areas does ${name} cover?`, answer: 'Noida and Greater Noida, for both buying and renting.' },
    { question: 'Does it cost anything to search?', answer: 'No. Buyers and renters search and contact agents free of charge, and there are no ads on the site.' },
    { question: 'How do agents pay?', answer: 'Pay as you go, with no monthly or annual obligation. Agents pay only for the listings they publish.' },
    { question: 'What is QR code sharing?', answer: 'Each listing has a QR code that agents can print on boards and brochures or send on chat, so clients open the listing with one scan.' },
  ],
};
