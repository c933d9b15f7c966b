/** Copy and images of the home page, in page order. */
import type { Fact, ImageAsset } from './types';

export interface ServiceCard {
  name: string;
  description: string;
  image: ImageAsset;
}

export interface ProfileLink {
  /** Key into site.profiles, where the URL lives. */
  profile: 'employerReviews' | 'freelanceMarketplace' | 'freelanceSecondary';
  label: string;
  text: string;
}

const techIcon = (key: string, name: string): ImageAsset => ({
  src: `/images/tech/${key}.svg`,
  alt: `${name} icon`,
  width: 64,
  height: 64,
});

export const home = {
  hero: {
    eyebrow: 'Software development and digital marketing, Noida',
    title: 'Websites, apps and ERP systems that grow your business',
    lead: 'Since November 2015 we have designed, built and marketed more than 200 projects for businesses in India and abroad: from a four-page company website to a multi-branch ERP, and the SEO that brings them visitors.',
    primaryCta: 'Get a free quote',
    secondaryCta: 'See our work',
    image: {
      src: '/images/home/hero.webp',
      alt: '',
      width: 1600,
      height: 640,
      widths: [800, 1200],
    } satisfies ImageAsset,
    facts: [
      { value: '2015', label: 'founded in November' },
      { value: '200+', label: 'projects delivered' },
      { value: '5 star', label: 'client rating' },
      { value: 'Top rated', label: 'on a freelance marketplace' },
    ] satisfies Fact[],
  },
  about: {
    heading: 'About Us',
    paragraphs: [
      'We are a team of developers, designers and marketers who have worked together since 2015. Business owners come to us with a problem — orders kept in spreadsheets, a website nobody finds, a sales team without a mobile tool — and leave with software they use every day.',
      'We bring 10+ years of WordPress and ERP experience, quote plainly and keep you informed at every step: a basic website usually takes 2-4 weeks and a standard app 6-12 weeks.',
    ],
    readMore: 'Read More',
    /** Completes the link's name for screen readers and crawlers: "Read More about us". */
    readMoreHidden: 'about us',
  },
  services: {
    heading: 'What We Do',
    intro: 'Twelve technologies and services our team works with every week, from the first line of code to the server it runs on and the marketing that brings it customers.',
    cards: [
      {
        name: 'Laravel',
        description: 'Custom web applications, REST APIs and admin panels on Laravel, with queues, scheduled jobs and tests from the first sprint.',
        image: techIcon('laravel', 'Laravel'),
      },
      {
        name: 'Magento',
        description: 'Magento 2 stores with large catalogues, layered navigation, custom checkout steps and Indian payment gateways.',
        image: techIcon('magento', 'Magento'),
      },
      {
        name: 'React JS',
        description: 'Fast, accessible interfaces and single-page applications in React, prerendered where search engines need to read them.',
        image: techIcon('react', 'React JS'),
      },
      {
        name: 'Vue JS',
        description: 'Vue.js front ends and dashboards that plug into an existing back end, or grow into a complete single-page app.',
        image: techIcon('vue', 'Vue JS'),
      },
      {
        name: 'React Native',
        description: 'One React Native code base for Android and iOS apps, sharing logic and design with your web platform.',
        image: techIcon('react-native', 'React Native'),
      },
      {
        name: 'Shopify',
        description: 'Shopify stores set up, themed and extended: product imports, apps, shipping rules and GST-ready invoices.',
        image: techIcon('shopify', 'Shopify'),
      },
      {
        name: 'Custom PHP',
        description: 'Hand-written PHP for lean sites and tools on ordinary hosting, and careful upgrades of older PHP code bases.',
        image: techIcon('php', 'PHP'),
      },
      {
        name: 'WordPress',
        description: 'WordPress sites, custom themes, plugins and WooCommerce stores that your own team can update without us.',
        image: techIcon('wordpress', 'WordPress'),
      },
      {
        name: 'SEO',
        description: 'Technical audits, on-page fixes, content and links: search engine optimisation that usually shows results in 3-6 months.',
        image: techIcon('seo', 'SEO'),
      },
      {
        name: 'Digital Marketing',
        description: 'Social media, pay-per-click and LinkedIn campaigns planned around enquiries and sales, not likes.',
        image: techIcon('digital-marketing', 'Digital marketing'),
      },
      {
        name: 'CakePHP',
        description: 'New CakePHP applications and long-term care of existing ones, including version upgrades and performance work.',
        image: techIcon('cakephp', 'CakePHP'),
      },
      {
        name: 'Linux Server Administration',
        description: 'Linux servers set up, secured, backed up and monitored: Nginx or Apache, PHP, databases, SSL and deployments.',
        image: techIcon('linux', 'Linux'),
      },
    ] satisfies ServiceCard[],
  },
  portfolio: {
    heading: 'Our Portfolio',
    intro: 'A few of the applications, stores and websites we have built. Each card opens the full project story.',
    viewAll: 'View all projects',
    carouselLabel: 'Featured projects',
    /** Shown for a moment when the page was opened from another page and the carousel is still loading. */
    loading: 'Loading the featured projects…',
  },
  careers: {
    heading: 'Build your career with us',
    text: 'We hire PHP, React and React Native developers and business development executives who like to learn. Work on real client projects from your first week.',
    cta: 'See open positions',
  },
  profiles: {
    heading: 'Read what clients and employees say',
    intro: 'Our reviews live on independent platforms, where we cannot edit them.',
    links: [
      { profile: 'employerReviews', label: 'Employer reviews', text: 'What our team says about working here' },
      { profile: 'freelanceMarketplace', label: 'Freelance marketplace profile', text: 'Top rated agency profile with client feedback' },
      { profile: 'freelanceSecondary', label: 'Second freelance profile', text: 'Completed jobs and client ratings' },
    ] satisfies ProfileLink[],
  },
  reviews: {
    heading: 'Client Reviews',
    intro: 'Verified reviews from a third-party platform load here as you reach this part of the page.',
    fallbackLink: 'Read our reviews',
  },
  contact: {
    heading: 'Contact Us',
    intro: 'Tell us what you are planning. Our sales team usually replies within 1 working day.',
    /** Shown for a moment when the page was opened from another page and the form is still loading. */
    loading: 'Loading the contact form…',
  },
} as const;
