/**
 * The Clients page's copy beyond the logos: its intro, the industries served and the proof beside
 * them. Apart from clients.ts, which the home page loads too, so none of it weighs on the home page.
 */
import { Factory, GraduationCap, House, Landmark, Plane, ShoppingBag, Stethoscope, UtensilsCrossed } from 'lucide-react';
import type { Mark } from './types';

// Marks written out rather than built with marks.ts: importing it here would split a brand logo
// out of the chunk it shares with marks.ts, and the entry script would list one more file.
const mark = (icon: Mark['icon'], title: string): Mark => ({ icon, title });

export const clientsIntro = {
  /** The page's name as the client gave it (CLIENTS), the hero's large line. */
  title: 'Clients',
  /** Over the title, in small capitals. */
  eyebrow: 'Who we work with',
  lead: 'Manufacturers, clinics, retailers, schools and service firms in India and abroad who trust us with their websites, applications and search visibility.',
  gridHeading: 'Some of the businesses we work with',
  intro: 'A steel works, a textile house and an agro business, a diagnostics lab and a freight company, shops, schools and a fintech: twelve of the businesses we design, build and market for.',
  note: 'Select a logo to visit the client\u2019s website; it opens in a new tab.',
};

interface Industry {
  name: string;
  /** What we build for businesses of this kind, from the portfolio. */
  text: string;
  mark: Mark;
}

/** The trades our clients work in, each with the kind of work the portfolio shows for it. */
export const clientIndustries = {
  heading: 'Industries we serve',
  intro: 'Most of our work is for businesses in eight trades. We learn how each one runs before we write a line of code, and bring what we learned to the next client in it.',
  items: [
    { name: 'Manufacturing', text: 'Inventory and production ERP, dealer ordering portals, apps for field sales teams.', mark: mark(Factory, 'Manufacturing') },
    { name: 'Healthcare', text: 'Appointment apps for clinics, diagnostics websites, local SEO for practices.', mark: mark(Stethoscope, 'Healthcare') },
    { name: 'Real estate', text: 'Listing portals, project microsites for builders, rental management.', mark: mark(House, 'Real estate') },
    { name: 'Education', text: 'Fee and attendance ERP for schools, portals for coaching institutes.', mark: mark(GraduationCap, 'Education') },
    { name: 'Retail and e-commerce', text: 'Online stores, B2B wholesale portals and multi-vendor marketplaces.', mark: mark(ShoppingBag, 'Retail and e-commerce') },
    { name: 'Food and hospitality', text: 'Table-side ordering for restaurants, menus that take payment online.', mark: mark(UtensilsCrossed, 'Food and hospitality') },
    { name: 'Travel and logistics', text: 'Holiday package booking, fleet tracking for drivers and dispatchers.', mark: mark(Plane, 'Travel and logistics') },
    { name: 'Finance and professional services', text: 'Websites and apps for accountants and company secretaries, recruitment trackers.', mark: mark(Landmark, 'Finance and professional services') },
  ] satisfies Industry[],
};

/**
 * The proof beside the page's title: results two clients got, each a headline figure of its SEO
 * case study (named as the case studies' results: those clients are not among the logos below) (read from the study's record, so the page never says a figure the study does not),
 * and the way to the studies. The studio's own record (200+ projects, the rating) is the home and
 * About pages' to say; here the clients' results speak.
 */
export const clientsProof = {
  /** The hero card's heading, over the figures. */
  heading: 'Results from our SEO case studies',
  /** Each figure: a study's page URL and the headline of it, by its label in the study's record. */
  figures: [
    { study: 'talentedge', headline: 'impressions' },
    { study: 'cvgastro', headline: 'page speed score' },
  ],
  caseStudiesCta: 'Read the Case Studies',
};
