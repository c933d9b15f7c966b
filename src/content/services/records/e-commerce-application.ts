import type { ServiceRecord } from '../types';
import { serviceArt, serviceHero } from '../shared';

const eCommerceApplication: ServiceRecord = {
  slug: 'e-commerce-application',
  category: 'Web and Mobile Application',
  title: 'E-commerce Application',
  heading: 'E-commerce Application for B2B and B2C Selling',
  serviceType: 'E-commerce application development',
  description:
    'A ready e-commerce application for B2B and B2C: web store, Android and iOS apps, order management, SMS, e-mail and prepaid or COD payments.',
  keywords: ['e-commerce application', 'B2B e-commerce', 'B2C online store', 'Android and iOS shopping app', 'order management'],
  lead: 'One platform to sell to trade buyers and consumers alike: a web storefront, Android and iOS apps, and an admin panel that runs products, customers and orders from one place.',
  hero: serviceHero('e-commerce-application'),
  facts: [
    { value: 'B2B + B2C', label: 'wholesale and retail buyers on one catalogue' },
    { value: 'Android + iOS', label: 'shopping apps alongside the web store' },
    { value: '6-12 weeks', label: 'typical launch of a standard build' },
  ],
  intro: {
    heading: 'A store that fits how you actually sell',
    paragraphs: [
      'Most ready-made carts assume one kind of buyer. Our e-commerce application handles two: businesses that order in bulk at their own prices, and shoppers who pay at checkout. Both work from the same catalogue, stock and order records, so nobody reconciles two systems at the end of the day.',
      'We have built online stores since 2015, on Magento and WordPress as well as in our own code. The application gathers what more than 200 projects taught us about what a store owner needs on day one.',
    ],
    image: serviceArt('e-commerce-application', 'An online store shown on a laptop and a phone, with product tiles and a cart'),
  },
  sections: [
    {
      heading: 'Everything needed to run the store',
      cards: [
        { title: 'Product management', text: 'Categories, variants, prices, stock and photos managed from the admin panel, with bulk updates for large catalogues.' },
        { title: 'Customer management', text: 'Accounts, addresses and order history for every buyer, with business and retail customers kept in separate groups.' },
        { title: 'Order management', text: 'Each order from placed to delivered: status changes, invoices, cancellations and returns handled on one screen.' },
        { title: 'SMS gateway', text: 'Order confirmations, one-time passwords and dispatch alerts sent by SMS through the gateway you choose.' },
        { title: 'Transactional e-mail', text: 'Branded e-mails for sign-up, order placed, shipped and delivered, sent automatically at every step.' },
        { title: 'Prepaid or cash on delivery', text: 'Online payment through a payment gateway, with cash on delivery offered wherever you decide to allow it.' },
        { title: 'Tagged products', text: 'Tag items as new, bestseller, seasonal or on offer, and fill home page and category shelves from those tags.' },
      ],
    },
    {
      heading: 'Web, Android and iOS from one back end',
      paragraphs: [
        'Shoppers switch between phone and laptop, so the application ships with a responsive web store and native apps for Android and iOS. All three read from one back end: a price change, a new product or an order update made in the admin panel shows everywhere at once.',
        'Business buyers get the same apps with their own prices and payment options, so a distributor can reorder from a phone as easily as a shopper buys a single item.',
      ],
    },
    {
      heading: 'Magento or WordPress when they fit better',
      paragraphs: [
        'If your business already runs on Magento or on WordPress with WooCommerce, or needs their extension libraries more than custom code, we build the store there instead and carry across the same features: SMS, e-mail, payment options and product tags.',
        'We tell you which route costs less to run over the years, not only which is cheaper to build.',
      ],
    },
    {
      heading: 'How a build runs',
      numbered: true,
      columns: 4,
      cards: [
        { title: 'Requirement call', text: 'Products, buyer types, payment and delivery rules are listed, and scope and price agreed in writing.' },
        { title: 'Store set-up and design', text: 'Catalogue structure, branding and checkout are configured and shared with you on a staging link.' },
        { title: 'Apps and integrations', text: 'Android and iOS apps, payment gateway, SMS and e-mail are tested on staging with real orders.' },
        { title: 'Launch and handover', text: 'Apps go to the stores, the site goes live and your team is trained on the admin panel.' },
      ],
    },
  ],
  contactPrompt: 'Want a walkthrough of the application with your own product categories? Write to',
  faqs: [
    {
      question: 'Can one store serve both wholesale and retail buyers?',
      answer: 'Yes. Business buyers and retail shoppers use the same catalogue, but each sees the prices and payment options you set for their customer group.',
    },
    {
      question: 'Do we get Android and iOS apps as well as the website?',
      answer: 'Yes. The apps and the website share one back end and one admin panel, so products, stock and orders stay in step across all three.',
    },
    {
      question: 'Which payment options can customers use?',
      answer: 'Prepaid payment through the gateway you hold an account with, and cash on delivery. You decide whether cash on delivery is offered at all.',
    },
    {
      question: 'How long does it take to launch?',
      answer: 'A standard build usually takes 6 to 12 weeks from signed scope to launch, depending on the size of the catalogue, the integrations and how many apps you need.',
    },
    {
      question: 'Can you move our existing Magento or WordPress store?',
      answer: 'Yes. Our team has more than 10 years of WordPress experience and builds on Magento too, so we can either extend your current store or move its products, customers and orders into the application.',
    },
  ],
};

export default eCommerceApplication;
