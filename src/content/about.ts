/** The About page: who we are, what we build, the standard we hold our work to and the FAQ. */
import type { LucideIcon } from 'lucide-react';
import { Network, Newspaper, SquareCode, Store, TabletSmartphone, TrendingUp } from 'lucide-react';
import { site } from './site';
import type { Fact, Faq } from './types';

/** A statement of the company's own, in its name (no person is quoted who cannot be named). */
interface PullQuote {
  text: string;
  /** Who says it: the company. */
  name: string;
  /** What the words are to the company. */
  role: string;
}

interface BuildPoint {
  icon: LucideIcon;
  text: string;
}

interface AboutContent {
  lead: string;
  storyHeading: string;
  story: readonly string[];
  /** Beside the title: the key figures and where a visitor can check the rating. */
  figuresHeading: string;
  facts: readonly Fact[];
  figuresSource: string;
  figuresSourceLink: string;
  buildHeading: string;
  buildIntro: string;
  build: readonly BuildPoint[];
  quote: PullQuote;
  faqHeading: string;
  faqs: readonly Faq[];
  /** The card beside the FAQ: who to ask what it does not answer. */
  askHeading: string;
  askText: string;
  askJoin: string;
  askCta: string;
}

export const about: AboutContent = {
  lead: 'A software and digital-marketing team in Noida that has been building websites, apps and business systems for Indian and overseas clients since November 2015.',
  storyHeading: 'Who we are',
  story: [
    'We started in November 2015 as a small group of developers taking on web projects for local businesses. Since then we have delivered more than 200 projects, from five-page company websites to multi-branch ERP systems, and we have kept a 5 star rating and top-rated status on a leading freelance marketplace, where clients judge every engagement in public.',
    'Our developers, designers and marketers work as one team. The people who plan your site also build it, and the people who build it stay available after launch, so the decisions made in the first week are still understood a year later.',
    'We work with founders, family businesses and established companies across India and abroad. Most of them come to us for one project and stay for the next one, because a website, an app and a marketing plan work best when they are built with each other in mind.',
  ],
  figuresHeading: 'Our record in figures',
  facts: [
    { value: '200+', label: 'Projects delivered' },
    { value: '5 star', label: 'Client rating' },
    { value: 'Top rated', label: 'On a freelance marketplace' },
    { value: '10+ years', label: 'Of WordPress and ERP work' },
  ],
  figuresSource: 'Rating and status from our public profile, where every client reviews the engagement.',
  figuresSourceLink: 'See the profile',
  buildHeading: 'What we build',
  buildIntro: 'One team for the website, the app, the business system and the marketing that brings people to them.',
  build: [
    { icon: Newspaper, text: 'Business websites and blogs that load fast and bring enquiries' },
    { icon: Store, text: 'E-commerce stores and marketplaces on Magento, WordPress and custom code' },
    { icon: Network, text: 'ERP and intranet applications with role-based access for every branch' },
    { icon: TabletSmartphone, text: 'Android and iOS apps with React Native, and progressive web apps' },
    { icon: SquareCode, text: 'Custom web applications in Laravel, CakePHP, React and Vue.js' },
    { icon: TrendingUp, text: 'SEO, social media and paid campaigns that grow what we build' },
  ],
  quote: {
    text: 'We judge a project by what it changes for the client\u2019s business, not by the number of features it ships. A website that brings in enquiries, an ERP the warehouse team actually enjoys using: that is the work we want our name on.',
    name: site.brand,
    role: 'The standard we have held our work to since 2015',
  },
  faqHeading: 'Frequently asked questions',
  askHeading: 'Ask us anything else',
  askText: 'A question the answers leave open? Write to',
  askJoin: 'or call',
  askCta: 'Contact us',
  faqs: [
    {
      question: 'How long does it take to build a website or an application?',
      answer:
        'A basic business website usually takes 2\u20134 weeks, and a standard web or mobile application 6\u201312 weeks. The exact timeline depends on how ready your content is, how many integrations are involved (payment gateways, SMS, your accounting software) and how quickly feedback comes back on each milestone. After a short discovery call we share a written plan with dates for design, build, testing and launch.',
    },
    {
      question: 'How soon will SEO or paid ads show results?',
      answer:
        'SEO typically shows steady movement in 3\u20136 months: search engines need time to crawl the improved pages, and trust is built through content and links over several months. Paid ads on search and social platforms can bring visitors within days of the campaign going live, because you are paying for the placement. The first weeks of a campaign are spent refining keywords, audiences and bids, and traffic stops when the budget stops, which is why most clients run both.',
    },
    {
      question: 'What is your mission?',
      answer:
        'To give growing businesses the kind of software and online presence that larger companies take for granted, built carefully, explained in plain language and priced for the stage the business is at. We would rather build something smaller that you use every day than something impressive that nobody opens.',
    },
    {
      question: 'Why does design matter?',
      answer:
        'Visitors decide within moments whether a site looks trustworthy, and they act on what they can find and read easily. Good design is not decoration: it is clear navigation, readable text on a phone, forms that are quick to fill in and pages that load fast. It turns the same traffic into more calls, enquiries and orders, and it makes an application easier to learn for the staff who use it.',
    },
  ],
};
