/**
 * Portfolio entries in list order (the order of the portfolio page, the carousel and Prev/Next).
 * `description` may hold simple HTML (p, ul, li, strong); listings strip it. Add an entry here and
 * its screen under tools/screens/portfolio/ (tools/screens/generate.mjs renders the pictures).
 */
import type { PortfolioCategory } from './portfolio-categories';
import type { ImageAsset } from './types';

export interface PortfolioEntry {
  /** URL segment of /portfolio/{slug}: lower case, digits and hyphens. */
  slug: string;
  title: string;
  /** May contain HTML; stripped for cards and the meta description. */
  description: string;
  image: ImageAsset;
  /** The live site or store listing, opened by Go to Site; absent for private systems. */
  url?: string;
  categories: readonly PortfolioCategory[];
  /** What the client needed, in one or two sentences (the detail page's Challenge). */
  challenge: string;
  /** What the client has now, from the facts of the description: no figures we cannot show. */
  result: string;
}

/** The device a project's picture is framed in; tools/screens/generate.mjs frames each screen by this rule. */
export type PortfolioFrame = 'phone' | 'laptop' | 'browser';

export function portfolioFrame(categories: readonly string[]): PortfolioFrame {
  if (categories.includes('ANDROID NATIVE APP') || categories.includes('PWA')) return 'phone';
  if (categories.includes('ERP') || categories.includes('CUSTOM APPLICATION')) return 'laptop';
  return 'browser';
}

const shot = (slug: string, alt: string): ImageAsset => ({
  src: `/images/portfolio/${slug}.webp`,
  alt,
  width: 960,
  height: 720,
  widths: [480, 720],
});

export const portfolio: readonly PortfolioEntry[] = [
  {
    slug: 'cs-by-kp-app',
    title: 'CS by KP App',
    description:
      '<p>A native Android app for a company secretary practice. Clients see every statutory deadline for their companies, upload board resolutions and registers from the phone camera, and get reminders before ROC filing dates.</p><p>A Laravel back office lets the practice assign filings to staff, track document status and send notices to all clients of a given type at once.</p>',
    image: shot('cs-by-kp-app', 'CS by KP app on an Android phone: a client company’s ROC deadlines (AOC-4 due in 3 days, MGT-7, two filed), a Scan document button, a reminder notification and a board resolution uploaded from the camera'),
    url: 'https://csbykp.example.com/',
    categories: ['ANDROID NATIVE APP', 'LARAVEL'],
    challenge: 'A company secretary practice needed every client to see their companies’ statutory deadlines and send documents on time.',
    result: 'Clients see their deadlines on the phone, send board resolutions and registers from the camera and are reminded before ROC filing dates; staff share the work from one back office.',
  },
  {
    slug: 'ca-website',
    title: 'CA Website',
    description:
      '<p>An informative website for a chartered accountancy firm: services for audit, GST, income tax and company formation, partner profiles, a tax calendar and an enquiry form that routes each request to the right partner.</p><p>Built on WordPress so the firm publishes its own budget notes and circulars without a developer.</p>',
    image: shot('ca-website', 'CA Website in a browser: the firm’s home page with an enquiry button and October’s tax calendar of TDS, GSTR-1, GSTR-3B and income tax return due dates'),
    url: 'https://ca-firm.example.com/',
    categories: ['INFORMATIVE WEBSITE', 'WORDPRESS'],
    challenge: 'A chartered accountancy firm needed one place to explain its audit, GST, income tax and company-formation services, and to get each enquiry to the right partner.',
    result: 'Each enquiry reaches the right partner, and the firm publishes its own budget notes and circulars without waiting for a developer.',
  },
  {
    slug: 'infor-sx-erp-web-application-and-reporting',
    title: 'Infor SX ERP Web Application and Reporting',
    description:
      '<p>A web application and reporting layer over a distributor’s Infor SX ERP. Branches, sales and accounts work from one browser-based screen set instead of green-screen terminals, and management reports are generated from live ERP data.</p><p>Access is role based, with views and permissions for each of the client’s roles:</p><ul><li>Super Administrator</li><li>Corporate Top Level</li><li>Regional Managers</li><li>Branch Managers</li><li>Managers</li><li>Accounts</li><li>Sales Reps inside/outside</li><li>Delivery Person</li><li>General Staff</li></ul>',
    image: shot('infor-sx-erp-web-application-and-reporting', 'Infor SX ERP reporting on a laptop: sales by branch for a regional manager, a bar chart of this year against last, a branch table with totals and the nine roles with their user counts'),
    categories: ['ERP', 'LARAVEL', 'CUSTOM APPLICATION'],
    challenge: 'A distributor’s branches, sales and accounts teams worked in green-screen terminals of its Infor SX ERP, and management needed reports from live ERP data.',
    result: 'Every role, from Super Administrator to delivery staff, works in the browser with its own views and permissions, and management reports come from live ERP data.',
  },
  {
    slug: 'fitpass-network',
    title: 'Fitpass Network',
    description:
      '<p>A progressive web app for a network of partner gyms and studios. Members buy one pass, find a nearby studio on the map, book a class and check in with a QR code at the front desk.</p><p>The React front end installs to the home screen and keeps bookings available offline; a Laravel API settles visits with each partner.</p>',
    image: shot('fitpass-network', 'Fitpass Network app on a phone: the member’s pass with a check-in QR code and the next yoga class, beside a map of partner studios nearby with their distances'),
    url: 'https://fitpass-network.example.com/',
    categories: ['PWA', 'REACT JS', 'LARAVEL'],
    challenge: 'A network of partner gyms and studios needed one pass that members could use anywhere in the network, with each visit settled with the right partner.',
    result: 'Members find a studio on the map, book a class and check in with a QR code, from an app that installs to the home screen and keeps bookings offline.',
  },
  {
    slug: 'leads-database',
    title: 'Leads Database',
    description:
      '<p>An internal leads database for a sales team. Leads arrive from web forms, spreadsheets and manual entry, duplicates are merged by phone and e-mail, and each lead moves through stages with a follow-up date and an owner.</p><p>Written in core PHP to run on the client’s existing shared hosting, with CSV export for the accounts team.</p>',
    image: shot('leads-database', 'Leads Database on a laptop: a list of leads with source, stage and follow-up date, and one lead open with its stage, next follow-up, owner and two merged duplicates'),
    categories: ['CORE PHP', 'CUSTOM APPLICATION'],
    challenge: 'A sales team received leads from web forms, spreadsheets and manual entry, and needed each one de-duplicated, owned and followed up.',
    result: 'Each lead has one record, an owner, a stage and a follow-up date, on the hosting the client already had, and the accounts team exports what it needs as CSV.',
  },
  {
    slug: 'noida-homes-listing',
    title: 'Noida Homes Listing Portal',
    description:
      '<p>A property portal for Noida and Greater Noida: apartments, villas and commercial spaces with area, beds, bathrooms and photo galleries, filters by sector and budget, and enquiries that go straight to the listing agent.</p><p>Laravel API with a React search interface that keeps filters in the address bar so searches can be shared.</p>',
    image: shot('noida-homes-listing', 'Noida Homes listing portal in a browser: sector, budget and bedroom filters in the address bar, 3 BHK listings with price, area, beds and baths, and price pins on a map'),
    url: 'https://noida-homes.example.com/',
    categories: ['REAL ESTATE', 'LARAVEL', 'REACT JS'],
    challenge: 'Buyers and tenants in Noida and Greater Noida needed to compare apartments, villas and commercial spaces by sector and budget, and reach the right agent.',
    result: 'Searches filter by sector and budget and can be shared as a link, and every enquiry goes straight to the listing agent.',
  },
  {
    slug: 'spice-route-store',
    title: 'Spice Route Online Store',
    description:
      '<p>A WooCommerce store for a family spice business: products by weight, combo packs, prepaid payments and cash on delivery, pin-code based shipping charges and order updates by SMS and e-mail.</p><p>The owners add products, run festival offers and print shipping labels from the WordPress dashboard.</p>',
    image: shot('spice-route-store', 'Spice Route online store in a browser: Kashmiri chilli powder with 100, 250 and 500 g options, the price, a combo pack offer, a pin-code delivery check with cash on delivery and Add to cart'),
    url: 'https://spice-route.example.com/',
    categories: ['E-COMMERCE', 'WORDPRESS'],
    challenge: 'A family spice business wanted to sell online by weight and in combo packs, with cash on delivery and shipping charges by pin code.',
    result: 'The owners add products, run festival offers and print shipping labels themselves, and customers get order updates by SMS and e-mail.',
  },
  {
    slug: 'school-fee-erp',
    title: 'School Fee and Attendance ERP',
    description:
      '<p>A school ERP covering admissions, fee structures with instalments and concessions, receipts, daily attendance and report cards. Parents receive fee reminders and attendance alerts; teachers mark attendance from a phone browser.</p><p>Built on CakePHP with separate roles for the principal, accountant, class teachers and office staff.</p>',
    image: shot('school-fee-erp', 'School Fee ERP on a laptop in the accountant’s role: a student’s fee ledger by quarterly instalment with concession and receipts, a receipt stamped paid and the month’s attendance'),
    categories: ['ERP', 'CAKE PHP'],
    challenge: 'A school needed admissions, fee instalments and concessions, receipts, attendance and report cards in one system, with a role for each member of staff.',
    result: 'The principal, accountant, class teachers and office staff each work in their own role; parents get fee reminders and attendance alerts, and teachers mark attendance from a phone.',
  },
  {
    slug: 'clinic-appointments-app',
    title: 'Clinic Appointments App',
    description:
      '<p>A native Android app for a multi-doctor clinic. Patients pick a doctor and a free slot, receive a token number and see how many patients are ahead of them; reception manages the queue from a core PHP admin panel.</p><p>Prescriptions and lab reports are shared to the patient’s app as PDFs.</p>',
    image: shot('clinic-appointments-app', 'Clinic appointments app on an Android phone: a general physician’s free and booked slots for the day, beside the patient’s token 14 with 3 patients ahead and a prescription shared as a PDF'),
    url: 'https://clinic-appointments.example.com/',
    categories: ['ANDROID NATIVE APP', 'CORE PHP'],
    challenge: 'A multi-doctor clinic wanted patients to book a slot and know their place in the queue, and reception to manage that queue from one panel.',
    result: 'Patients pick a doctor and a free slot, get a token number and see how many patients are ahead; prescriptions and lab reports arrive in the app as PDFs.',
  },
  {
    slug: 'garment-b2b-portal',
    title: 'Garment Wholesale B2B Portal',
    description:
      '<p>A B2B ordering portal for a garment wholesaler. Approved retailers see their own price list, order by size set and colour, and track dispatches; the sales team approves new buyers and credit limits.</p><p>CakePHP application with GST invoices generated for every dispatch.</p>',
    image: shot('garment-b2b-portal', 'Garment B2B portal in a browser: an order grid of sizes by colour for one kurta style at the retailer’s price, the credit limit in use, recent orders and the last dispatch with its GST invoice'),
    url: 'https://garment-wholesale.example.com/',
    categories: ['E-COMMERCE', 'CAKE PHP'],
    challenge: 'A garment wholesaler needed approved retailers to order by size set and colour from their own price lists, with credit limits under the sales team’s control.',
    result: 'Retailers order from their own price list and track dispatches, the sales team approves buyers and credit limits, and every dispatch gets a GST invoice.',
  },
  {
    slug: 'logistics-tracking-pwa',
    title: 'Fleet Tracking PWA',
    description:
      '<p>A progressive web app for a transport company’s drivers and dispatchers. Drivers start trips, upload proof of delivery photos and report delays from the phone, even on patchy networks; dispatchers follow each vehicle on a live map.</p><p>React front end with background sync, so nothing entered on the road is lost.</p>',
    image: shot('logistics-tracking-pwa', 'Fleet tracking app on a phone: a trip’s route on a map with two stops delivered, the next one and a proof of delivery button, beside the dispatcher’s live list of vehicles'),
    url: 'https://fleet-tracking.example.com/',
    categories: ['PWA', 'REACT JS'],
    challenge: 'A transport company needed drivers to report trips, deliveries and delays from the road, often on patchy networks, and dispatchers to see every vehicle.',
    result: 'Drivers record trips, delivery photos and delays from the phone, background sync keeps everything they enter, and dispatchers follow each vehicle on a live map.',
  },
  {
    slug: 'interior-studio-website',
    title: 'Interior Design Studio Website',
    description:
      '<p>A portfolio-led website for an interior design studio: project galleries by room type, a before and after slider, the studio’s process in four steps and a consultation request form.</p><p>WordPress with a custom theme tuned for large photographs that still load quickly on mobile data.</p>',
    image: shot('interior-studio-website', 'Interior studio website in a browser: a living room before and after its redesign, split by a slider, room-type tabs and the studio’s four steps'),
    url: 'https://interior-studio.example.com/',
    categories: ['INFORMATIVE WEBSITE', 'WORDPRESS'],
    challenge: 'An interior design studio sells on its photographs, and large photographs load slowly on mobile data.',
    result: 'Galleries by room type, a before and after slider, the studio’s process and a consultation form, on a theme tuned so large photographs still load quickly on mobile data.',
  },
  {
    slug: 'builder-project-microsite',
    title: 'Residential Project Microsite',
    description:
      '<p>A microsite for a builder’s residential project: floor plans for each tower, amenities, location map, construction updates and a site-visit booking form that sends leads to the sales office.</p><p>Hand-written core PHP and lightweight pages, so the site stays fast during launch campaigns.</p>',
    image: shot('builder-project-microsite', 'Residential project microsite in a browser: a 3 BHK floor plan with room sizes, amenities, construction progress by tower and a site-visit booking form'),
    url: 'https://residency-project.example.com/',
    categories: ['REAL ESTATE', 'INFORMATIVE WEBSITE', 'CORE PHP'],
    challenge: 'A builder launching a residential project needed a site that stays fast during launch campaigns and turns visits into site-visit bookings.',
    result: 'Floor plans for each tower, amenities, the location and construction updates on lightweight pages, with site-visit bookings sent to the sales office.',
  },
  {
    slug: 'hr-recruitment-tracker',
    title: 'Recruitment Tracker',
    description:
      '<p>A hiring tracker for a placement agency. Openings from client companies, candidate CVs, interview rounds and offer status sit in one place, and recruiters see their pipeline for the week at a glance.</p><p>Laravel application with CV parsing into searchable skills and notice periods.</p>',
    image: shot('hr-recruitment-tracker', 'Recruitment tracker on a laptop: one opening’s candidates by ID in columns from screening to offer, with skills and notice periods, one card being moved to the next round'),
    categories: ['CUSTOM APPLICATION', 'LARAVEL'],
    challenge: 'A placement agency needed client openings, candidate CVs, interview rounds and offer status in one place.',
    result: 'Recruiters see their pipeline for the week at a glance, and CVs become searchable skills and notice periods.',
  },
  {
    slug: 'restaurant-ordering-pwa',
    title: 'Restaurant QR Ordering PWA',
    description:
      '<p>Table-side ordering for a restaurant group: guests scan the QR code on the table, browse the menu with photos, order and pay online, and the kitchen display shows each order as it arrives.</p><p>A React PWA that opens instantly without an app-store download.</p>',
    image: shot('restaurant-ordering-pwa', 'Restaurant ordering app on a phone, opened from the table’s QR code: starters with veg marks and prices and a basket of 3 items, beside the kitchen display’s ticket for the table'),
    url: 'https://table-order.example.com/',
    categories: ['PWA', 'E-COMMERCE', 'REACT JS'],
    challenge: 'A restaurant group wanted guests to order and pay at the table without waiting for staff or downloading an app.',
    result: 'Guests scan the table’s QR code, order and pay from a menu with photos, and the kitchen display shows each order as it arrives.',
  },
  {
    slug: 'ngo-donation-website',
    title: 'NGO Donation Website',
    description:
      '<p>A website for a non-profit working in rural education: programme stories, volunteer sign-up, online donations with instant receipts for tax exemption, and an annual report archive.</p><p>WordPress, so the NGO’s own team publishes field updates every week.</p>',
    image: shot('ngo-donation-website', 'Non-profit website in a browser: an appeal with its goal meter, amounts to give and an instant 80G receipt, field stories and a volunteer sign-up'),
    url: 'https://rural-education-trust.example.com/',
    categories: ['WORDPRESS', 'INFORMATIVE WEBSITE'],
    challenge: 'A non-profit working in rural education needed online donations with receipts for tax exemption, and a site its own team could keep current.',
    result: 'Donors get instant receipts, volunteers sign up online, and the NGO’s team publishes field updates every week itself.',
  },
  {
    slug: 'field-sales-android-app',
    title: 'Field Sales Android App',
    description:
      '<p>A native Android app for a distributor’s field sales force. Reps see their beat plan, record shop visits with location, take orders against live stock and collect payments; orders flow into the company’s ERP.</p><p>Works offline in markets with weak coverage and syncs when the phone is back online.</p>',
    image: shot('field-sales-android-app', 'Field sales app on an Android phone: today’s beat of shops with orders and collections while offline, beside the day’s totals and an order taken against live stock'),
    categories: ['ANDROID NATIVE APP', 'ERP'],
    challenge: 'A distributor’s field sales force needed to take orders against live stock in markets with weak mobile coverage.',
    result: 'Reps follow their beat plan, record shop visits, take orders and collect payments offline; orders flow into the company’s ERP when the phone is back online.',
  },
  {
    slug: 'property-rental-manager',
    title: 'Property Rental Manager',
    description:
      '<p>A rental management system for a firm that manages flats and shops for owners: tenants, lease terms, rent due dates, maintenance requests and monthly statements for each owner.</p><p>CakePHP application with rent reminders by SMS and e-mail.</p>',
    image: shot('property-rental-manager', 'Property rental manager on a laptop: a rent ledger of an owner’s flats and shops by month (paid, due, late), the owner’s October statement and a repair request'),
    url: 'https://rental-manager.example.com/',
    categories: ['REAL ESTATE', 'CAKE PHP', 'CUSTOM APPLICATION'],
    challenge: 'A firm that manages flats and shops for owners needed tenants, leases, rent, maintenance and owner statements in one place.',
    result: 'Lease terms, rent due dates and maintenance requests are tracked in one system, tenants get rent reminders by SMS and e-mail, and each owner gets a monthly statement.',
  },
  {
    slug: 'coaching-institute-portal',
    title: 'Coaching Institute Portal',
    description:
      '<p>A website and student portal for a coaching institute: course pages and batch timings for visitors, and for enrolled students their timetable, study material downloads and test results.</p><p>Core PHP on the institute’s existing hosting, with an admin screen for uploading results by batch.</p>',
    image: shot('coaching-institute-portal', 'Coaching institute portal in a browser: a student’s weekly timetable by subject, the latest test results and study material to download'),
    url: 'https://coaching-institute.example.com/',
    categories: ['CORE PHP', 'INFORMATIVE WEBSITE'],
    challenge: 'A coaching institute needed a site for prospective students and a place where enrolled students find their timetable, material and results.',
    result: 'Visitors see courses and batch timings; students sign in for their timetable, study material and test results, which staff upload by batch.',
  },
  {
    slug: 'handicraft-marketplace',
    title: 'Handicraft Marketplace',
    description:
      '<p>A multi-vendor marketplace for artisans: sellers register with their documents, list products with variants and stock, and receive payouts after delivery; buyers filter by craft, region and price.</p><p>Laravel with a seller panel, order splitting by vendor and commission reports.</p>',
    image: shot('handicraft-marketplace', 'Handicraft marketplace in a browser: filters by craft, region and price beside handmade products, each with its seller and price'),
    url: 'https://handicraft-bazaar.example.com/',
    categories: ['E-COMMERCE', 'LARAVEL'],
    challenge: 'Artisans needed a shared marketplace where each could sell, and be paid for, their own products.',
    result: 'Sellers register and list products with variants and stock, orders are split by vendor, payouts follow delivery, and buyers filter by craft, region and price.',
  },
  {
    slug: 'manufacturing-inventory-erp',
    title: 'Manufacturing Inventory ERP',
    description:
      '<p>An inventory and production ERP for a component manufacturer: raw material receipts, bills of materials, production orders, finished goods stock across warehouses, and dispatch against customer orders.</p><p>Laravel API with a React interface; low-stock alerts and a daily summary go to the plant head.</p>',
    image: shot('manufacturing-inventory-erp', 'Manufacturing inventory ERP on a laptop, in a dark theme: stock by item and bin with reorder levels, two items flagged for reorder, and a production order’s components'),
    categories: ['ERP', 'LARAVEL', 'REACT JS'],
    challenge: 'A component manufacturer needed raw materials, production and finished goods across its warehouses tracked in one system.',
    result: 'Receipts, bills of materials, production orders and dispatches run in one ERP, with low-stock alerts and a daily summary for the plant head.',
  },
  {
    slug: 'travel-agency-booking',
    title: 'Travel Agency Booking Site',
    description:
      '<p>A website for a travel agency selling holiday packages: itineraries day by day, departure dates with seats left, part payment online and a traveller document checklist after booking.</p><p>WordPress with a custom booking plugin the agency’s staff manage themselves.</p>',
    image: shot('travel-agency-booking', 'Travel agency booking site in a browser: a Spiti Valley trip’s itinerary day by day beside departure dates with seats left, the price and a 25% part payment'),
    url: 'https://holiday-trails.example.com/',
    categories: ['WORDPRESS', 'E-COMMERCE'],
    challenge: 'A travel agency needed to sell holiday packages online, with seat availability and part payment, in a site its staff could manage themselves.',
    result: 'Travellers read day-by-day itineraries, see seats left on each departure, pay part online and get a document checklist after booking.',
  },
];

/** Copy of the portfolio list and detail pages. */
export const portfolioPage = {
  title: 'Portfolio',
  eyebrow: 'Our work',
  lead: 'Applications, ERP systems, online stores, websites and mobile apps we have designed and built. Choose a technology to narrow the list.',
  filterLabel: 'Filter projects by category',
  /** The projects pictured in the hero (an ERP on a laptop, an app on a phone, a store in a browser). */
  collage: ['infor-sx-erp-web-application-and-reporting', 'fitpass-network', 'spice-route-store'],
  /**
   * The last cell of the grid: it takes what is left of the last row, so no row ends in a hole. It
   * leads to the results behind the work; the footer's banner right after it asks for the quote.
   */
  next: {
    heading: 'The results behind the work',
    text: 'Our SEO case studies give the figures before and after: organic traffic up 245% for a spine-care clinic, site health from 74% to 95%, and what did not improve.',
    cta: 'Read the case studies',
  },
  detail: {
    eyebrow: 'Portfolio',
    categoriesLabel: 'Categories',
    goToSite: 'Go to Site',
    /** Where an entry has no public site (an internal system), in place of Go to Site. */
    privateSystem: 'An internal system: no public site to visit',
    liveSiteLabel: 'Live site',
    privateLabel: 'Not public',
    prev: 'Prev',
    next: 'Next',
    navLabel: 'Browse projects',
    backToList: 'Back to all projects',
    challengeHeading: 'Challenge',
    solutionHeading: 'Solution',
    resultHeading: 'Result',
    technologiesLabel: 'Technologies and project type',
    notFoundTitle: 'Project not found',
    notFoundText: 'We could not find a project at this address. It may have been renamed or removed from our portfolio.',
  },
} as const;
