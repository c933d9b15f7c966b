/** The What We Do page: the four core offerings, each leading to its service page. */
import { ChartColumn, Store } from 'lucide-react';
import { siAndroid, siApple, siGooglesearchconsole, siPagespeedinsights, siWoocommerce, siWordpress } from 'simple-icons';
import { closeCutsSide, serviceArt, serviceCloseArt } from '@/content/services/shared';
import type { ServiceSlug } from '@/content/services/slugs';
import { brand, pictogram } from './marks';
import type { ImageAsset, Mark, TitledText } from './types';

interface Offering {
  /** The service page its Know More link opens. */
  slug: ServiceSlug;
  title: string;
  text: string;
  points: readonly string[];
  image: ImageAsset;
  /** What a phone shows of it: the close view of the same screen, its words large enough to read. */
  closeImage: ImageAsset;
  /** The close view cuts the screen at its right side (a window), not only at its foot (a phone). */
  closeCutsSide: boolean;
  /** Platforms and tools the offering is built or run with, as its text and service page name them. */
  tools?: readonly Mark[];
}

/** A service page's intro picture and its close view (tools/screens/jobs.mjs writes both). */
const pictures = (slug: ServiceSlug, alt: string): { image: ImageAsset; closeImage: ImageAsset; closeCutsSide: boolean } => ({
  image: serviceArt(slug, alt),
  closeImage: serviceCloseArt(slug, alt),
  closeCutsSide: closeCutsSide(slug),
});

interface WhatWeDoContent {
  /** Over the page's title. */
  eyebrow: string;
  lead: string;
  /** The card beside the title: the offerings, each a link to its band below. */
  indexHeading: string;
  offeringsHeading: string;
  offerings: readonly Offering[];
  toolsLabel: string;
  processHeading: string;
  processIntro: string;
  process: readonly TitledText[];
}

export const whatWeDo: WhatWeDoContent = {
  eyebrow: 'Software and digital marketing',
  lead: 'Four kinds of work make up most of what we do: online stores, business systems, company websites and the search visibility that brings customers to all of them.',
  indexHeading: 'Four core offerings',
  offeringsHeading: 'Our core offerings',
  toolsLabel: 'Platforms and tools',
  offerings: [
    {
      slug: 'e-commerce-application',
      title: 'E-commerce applications',
      text: 'B2B and B2C stores with Android and iOS apps, built on Magento, WordPress commerce or custom code, and ready for Indian payments and delivery.',
      points: [
        'Product, customer and order management',
        'Payment gateway with prepaid and cash on delivery',
        'SMS and transactional e-mail at every order step',
      ],
      ...pictures('e-commerce-application', 'An online store’s back office listing the day’s retail and business orders with payment and status, and the SMS and e-mails sent for one order'),
      // simple-icons carries no Magento logo: a shop pictogram stands in, named Magento.
      tools: [pictogram(Store, 'Magento'), brand(siWoocommerce), brand(siAndroid), brand(siApple, 'iOS')],
    },
    {
      slug: 'intranet-applications',
      title: 'ERP and intranet applications',
      text: 'Private systems for your own team: ERP modules, staff portals and intranets that bring branches, stock, orders and documents into one secure login.',
      points: [
        'Role-based access from directors to delivery staff',
        'Inventory, orders, CRM and warehouse in one place',
        'Integrations with the tools you already use',
      ],
      ...pictures('intranet-applications', 'An intranet on a phone showing a purchase request’s approval chain, beside a circular’s read count and the document library'),
    },
    {
      slug: 'business-website',
      title: 'Business websites',
      text: 'A fast, mobile-friendly company website of four to five pages that explains what you do and turns visitors into calls and enquiries.',
      points: [
        'Delivered in 2\u20134 weeks once content is ready',
        'Contact forms, maps and WhatsApp built in',
        'Set up for search engines from day one',
      ],
      ...pictures('business-website', 'A company website’s contact page on a phone, with the enquiry e-mail it sends and the page as it shows in search results'),
      tools: [brand(siWordpress)],
    },
    {
      slug: 'search-engine-optimization',
      title: 'Search engine optimisation (SEO)',
      text: 'Technical fixes, content and local listings that lift your rankings over months, with plain-language reports on what changed and why.',
      points: [
        'Site audits, speed and structured data',
        'Keyword research and content planning',
        'Steady results, typically in 3\u20136 months',
      ],
      ...pictures('search-engine-optimization', 'A sample technical SEO audit: the site health score, page speed and the fixes made'),
      tools: [brand(siGooglesearchconsole, 'Search Console'), brand(siPagespeedinsights), pictogram(ChartColumn, 'Web analytics')],
    },
  ],
  processHeading: 'How an engagement runs',
  processIntro: 'Whatever we build, the work follows the same four steps, so you always know what happens next.',
  process: [
    { title: 'Discovery', text: 'A call to understand your business, your customers and what the project must achieve.' },
    { title: 'Plan and estimate', text: 'A written scope, timeline and cost, with milestones you can hold us to.' },
    { title: 'Build and review', text: 'We build in stages and show working versions early, so feedback shapes the result.' },
    { title: 'Launch and support', text: 'We go live, train your team and stay on hand for fixes, updates and growth.' },
  ],
};
