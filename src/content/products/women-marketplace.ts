import { paths } from '@/config/paths';
import { site } from '@/content/site';
import { productArt, productHero } from './art';
import type { ProductRecord } from './types';

const { name, url } = site.products.womenMarketplace;

export const womenMarketplace: ProductRecord = {
  id: 'womenMarketplace',
  name,
  url,
  path: paths.womenMarketplace,
  kind: 'Women-focused e-commerce marketplace',
  tagline: 'An online marketplace focused on women, free for sellers to join, with accounts activated in under 24 hours.',
  title: `${name}: Women-Focused Marketplace, Free to Sell`,
  description: `${name} is a women-focused online marketplace. Joining is free, sellers pay a small fixed fee per order, and accounts go live in under 24 hours.`,
  keywords: ['women marketplace India', 'sell online free', 'women sellers', 'online marketplace seller registration', name],
  schema: {
    type: 'SoftwareApplication',
    category: 'ShoppingApplication',
    offer: { price: '0', description: 'Free seller registration; a small fixed fee per order.' },
  },
  hero: productHero('women-marketplace'),
  facts: [
    { value: 'Free', label: 'to join as a seller' },
    { value: 'Under 24 hours', label: 'from document review to activation' },
    { value: 'Small fixed fee', label: 'per order, paid only when you sell' },
  ],
  about: {
    heading: `About ${name}`,
    paragraphs: [
      `${name} is an e-commerce marketplace focused on women: fashion, jewellery, beauty, home and handmade products, sold by businesses of every size. We built and run it to make selling online as simple as possible for small and growing brands.`,
      'Registration takes four documents, every seller is checked before going live, and the costs are plain: joining is free and there is a small fixed fee on each order.',
    ],
    image: productArt('women-marketplace', 'A shopping bag with a heart beside a phone showing a seller’s shop and a verified badge'),
  },
  problems: {
    heading: 'Problems it solves',
    items: [
      { title: 'Confusing seller onboarding', text: 'A short, clear list of documents, uploaded as PDF or image files from a phone or computer.' },
      { title: 'Long waits for approval', text: 'Documents are reviewed and accounts activated in under 24 hours.' },
      { title: 'Upfront costs before the first sale', text: 'Joining is free; a small fixed fee applies only when an order comes in.' },
      { title: 'Shoppers unsure whom they buy from', text: 'Every seller is verified with GST registration, PAN and bank details before activation.' },
    ],
  },
  categories: {
    heading: 'Popular categories',
    items: ['Ethnic wear', 'Western wear', 'Jewellery and accessories', 'Beauty and personal care', 'Bags and footwear', 'Home décor and handicrafts', 'Handmade gifts'],
  },
  offers: {
    heading: 'What it offers',
    audiences: [
      {
        heading: 'For sellers',
        items: [
          { title: 'Free to join', text: 'No registration charge and no fee until you receive an order.' },
          { title: 'Small fixed fee per order', text: 'A fixed amount per order, so you know your margin before you price a product.' },
          { title: 'Activation in under 24 hours', text: 'Your documents are reviewed and your shop activated within a day.' },
          { title: 'Simple uploads', text: 'Documents accepted as PDF or image files, straight from your phone camera.' },
        ],
      },
      {
        heading: 'For shoppers',
        items: [
          { title: 'A focused catalogue', text: 'Products chosen for women, without wading through an everything-store.' },
          { title: 'Verified sellers', text: 'Each seller has passed a document check covering GST, PAN and bank details.' },
          { title: 'Small brands to discover', text: 'Independent and home-grown labels alongside established ones.' },
        ],
      },
    ],
  },
  howItWorks: {
    heading: 'How selling works',
    tracks: [
      {
        heading: 'From registration to your first order',
        steps: [
          { title: 'Register free', text: 'Create a seller account with your business and contact details.' },
          { title: 'Upload documents', text: 'Add your GST registration, cancelled cheque, PAN and signature as PDF or image files.' },
          { title: 'Review, then activation', text: 'Our team reviews the documents and activates your account in under 24 hours.' },
          { title: 'List and sell', text: 'Add products and start selling, paying a small fixed fee per order.' },
        ],
      },
    ],
    checklist: {
      heading: 'What you need to register as a seller',
      items: ['GST registration', 'A bank account, with a cancelled cheque', 'PAN (Permanent Account Number)', 'An image of your signature'],
      note: 'Upload each document as a PDF or an image file.',
    },
  },
  faqs: [
    { question: `What documents do I need to sell on ${name}?`, answer: 'GST registration, a bank account with a cancelled cheque, your PAN and an image of your signature.' },
    { question: 'In what format should I upload the documents?', answer: 'As PDF files or images, for example clear photos taken on your phone.' },
    { question: 'How long does activation take?', answer: 'After you upload your documents, our team reviews them and activates your account in under 24 hours.' },
    { question: 'What does it cost to sell?', answer: 'Joining is free. You pay a small fixed fee on each order you receive, and nothing when you do not sell.' },
  ],
};
