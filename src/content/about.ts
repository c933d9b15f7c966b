/**
 * The About page: who we are, what we build, the standard we hold our work to and the FAQ. Its
 * words are data (about.json, typed by AboutContent below); what is code stays here: the
 * pictograms of what we build, with their lines.
 */
import type { LucideIcon } from 'lucide-react';
import { Network, Newspaper, SquareCode, Store, TabletSmartphone, TrendingUp } from 'lucide-react';
import data from './about.json' with { type: 'json' };
import type { Fact, Faq, TitledText } from './types';

/**
 * The company's own standard, stated under its heading, not set as a quote: a quotation signed by
 * the company itself reads as a testimonial it wrote for itself (no person is quoted who cannot
 * be named).
 */
interface Standard {
  heading: string;
  text: string;
}

/** A dated step of the company's story, from its own facts. */
interface Milestone {
  when: string;
  title: string;
  text: string;
}

interface BuildPoint {
  icon: LucideIcon;
  text: string;
}

interface AboutContent {
  lead: string;
  /**
   * Under the lead: the work and the quote form, so the hero leads somewhere (a title and a lead
   * alone beside the figures read as a thin band, review Y).
   */
  heroActions: { work: string; estimate: string };
  storyHeading: string;
  /** The story's dated steps: when the company started, what it has done since, where it stands. */
  timeline: readonly Milestone[];
  /** How the team works and who with, beside the timeline. */
  story: readonly string[];
  /** Beside the title: the key figures and where a visitor can check the rating. */
  figuresHeading: string;
  facts: readonly Fact[];
  figuresSource: string;
  figuresSourceLink: string;
  buildHeading: string;
  buildIntro: string;
  /** A few projects of different kinds from the portfolio, by slug, in its cards: the work behind the figures. */
  work: { heading: string; intro: string; projects: readonly string[]; cta: string };
  /** How an engagement runs, from the first reply to the care after launch, with the timings we state. */
  process: { heading: string; intro: string; steps: readonly TitledText[] };
  build: readonly BuildPoint[];
  standard: Standard;
  faqHeading: string;
  faqs: readonly Faq[];
  /** The card beside the FAQ: who to ask what it does not answer. */
  askHeading: string;
  askText: string;
  askJoin: string;
  askCta: string;
}

export const about: AboutContent = {
  ...data,
  build: [
    { icon: Newspaper, text: 'Business websites and blogs that load fast and bring enquiries' },
    { icon: Store, text: 'E-commerce stores and marketplaces on Magento, WordPress and custom code' },
    { icon: Network, text: 'ERP and intranet applications with role-based access for every branch' },
    { icon: TabletSmartphone, text: 'Android and iOS apps with React Native, and progressive web apps' },
    { icon: SquareCode, text: 'Custom web applications in Laravel, CakePHP, React and Vue.js' },
    { icon: TrendingUp, text: 'SEO, social media and paid campaigns that grow what we build' },
  ],
};
