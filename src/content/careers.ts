/** The Careers page: how hiring works, the open roles and how to apply (the HR address is in site.ts). */
import type { LucideIcon } from 'lucide-react';
import { BadgeCheck, Layers, MessagesSquare, Users } from 'lucide-react';
import { site } from './site';
import type { TitledText } from './types';

/** What working here is like, one point a pictogram. */
interface WorkPoint extends TitledText {
  icon: LucideIcon;
}

export interface Opening {
  id: string;
  title: string;
  summary: string;
  listHeading: string;
  items: readonly string[];
  /** Subject line of the application e-mail. */
  applySubject: string;
}

interface CareersContent {
  lead: string;
  /** Under each role's title: where and how the role is worked. */
  roleTerms: string;
  introHeading: string;
  introText: string;
  intro: readonly WorkPoint[];
  openingsHeading: string;
  openings: readonly Opening[];
  /** The card beside the title: what happens after applying, step by step, a line each. */
  processHeading: string;
  process: readonly TitledText[];
  applyHeading: string;
  applyText: string;
  /** The closing band's button, which opens an application e-mail. */
  applyCta: string;
  /** Beside the hero's button: the roles open now, each a link down to its card. */
  openNowLabel: string;
  /** The hero's button, down to the openings. */
  openingsCta: string;
  generalSubject: string;
}

export const careers: CareersContent = {
  lead: 'We are a team of developers, designers and marketers in Noida. If you like seeing your work go live for real businesses, we would like to hear from you.',
  roleTerms: `Full time \u00b7 At our ${site.address.locality} office`,
  introHeading: 'Working with us',
  introText: 'What a working week here is like, whichever role you join.',
  intro: [
    {
      icon: Layers,
      title: 'Projects that vary',
      text: 'From company websites to ERP systems used across branches, so there is always something new to learn.',
    },
    {
      icon: Users,
      title: 'Help close by',
      text: 'Someone nearby has solved a similar problem before, and senior developers review your work.',
    },
    {
      icon: MessagesSquare,
      title: 'Real requirements',
      text: 'You work directly with clients\u2019 requirements, not on tickets stripped of context.',
    },
    {
      icon: BadgeCheck,
      title: 'Work you own',
      text: 'Ask questions early, write code and copy others can pick up, and own what you ship. Experience with our stack helps; curiosity and care matter more.',
    },
  ],
  openingsHeading: 'Current openings',
  openings: [
    {
      id: 'web-developer',
      title: 'Web Developer',
      summary:
        'Build and maintain client websites, web applications and mobile apps, from the database to the screen, alongside senior developers who review your work.',
      listHeading: 'Skills we look for',
      items: [
        'Custom PHP development',
        'Magento 2',
        'CakePHP',
        'React Native',
        'API creation and integration',
        'Vue.js',
        'React.js',
        'Progressive web apps (PWA)',
      ],
      applySubject: 'Application: Web Developer',
    },
    {
      id: 'business-development-executive',
      title: 'Business Development Executive',
      summary:
        'Find and win new clients for our development and marketing services, and keep our own brand visible where those clients look.',
      listHeading: 'What you will do',
      items: [
        'Get new clients: identify leads, reach out and follow through to a signed proposal',
        'Plan and run social media marketing for the company',
        'Manage and keep our online and freelance marketplace profiles up to date',
        'Promote our products and services to businesses in India and abroad',
      ],
      applySubject: 'Application: Business Development Executive',
    },
  ],
  processHeading: 'After you apply',
  process: [
    { title: 'We read every application', text: 'Read by the team against the role, with a reply either way.' },
    { title: 'An introductory call', text: 'Your experience, what you want to learn next, how we work.' },
    { title: 'A practical conversation', text: 'Your own work or a small task; for sales, a prospect.' },
    { title: 'Meet the team and decide', text: 'The people you would work with, and the offer in writing.' },
  ],
  applyHeading: 'How to apply',
  applyText:
    'Send your resume with a few lines about yourself and the role you are interested in. Developers: include links to code or live projects you worked on.',
  applyCta: 'Send Your Resume',
  openingsCta: 'See the Openings',
  openNowLabel: 'Open now:',
  generalSubject: 'Application: Open application',
};
