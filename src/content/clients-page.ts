/**
 * The Clients page beyond its logos: the industries served and the proof beside them. Apart from
 * clients.ts, which the home page loads, so that its icons stay out of the home page's code.
 */
import { Building2, Factory, GraduationCap, Landmark, Plane, ShoppingBag, Stethoscope, UtensilsCrossed } from 'lucide-react';
import { pictogram } from './marks';
import type { Mark } from './types';

export interface Industry {
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
    { name: 'Manufacturing', text: 'Inventory and production ERP, dealer ordering portals, apps for field sales teams.', mark: pictogram(Factory, 'Manufacturing') },
    { name: 'Healthcare', text: 'Appointment apps for clinics, diagnostics websites, local SEO for practices.', mark: pictogram(Stethoscope, 'Healthcare') },
    { name: 'Real estate', text: 'Listing portals, project microsites for builders, rental management.', mark: pictogram(Building2, 'Real estate') },
    { name: 'Education', text: 'Fee and attendance ERP for schools, portals for coaching institutes.', mark: pictogram(GraduationCap, 'Education') },
    { name: 'Retail and e-commerce', text: 'Online stores, B2B wholesale portals and multi-vendor marketplaces.', mark: pictogram(ShoppingBag, 'Retail and e-commerce') },
    { name: 'Food and hospitality', text: 'Table-side ordering for restaurants, menus that take payment online.', mark: pictogram(UtensilsCrossed, 'Food and hospitality') },
    { name: 'Travel and logistics', text: 'Holiday package booking, fleet tracking for drivers and dispatchers.', mark: pictogram(Plane, 'Travel and logistics') },
    { name: 'Finance and professional services', text: 'Websites and apps for accountants and company secretaries, recruitment trackers.', mark: pictogram(Landmark, 'Finance and professional services') },
  ] satisfies Industry[],
};

/** The proof beside the industries: what the studio has done, and where to read the results. */
export const clientsProof = {
  figure: '200+',
  figureLabel: 'projects delivered since November 2015',
  rating: '5 star',
  ratingLabel: 'client rating, as a top rated agency on a freelance marketplace',
  ratingLink: 'See the profile',
  caseStudiesHeading: 'The results, in figures',
  caseStudiesText: 'Our SEO case studies show what changed for a gastroenterology practice, a spine-care clinic and a recruitment consultancy: before and after, including what did not improve.',
  caseStudiesCta: 'Read the case studies',
};
