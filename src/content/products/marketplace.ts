import { paths } from '@/config/paths';
import { site } from '@/content/site';
import { productArt, productHero } from './art';
import type { ProductRecord } from './types';

const { name, url } = site.products.marketplace;

export const marketplace: ProductRecord = {
  id: 'marketplace',
  name,
  url,
  path: paths.marketplace,
  kind: 'Freelance marketplace · India',
  tagline: 'Hire and get hired across India with no commission, no bidding and no subscription.',
  title: `${name}: Freelance Marketplace, No Commission`,
  description: `${name} connects Indian businesses and freelancers: no commission, no bidding, one account for both roles and credits instead of subscriptions.`,
  keywords: ['freelance marketplace India', 'commission-free freelancing', 'hire freelancers India', 'no bidding marketplace', name],
  schema: { type: 'SoftwareApplication', category: 'BusinessApplication' },
  hero: productHero('marketplace'),
  about: {
    heading: `About ${name}`,
    paragraphs: [
      `${name} is a marketplace we built and run for India’s freelancers and the businesses that hire them. It drops the two things both sides dislike about most platforms: a commission taken from every payment, and bidding wars that reward the cheapest quote rather than the best fit.`,
      'Members buy credits and spend them only when they open a profile or a project that interests them. There is no subscription to keep paying in a quiet month, and freelancers keep 100% of what they earn.',
    ],
    image: productArt('marketplace', 'A freelancer profile card and a project card linked by an arrow, with a zero per cent commission badge'),
  },
  problems: {
    heading: 'Problems it solves',
    items: [
      { title: 'Commission on every payment', text: 'Freelancers keep 100% of their earnings. The platform takes no cut of project fees.' },
      { title: 'Race-to-the-bottom bidding', text: 'There is no bidding. Businesses approach the people they want; freelancers choose the projects that suit them.' },
      { title: 'Subscriptions paid in quiet months', text: 'Credits are bought when needed and spent on viewing profiles or projects. Nothing renews every month.' },
      { title: 'Separate accounts for separate roles', text: 'One account holds both roles, so a freelancer who also hires help never needs a second login.' },
      { title: 'Projects too big for one person', text: 'Freelancers can form micro-teams and take on work that needs a designer, a developer and a marketer together.' },
    ],
  },
  categories: {
    heading: 'Popular categories',
    items: [
      'Custom web apps',
      'E-commerce',
      'Business websites',
      'Web and print design',
      'Logo and branding',
      'Android apps',
      'Brand identity and marketing',
      'SEO',
      'Social media marketing',
      'Google and Meta style ads',
    ],
  },
  offers: {
    heading: 'What it offers',
    audiences: [
      {
        heading: 'For freelancers',
        items: [
          { title: 'Keep 100% of earnings', text: 'No commission is deducted from what clients pay you.' },
          { title: 'No bidding', text: 'Show your work on your profile and pick the projects you want, instead of undercutting others.' },
          { title: 'Pay only to look', text: 'Spend credits on the project details you actually want to see; no monthly plan.' },
          { title: 'Micro-teams', text: 'Team up with other freelancers to deliver larger projects together.' },
        ],
      },
      {
        heading: 'For businesses',
        items: [
          { title: 'Direct contact', text: 'Open the profiles that fit and talk to freelancers directly, without running an auction.' },
          { title: 'Credits, not subscriptions', text: 'Buy credits once and use them whenever you are hiring.' },
          { title: 'Whole teams', text: 'Hire a micro-team when a project needs more than one skill.' },
          { title: 'One account for both roles', text: 'Hire for your own projects and take on work from others from the same login.' },
        ],
      },
    ],
  },
  howItWorks: {
    heading: 'How it works',
    tracks: [
      {
        heading: 'Four steps from sign-up to a signed project',
        steps: [
          { title: 'Create one account', text: 'Sign up once and use it as a freelancer, as a business, or as both.' },
          { title: 'Buy credits', text: 'Top up credits whenever you need them; they do not expire with a billing cycle.' },
          { title: 'Open profiles or projects', text: 'Spend a credit to see the full details of a profile or a project that interests you.' },
          { title: 'Agree and start', text: 'Agree scope and fee directly. With no commission, the freelancer keeps the full fee.' },
        ],
      },
    ],
  },
  faqs: [
    { question: `Does ${name} take a commission?`, answer: 'No. Freelancers keep 100% of their earnings; the platform is paid only through the credits members buy.' },
    { question: 'How do credits work?', answer: 'You buy credits and spend them to view a freelancer’s profile or a project’s details. There is no subscription, so you pay only when you are actively hiring or looking for work.' },
    { question: 'Can I be a freelancer and a business at the same time?', answer: 'Yes. One account holds both roles, so you can take on projects and hire help without switching logins.' },
    { question: 'What is a micro-team?', answer: 'A small group of freelancers who join forces on one project, for example a designer, a developer and an SEO specialist building and launching a website together.' },
  ],
};
