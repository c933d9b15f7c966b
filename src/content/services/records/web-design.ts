import type { ServiceRecord } from '../types';
import { serviceArt, serviceHero } from '../shared';

const webDesign: ServiceRecord = {
  slug: 'web-design',
  category: 'Design',
  title: 'Web Design',
  heading: 'Web Design That Looks Sharp and Turns Visitors into Enquiries',
  serviceType: 'Web design',
  description:
    'Custom, mobile-friendly web design for landing pages, corporate sites, online stores and redesigns: 2 to 6 weeks, from about ₹15,000.',
  keywords: ['web design company', 'custom website design', 'landing page design', 'website redesign', 'web design cost India'],
  lead: 'Websites designed around your customers and your brand, not a template everyone else is using, and built to load fast on the phones your visitors carry.',
  hero: serviceHero('web-design'),
  facts: [
    { value: '2-6 weeks', label: 'typical design and build time' },
    { value: '₹15,000 - ₹1,00,000+', label: 'typical budget, by scope' },
    { value: 'Mobile-first', label: 'every layout designed for phones first' },
  ],
  intro: {
    heading: 'Design with a job to do',
    paragraphs: [
      'A good-looking website that nobody enquires from is decoration. We start by agreeing what the site must achieve, whether that is calls, form enquiries, sales or applications, and design every page to lead visitors there.',
      'Since November 2015 we have designed and built websites for Indian and overseas businesses across more than 200 projects, and every design we hand over is one our own developers can build exactly.',
    ],
    image: serviceArt('web-design', 'A responsive web layout on a desktop browser and a phone, with a colour palette'),
  },
  sections: [
    {
      heading: 'Web design services',
      cards: [
        { title: 'Custom website design', text: 'Layouts, type and colour designed from your brand rather than adapted from a theme.' },
        { title: 'Mobile-friendly design', text: 'Pages that read well and load quickly on phones, with buttons sized for thumbs.' },
        { title: 'Landing pages', text: 'Single-offer pages for ads and launches, built to turn paid clicks into enquiries.' },
        { title: 'E-commerce design', text: 'Category, product, cart and checkout pages that make buying simple and build trust.' },
        { title: 'Corporate websites', text: 'Multi-section company sites for groups, manufacturers and service firms, with room to grow.' },
        { title: 'Website redesign', text: 'A fresh design for an existing site, keeping the pages and addresses that already rank.' },
      ],
    },
    {
      heading: 'What shapes the price',
      paragraphs: [
        'Most projects fall between ₹15,000 for a compact site on a proven layout and ₹1,00,000 or more for a large custom design with an online store or integrations. We quote a fixed price after one call.',
      ],
      bullets: [
        'Number of unique page designs',
        'Custom illustration, photography or animation',
        'Online store, booking or other features beyond content pages',
        'Content writing and translation',
        'Integrations with CRM, ERP or payment systems',
      ],
    },
    {
      heading: 'Our design process',
      numbered: true,
      columns: 4,
      cards: [
        { title: 'Brief', text: 'Goals, audience, competitors and sites you like, captured in a one-page brief.' },
        { title: 'Wireframes', text: 'Page structure agreed in simple layouts before any colour is added.' },
        { title: 'Visual design', text: 'Home and key inner pages designed for desktop and phone, with two rounds of changes.' },
        { title: 'Build and launch', text: 'Our developers build the approved design, test it on real devices and launch it.' },
      ],
    },
  ],
  contactPrompt: 'Send us two or three websites you admire and a link to your current one. Write to',
  faqs: [
    {
      question: 'How much does a website design cost?',
      answer: 'Usually between ₹15,000 and ₹1,00,000 or more. A compact business site sits at the lower end; a large custom design with an online store or integrations at the upper end. You get a fixed quote before work starts.',
    },
    {
      question: 'How long does it take?',
      answer: 'Between 2 and 6 weeks for most projects. A basic site is often ready in 2 to 4 weeks; larger sites with many unique pages take longer.',
    },
    {
      question: 'Will the design work on mobile phones?',
      answer: 'Yes. We design the phone layout alongside the desktop one and test the built site on real Android and iOS devices before launch.',
    },
    {
      question: 'Will a redesign hurt our Google rankings?',
      answer: 'Not if it is done carefully. We keep addresses that rank, set up redirects for any that change and carry across titles and descriptions, then watch search console after launch.',
    },
    {
      question: 'How many changes can we ask for?',
      answer: 'Two rounds of changes are included at the wireframe stage and two at the visual design stage, which is enough for almost every project.',
    },
  ],
};

export default webDesign;
