import type { ServiceRecord } from '../types';
import { serviceArt, serviceHero } from '../shared';

const eCommerceApplicationService: ServiceRecord = {
  slug: 'e-commerce-application-service',
  category: 'Web and Mobile Application',
  title: 'E-commerce Development',
  heading: 'E-commerce Development on Magento, WooCommerce, Shopify or Custom Code',
  serviceType: 'E-commerce website development',
  description:
    'Online store development on Magento, WordPress with WooCommerce, Shopify or custom code, with payments, SMS and order e-mails set up for India.',
  keywords: ['e-commerce development', 'Magento development', 'WooCommerce store', 'Shopify store set-up', 'custom online store'],
  lead: 'We build online stores on the platform that suits your catalogue, team and budget, and we explain the choice before you commit to it.',
  hero: serviceHero('e-commerce-application-service'),
  facts: [
    { value: '4 routes', label: 'Magento, WooCommerce, Shopify or custom code' },
    { value: '10+ years', label: 'of WordPress experience in the team' },
    { value: '200+', label: 'projects delivered since 2015' },
  ],
  intro: {
    heading: 'Choose the platform for the business, not the other way round',
    paragraphs: [
      'A boutique with eighty products and a distributor with eighty thousand need different stores. We start from your catalogue, order volume, staff and budget, recommend a platform, and then design, build, test and launch the store on it.',
      'The same standards apply whichever you pick: a quick mobile checkout, prepaid and cash-on-delivery payment, order e-mails and SMS, and an admin panel your staff can use without calling us.',
    ],
    image: serviceArt('e-commerce-application-service', 'A shop front with an awning opening onto an online product catalogue'),
  },
  sections: [
    {
      heading: 'Platforms we build on',
      columns: 2,
      cards: [
        { title: 'Magento', text: 'For large catalogues, several store views and complex pricing. Theme work, extensions, speed tuning and version upgrades.' },
        { title: 'WordPress with WooCommerce', text: 'For brands that want content and commerce together, edited by their own marketing team. Suits small and mid-size catalogues.' },
        { title: 'Shopify', text: 'For owners who want hosting, security and updates handled by the platform. We set up the theme, apps, payments and shipping for Indian buyers.' },
        { title: 'Custom build', text: 'For rules no platform handles well, such as trade price lists or marketplace flows. Built on our own e-commerce application and extended to fit.' },
      ],
    },
    {
      heading: 'What every store includes',
      bullets: [
        'A responsive storefront tested on Android and iOS phones',
        'A payment gateway for prepaid orders, with cash on delivery if you want it',
        'Order, shipping and account e-mails, plus SMS alerts',
        'Product tags for offers, new arrivals and bestsellers',
        'Search-friendly addresses, titles and product structured data from launch',
        'Admin training and written handover notes',
      ],
    },
    {
      heading: 'Already have a store?',
      paragraphs: [
        'We also take over stores built by others: slow pages, failed checkouts, extension conflicts, overdue upgrades and moves from one platform to another, with products, customers and order history carried across.',
      ],
    },
    {
      heading: 'From first call to first order',
      numbered: true,
      columns: 4,
      cards: [
        { title: 'Discovery', text: 'Catalogue, order volume, integrations and budget, then a platform recommendation with the reasons.' },
        { title: 'Design', text: 'Home, category, product and checkout templates, designed for phones first.' },
        { title: 'Build and test', text: 'Store configured, products imported and test orders placed through every payment option.' },
        { title: 'Launch', text: 'Go-live, search console set-up and a handover session for your team.' },
      ],
    },
  ],
  contactPrompt: 'Tell us what you sell and roughly how many products you list. Write to',
  faqs: [
    {
      question: 'Which platform should we choose: Magento, WooCommerce, Shopify or custom?',
      answer: 'It depends on catalogue size, how much control you need and who will run the store. Shopify is the simplest to run, WooCommerce suits content-led brands, Magento handles large catalogues and custom code handles rules the others cannot. We recommend one after the first call and explain its running costs.',
    },
    {
      question: 'How long does an online store take to build?',
      answer: 'A store on an existing platform with a ready theme usually launches in 2 to 4 weeks. A custom design, a large product import or links to your ERP or courier push it towards 6 to 12 weeks.',
    },
    {
      question: 'Can you set up Indian payment gateways and cash on delivery?',
      answer: 'Yes. We integrate the gateway you hold a merchant account with for prepaid orders and can switch on cash on delivery alongside it.',
    },
    {
      question: 'Will we be able to add products ourselves?',
      answer: 'Yes. Every store is handed over with a training session and written notes on adding products, editing prices and processing orders.',
    },
    {
      question: 'Do you work on stores someone else built?',
      answer: 'Yes. We start with an audit of the code, extensions and hosting, then fix what is broken before adding anything new.',
    },
  ],
};

export default eCommerceApplicationService;
