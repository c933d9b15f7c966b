/**
 * Company identity: the one file a deployer edits. Defaults are deliberately fictional
 * (every address under example.com, phone numbers from a reserved range).
 */
export const site = {
  brand: 'Nirmaan Digital',
  legalName: 'Nirmaan Digital Solutions Pvt. Ltd.',
  shortDescription:
    'Web, mobile, ERP and e-commerce development with SEO and digital marketing, from Noida since November 2015.',
  foundingDate: '2015-11',
  foundedYear: 2015,
  registryLabel: 'CIN',
  registryNumber: 'U72900UP2015PTC000000',
  phone: { display: '+91 98100 00000', e164: '+919810000000' },
  whatsappUrl: 'https://wa.me/919810000000',
  salesEmail: 'sales@example.com',
  hrEmail: 'careers@example.com',
  address: {
    street: 'Tower B, 4th Floor, Example Business Park, Sector 62',
    locality: 'Noida',
    region: 'Uttar Pradesh',
    postalCode: '201309',
    country: 'IN',
    countryName: 'India',
  },
  blogUrl: 'https://blog.example.com/',
  social: {
    x: 'https://x.example.com/nirmaandigital',
    instagram: 'https://instagram.example.com/nirmaandigital',
    linkedin: 'https://linkedin.example.com/company/nirmaandigital',
    facebook: 'https://facebook.example.com/nirmaandigital',
  },
  profiles: {
    employerReviews: 'https://employer-reviews.example.com/nirmaan-digital',
    freelanceMarketplace: 'https://freelance.example.com/agencies/nirmaan-digital',
    freelanceSecondary: 'https://freelance-two.example.com/nirmaan-digital',
  },
  reviewsWidget: {
    /** Third-party reviews widget; loaded only when the visitor scrolls near it. */
    scriptUrl: 'https://reviews-widget.example.com/embed.js',
    profileUrl: 'https://reviews.example.com/nirmaan-digital',
  },
  products: {
    marketplace: { name: 'ServicePlex', url: 'https://serviceplex.example.com/' },
    realEstate: { name: 'PropertyShops', url: 'https://propertyshops.example.com/' },
    womenMarketplace: { name: 'Her Bazaar', slug: 'her-bazaar', url: 'https://herbazaar.example.com/' },
    directory: { name: 'LocalLens', url: 'https://locallens.example.com/' },
  },
} as const;

export type Site = typeof site;

/** A client's words about working with us, as they gave them (never written by us). */
export interface Testimonial {
  quote: string;
  name: string;
  role: string;
  company: string;
  /** Where the quote can be read in its original place, e.g. a review profile. */
  sourceUrl?: string;
}

/**
 * Client testimonials, shown on the home page. Empty until real clients give their words and
 * their permission to publish them; while empty, the home page shows no testimonials block.
 */
export const testimonials: readonly Testimonial[] = [];
