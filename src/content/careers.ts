/** The Careers page: open roles, how hiring works and how to apply (the HR address is in site.ts). */
import type { LucideIcon } from 'lucide-react';
import { BadgeCheck, Layers, MessagesSquare, Users } from 'lucide-react';
import type { TitledText } from './types';

/** What working here is like, one point a pictogram. */
interface WorkPoint extends TitledText {
  icon: LucideIcon;
}

export interface Opening {
  id: string;
  title: string;
  /** One line on the hero's card: what the role works with. */
  focus: string;
  summary: string;
  listHeading: string;
  items: readonly string[];
  /** Subject line of the application e-mail. */
  applySubject: string;
}

interface CareersContent {
  lead: string;
  /** The card beside the title: the open roles and how to apply. */
  rolesHeading: string;
  rolesNote: string;
  introHeading: string;
  introText: string;
  intro: readonly WorkPoint[];
  openingsHeading: string;
  openings: readonly Opening[];
  processHeading: string;
  processIntro: string;
  process: readonly TitledText[];
  applyHeading: string;
  applyText: string;
  generalSubject: string;
}

export const careers: CareersContent = {
  lead: 'We are a team of developers, designers and marketers in Noida. If you like seeing your work go live for real businesses, we would like to hear from you.',
  rolesHeading: 'Open roles',
  rolesNote: 'To apply, e-mail your resume with a few lines about yourself to',
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
      focus: 'Custom PHP, Magento 2, CakePHP, React, Vue.js, React Native and PWAs',
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
      focus: 'New clients, social media marketing, our online profiles and products',
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
  processHeading: 'What to expect after you apply',
  processIntro: 'A short, clear process. We tell you at each step where your application stands.',
  process: [
    {
      title: 'We read every application',
      text: 'Someone from the team reviews your resume, portfolio or code links against the role, and replies whether or not we move forward.',
    },
    {
      title: 'An introductory call',
      text: 'A conversation about your experience, what you want to learn next and how we work, with time for your questions about the role.',
    },
    {
      title: 'A practical conversation',
      text: 'Developers walk us through a piece of their own work or a small task; business development candidates talk us through how they would approach a prospect.',
    },
    {
      title: 'Meet the team and decide',
      text: 'You meet the people you would work with, and we share the offer and joining details in writing.',
    },
  ],
  applyHeading: 'How to apply',
  applyText:
    'Send your resume with a few lines about yourself and the role you are interested in. Developers: include links to code or live projects you worked on.',
  generalSubject: 'Application: Open application',
};
