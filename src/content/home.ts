/** Copy and images of the home page, in page order. */
import type { Fact, ImageAsset } from './types';

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
      width: 800,
      height: 600,
      widths: [480, 640],
    } satisfies ImageAsset,
  },
  about: {
    heading: 'About Us',
    paragraphs: [
      'We are a team of developers, designers and marketers who have worked together since 2015. Business owners come to us with a problem — orders kept in spreadsheets, a website nobody finds, a sales team without a mobile tool — and leave with software they use every day.',
      'We bring 10+ years of WordPress and ERP experience, quote plainly and keep you informed at every step: a basic website usually takes 2-4 weeks and a standard app 6-12 weeks.',
    ],
    /** Beside the text: the figures a visitor looks for first. */
    factsLabel: 'Our work in figures',
    facts: [
      { value: '2015', label: 'founded in November' },
      { value: '200+', label: 'projects delivered' },
      { value: '10+ years', label: 'of WordPress and ERP experience' },
      { value: '2-4 weeks', label: 'to build a basic website' },
    ] satisfies Fact[],
    readMore: 'Read More',
    /** Completes the link's name for screen readers and crawlers: "Read More about us". */
    readMoreHidden: 'about us',
  },
  services: {
    heading: 'What We Do',
    intro: 'Twelve technologies and services our team works with every week, from the first line of code to the server it runs on and the marketing that brings it customers.',
    /** Shown for a moment when the page was opened from another page and the cards are still loading. */
    loading: 'Loading the services…',
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
  clients: {
    label: 'Businesses we have built for',
    all: 'See all our clients',
  },
  caseStudy: {
    /** The case study with the strongest headline result; its figures come from the case study. */
    pageUrl: 'camelback-spine-care',
    eyebrow: 'Case study',
    /** The before → after figures shown beside the headline result, by their label in the study. */
    metrics: ['Clicks', 'Site health'],
    cta: 'Read the case study',
    /** Shown for a moment when the page was opened from another page and the teaser is still loading. */
    loading: 'Loading the case study…',
  },
  reviews: {
    heading: 'Reviews and ratings',
    intro: 'Clients and employees review us on independent platforms, where we cannot edit what they write.',
    /** Shown for a moment when the page was opened from another page and the ratings are still loading. */
    loading: 'Loading the ratings and review profiles…',
  },
  testimonials: {
    heading: 'What our clients say',
  },
  contact: {
    heading: 'Contact Us',
    intro: 'Tell us what you are planning. Our sales team usually replies within 1 working day.',
    /** Shown for a moment when the page was opened from another page and the form is still loading. */
    loading: 'Loading the contact form…',
  },
} as const;
