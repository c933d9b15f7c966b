/** Copy of the contact and quote pages (the forms themselves live in src/features/forms). */
import { site } from './site';

export interface ContactChannel {
  label: string;
  text: string;
  /** mailto:, tel: or an external URL; absent for plain text such as the address. */
  href?: string;
  external?: boolean;
}

const { address } = site;

export const contactChannels: readonly ContactChannel[] = [
  { label: 'Sales e-mail', text: site.salesEmail, href: `mailto:${site.salesEmail}` },
  { label: 'Phone', text: site.phone.display, href: `tel:${site.phone.e164}` },
  { label: 'WhatsApp', text: 'Chat on WhatsApp', href: site.whatsappUrl, external: true },
  {
    label: 'Office',
    text: `${site.legalName}, ${address.street}, ${address.locality}, ${address.region} ${address.postalCode}, ${address.countryName}`,
  },
];

/** The ways to write, call or message (not the address): the card beside the form of both pages. */
export const directChannels = contactChannels.filter((channel) => channel.href);

/** Under the card of direct channels. */
export const replyPromise = 'Call or message us on WhatsApp during Indian business hours. E-mail gets a reply within 1 working day.';

export const contactPage = {
  /** The page's name as the client gave it (CONTACT US), the hero's large line. */
  title: 'Contact Us',
  /** Over the title, in small capitals. */
  eyebrow: 'Start with a conversation',
  lead: `Planning a website, a mobile app, an ERP system or an SEO campaign? Tell us what you have in mind: our sales team reads every message and answers each one itself.`,
  formHeading: 'Send us a message',
  formIntro:
    'A few lines about your business and what you want to achieve are enough to start. We will ask for the details when we call you back.',
  directHeading: 'Talk to sales',
  nextHeading: 'After you write',
  nextSteps: [
    'Someone from our sales team reads your message and writes back to you personally.',
    'Where it helps, we set up a short call to understand your business and what you need.',
    'You get a clear next step: an answer, a written plan or an estimate of cost and time.',
  ],
  /** The card beside the title from 992 px: where to find us (the footer has it on phones). */
  officeHeading: 'Our office',
  directions: 'Get directions',
  /** Beside the home page's contact form. */
  channelsHeading: 'Reach us directly',
};

/** The office address, shown beside the contact page's title. */
export const officeAddress = contactChannels.find((channel) => !channel.href)?.text ?? '';

/** A map search for the office, opened in a new tab (no map is embedded: nothing loads from Google until asked). */
export const directionsUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(officeAddress)}`;

export const quotePage = {
  /** The page's name as the client gave it (TELL US ABOUT YOUR PROJECT), the hero's large line. */
  title: 'Tell us about your project',
  /** Over the title, in small capitals: the people who plan a project also build it. */
  eyebrow: 'Planned by the team that builds it',
  lead: 'Describe what you need built or grown, and we will come back with a free consultation and an estimated cost. It takes two minutes; no commitment.',
  formHeading: 'Your project details',
  formIntro:
    'Mention the kind of product (website, app, ERP, e-commerce store or marketing), the features that matter most, any deadline and a rough budget if you have one.',
  /**
   * The card beside the title from 992 px: how long the work usually takes and what it usually
   * costs (the stated business figures), which the estimate then makes exact. What happens next tells the steps.
   */
  timelinesHeading: 'Typical timelines and costs',
  timelines: [
    'A basic business website: 2-4 weeks',
    'Web design: 2-6 weeks, ₹15,000-1,00,000+',
    'A standard web or mobile app: 6-12 weeks',
    'Mobile apps: from ₹50,000',
    'SEO: first results in 3-6 months',
  ],
  nextHeading: 'What happens next',
  nextSteps: [
    'Our sales team reads your requirements and writes back, usually with a few questions.',
    'We talk through scope, priorities and timelines on a short call or over e-mail, whichever suits you.',
    'You receive an estimate with the cost, the milestones and the team who will build it.',
  ],
  directHeading: 'Rather talk to someone?',
} as const;
