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
    result: 'Deadlines and paperwork now sit where the client and the practice both see them: the practice knows which filing still waits for a document, and one notice reaches every client it concerns.',
  },
  {
    slug: 'ca-website',
    title: 'CA Website',
    description:
      '<p>An informative website for a chartered accountancy firm. It sets out the firm’s audit, GST, income tax and company-formation services, introduces the partners, keeps a tax calendar and routes each enquiry from its form to the right partner.</p><p>Built on WordPress so the firm publishes its own budget notes and circulars without a developer.</p>',
    image: shot('ca-website', 'CA Website in a browser: the firm’s home page with an enquiry button and October’s tax calendar of TDS, GSTR-1, GSTR-3B and income tax return due dates'),
    url: 'https://ca-firm.example.com/',
    categories: ['INFORMATIVE WEBSITE', 'WORDPRESS'],
    challenge: 'The firm wanted prospective clients to understand its practice areas before they called, and each new enquiry to reach the partner who handles that kind of work.',
    result: 'Visitors find the firm’s services and the month’s due dates in one place, and the partners keep the site current themselves, with nobody to wait for when a new circular comes out.',
  },
  {
    slug: 'infor-sx-erp-web-application-and-reporting',
    title: 'Infor SX ERP Web Application and Reporting',
    description:
      '<p>A web application and reporting layer over a distributor’s Infor SX ERP. Branches, sales and accounts work from one browser-based screen set instead of green-screen terminals, and management reports are generated from live ERP data.</p><p>Access is role based, with views and permissions for each of the client’s roles:</p><ul><li>Super Administrator</li><li>Corporate Top Level</li><li>Regional Managers</li><li>Branch Managers</li><li>Managers</li><li>Accounts</li><li>Sales Reps inside/outside</li><li>Delivery Person</li><li>General Staff</li></ul>',
    image: shot('infor-sx-erp-web-application-and-reporting', 'Infor SX ERP reporting on a laptop: sales by branch for a regional manager, a bar chart of this year against last, a branch table with totals and the nine roles with their user counts'),
    categories: ['ERP', 'LARAVEL', 'CUSTOM APPLICATION'],
    challenge: 'The distributor’s teams could use its Infor SX ERP only through character-based terminals, and management needed reports it could trust to be current.',
    result: 'Infor SX stays the system of record, yet nobody needs a terminal to use it: nine roles, from Super Administrator to delivery staff, work in a browser with just the screens their job needs, and management’s reports are never out of date.',
  },
  {
    slug: 'fitpass-network',
    title: 'Fitpass Network',
    description:
      '<p>A progressive web app for a network of partner gyms and studios. Members buy one pass, find a nearby studio on the map, book a class and check in with a QR code at the front desk.</p><p>The React front end installs to the home screen and keeps bookings available offline; a Laravel API settles visits with each partner.</p>',
    image: shot('fitpass-network', 'Fitpass Network app on a phone: the member’s pass with a check-in QR code and the next yoga class, beside a map of partner studios nearby with their distances'),
    url: 'https://fitpass-network.example.com/',
    categories: ['PWA', 'REACT JS', 'LARAVEL'],
    challenge: 'The network wanted a single membership that works at every partner’s front desk, and a fair count of visits so each gym and studio is paid for the members it served.',
    result: 'One membership now works across the whole network, checking in takes a scan at the desk, and each partner is paid for the visits recorded there.',
  },
  {
    slug: 'leads-database',
    title: 'Leads Database',
    description:
      '<p>An internal leads database for a sales team. Leads arrive from web forms, spreadsheets and manual entry, duplicates are merged by phone and e-mail, and each lead moves through stages with a follow-up date and an owner.</p><p>Written in core PHP to run on the client’s existing shared hosting, with CSV export for the accounts team.</p>',
    image: shot('leads-database', 'Leads Database on a laptop: a list of leads with source, stage and follow-up date, and one lead open with its stage, next follow-up, owner and two merged duplicates'),
    categories: ['CORE PHP', 'CUSTOM APPLICATION'],
    challenge: 'Leads reached the sales team from several sources, the same buyer often more than once, and each one needed a single owner and a next step.',
    result: 'Every lead is counted once and always has someone responsible for the next call, and the accounts team takes its figures straight from the system.',
  },
  {
    slug: 'noida-homes-listing',
    title: 'Noida Homes Listing Portal',
    description:
      '<p>A property portal for Noida and Greater Noida. Apartments, villas and commercial spaces are listed with area, beds, bathrooms and photo galleries, buyers filter them by sector and budget, and every enquiry goes straight to the listing agent.</p><p>Laravel API with a React search interface that keeps filters in the address bar so searches can be shared.</p>',
    image: shot('noida-homes-listing', 'Noida Homes listing portal in a browser: sector, budget and bedroom filters in the address bar, 3 BHK listings with price, area, beds and baths, and price pins on a map'),
    url: 'https://noida-homes.example.com/',
    categories: ['REAL ESTATE', 'LARAVEL', 'REACT JS'],
    challenge: 'People looking for a home or a shop in the two cities needed to compare what is on offer by location and price, and to reach the agent selling it.',
    result: 'A shortlist narrowed to one sector and budget can be sent to family as a link, and each agent hears directly from the people interested in their listings.',
  },
  {
    slug: 'spice-route-store',
    title: 'Spice Route Online Store',
    description:
      '<p>A WooCommerce store for a family spice business. Products sell by weight and in combo packs, customers pay online or in cash on delivery, shipping is charged by pin code and order updates go out by SMS and e-mail.</p><p>The owners add products, run festival offers and print shipping labels from the WordPress dashboard.</p>',
    image: shot('spice-route-store', 'Spice Route online store in a browser: Kashmiri chilli powder with 100, 250 and 500 g options, the price, a combo pack offer, a pin-code delivery check with cash on delivery and Add to cart'),
    url: 'https://spice-route.example.com/',
    categories: ['E-COMMERCE', 'WORDPRESS'],
    challenge: 'The family wanted to sell online the way its customers already buy spices: in different pack sizes, in bundles, and with the option to pay when the parcel arrives.',
    result: 'The family runs the whole shop from one dashboard without outside help, and each customer hears about an order at every step without having to ask.',
  },
  {
    slug: 'school-fee-erp',
    title: 'School Fee and Attendance ERP',
    description:
      '<p>A school ERP covering admissions, fee structures with instalments and concessions, receipts, daily attendance and report cards. Parents receive fee reminders and attendance alerts; teachers mark attendance from a phone browser.</p><p>Built on CakePHP with separate roles for the principal, accountant, class teachers and office staff.</p>',
    image: shot('school-fee-erp', 'School Fee ERP on a laptop in the accountant’s role: a student’s fee ledger by quarterly instalment with concession and receipts, a receipt stamped paid and the month’s attendance'),
    categories: ['ERP', 'CAKE PHP'],
    challenge: 'The school wanted one system for a student’s whole year, from admission to the report card, with each member of staff seeing only their own part of it.',
    result: 'Parents hear about a due instalment or an absence without a phone call from the school, and the office answers any fee question from one ledger per student.',
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
    result: 'Patients can time their arrival by the queue on their phone instead of waiting at the clinic, and their prescriptions and reports reach them without a second trip.',
  },
  {
    slug: 'garment-b2b-portal',
    title: 'Garment Wholesale B2B Portal',
    description:
      '<p>A B2B ordering portal for a garment wholesaler. Approved retailers see their own price list, order by size set and colour, and track dispatches; the sales team approves new buyers and credit limits.</p><p>CakePHP application with GST invoices generated for every dispatch.</p>',
    image: shot('garment-b2b-portal', 'Garment B2B portal in a browser: an order grid of sizes by colour for one kurta style at the retailer’s price, the credit limit in use, recent orders and the last dispatch with its GST invoice'),
    url: 'https://garment-wholesale.example.com/',
    categories: ['E-COMMERCE', 'CAKE PHP'],
    challenge: 'The wholesaler wanted its retailers to place orders themselves, each at the prices agreed with them, while the sales team kept the say over who buys on credit.',
    result: 'Retailers order whenever it suits them, each on their own terms, the sales team decides on credit and new buyers in the portal, and the invoice for each parcel is ready when it ships.',
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
    result: 'Dispatchers can tell a customer where a consignment is from the map, and each proof of delivery is on record while the driver is still on the road.',
  },
  {
    slug: 'interior-studio-website',
    title: 'Interior Design Studio Website',
    description:
      '<p>A portfolio-led website for an interior design studio. Projects are shown in galleries by room type with a before and after slider, the studio’s process is laid out in four steps, and a form books a consultation.</p><p>WordPress with a custom theme tuned for large photographs that still load quickly on mobile data.</p>',
    image: shot('interior-studio-website', 'Interior studio website in a browser: a living room before and after its redesign, split by a slider, room-type tabs and the studio’s four steps'),
    url: 'https://interior-studio.example.com/',
    categories: ['INFORMATIVE WEBSITE', 'WORDPRESS'],
    challenge: 'An interior design studio sells on its photographs, and large photographs load slowly on mobile data.',
    result: 'Prospective clients see the studio’s finished rooms in full quality on their phones, and can ask for a consultation from the page they are looking at.',
  },
  {
    slug: 'builder-project-microsite',
    title: 'Residential Project Microsite',
    description:
      '<p>A microsite for a builder’s residential project. It shows floor plans for each tower, amenities, a location map and construction updates, and its site-visit booking form sends leads to the sales office.</p><p>Hand-written core PHP and lightweight pages, so the site stays fast during launch campaigns.</p>',
    image: shot('builder-project-microsite', 'Residential project microsite in a browser: a 3 BHK floor plan with room sizes, amenities, construction progress by tower and a site-visit booking form'),
    url: 'https://residency-project.example.com/',
    categories: ['REAL ESTATE', 'INFORMATIVE WEBSITE', 'CORE PHP'],
    challenge: 'The builder expected a rush of visitors from its launch advertising, and needed each interested buyer to end up booking a visit to the site.',
    result: 'Buyers arriving from the launch advertising get a quick page with what they ask about first, and the sales office receives every booked visit as a lead.',
  },
  {
    slug: 'hr-recruitment-tracker',
    title: 'Recruitment Tracker',
    description:
      '<p>A hiring tracker for a placement agency. Openings from client companies, candidate CVs, interview rounds and offer status sit in one place, and recruiters see their pipeline for the week at a glance.</p><p>Laravel application with CV parsing into searchable skills and notice periods.</p>',
    image: shot('hr-recruitment-tracker', 'Recruitment tracker on a laptop: one opening’s candidates by ID in columns from screening to offer, with skills and notice periods, one card being moved to the next round'),
    categories: ['CUSTOM APPLICATION', 'LARAVEL'],
    challenge: 'The agency works on many openings for several client companies at once, and needed to know at any moment where each candidate stood.',
    result: 'Recruiters start each week knowing which candidates to chase, and matching a new opening with earlier applicants is a search by skill rather than a hunt through files.',
  },
  {
    slug: 'restaurant-ordering-pwa',
    title: 'Restaurant QR Ordering PWA',
    description:
      '<p>Table-side ordering for a restaurant group. Guests scan the QR code on the table, browse the menu with photos, order and pay online, and the kitchen display shows each order as it arrives.</p><p>A React PWA that opens instantly without an app-store download.</p>',
    image: shot('restaurant-ordering-pwa', 'Restaurant ordering app on a phone, opened from the table’s QR code: starters with veg marks and prices and a basket of 3 items, beside the kitchen display’s ticket for the table'),
    url: 'https://table-order.example.com/',
    categories: ['PWA', 'E-COMMERCE', 'REACT JS'],
    challenge: 'A restaurant group wanted guests to order and pay at the table without waiting for staff or downloading an app.',
    result: 'Orders reach the kitchen just as the guests placed them, and the bill is already settled by the time a table gets up to leave.',
  },
  {
    slug: 'ngo-donation-website',
    title: 'NGO Donation Website',
    description:
      '<p>A website for a non-profit working in rural education. It tells the stories of its programmes, signs up volunteers, takes donations online with an instant receipt for tax exemption and keeps an archive of annual reports.</p><p>WordPress, so the NGO’s own team publishes field updates every week.</p>',
    image: shot('ngo-donation-website', 'Non-profit website in a browser: an appeal with its goal meter, amounts to give and an instant 80G receipt, field stories and a volunteer sign-up'),
    url: 'https://rural-education-trust.example.com/',
    categories: ['WORDPRESS', 'INFORMATIVE WEBSITE'],
    challenge: 'The NGO needed supporters to be able to give online and claim the tax benefit straight away, on a site its own staff could keep up to date.',
    result: 'A supporter gives and has the receipt in one visit, and anyone who looks sees new work from the field each week.',
  },
  {
    slug: 'field-sales-android-app',
    title: 'Field Sales Android App',
    description:
      '<p>A native Android app for a distributor’s field sales force. Reps see their beat plan, record shop visits with location, take orders against live stock and collect payments; orders flow into the company’s ERP.</p><p>Works offline in markets with weak coverage and syncs when the phone is back online.</p>',
    image: shot('field-sales-android-app', 'Field sales app on an Android phone: today’s beat of shops with orders and collections while offline, beside the day’s totals and an order taken against live stock'),
    categories: ['ANDROID NATIVE APP', 'ERP'],
    challenge: 'The distributor needed its reps to book orders at the shop counter, against what is really in the warehouse, even where the phone has no signal.',
    result: 'An order booked at the counter reaches the warehouse as soon as the phone finds a signal, and the office sees each rep’s visits and collections for the day.',
  },
  {
    slug: 'property-rental-manager',
    title: 'Property Rental Manager',
    description:
      '<p>A rental management system for a firm that manages flats and shops for owners. It keeps tenants and lease terms, rent due dates and maintenance requests, and produces a monthly statement for each owner.</p><p>CakePHP application with rent reminders by SMS and e-mail.</p>',
    image: shot('property-rental-manager', 'Property rental manager on a laptop: a rent ledger of an owner’s flats and shops by month (paid, due, late), the owner’s October statement and a repair request'),
    url: 'https://rental-manager.example.com/',
    categories: ['REAL ESTATE', 'CAKE PHP', 'CUSTOM APPLICATION'],
    challenge: 'The firm looks after properties for many owners, and needed every lease, rent payment and repair to be traceable to the right owner at the end of the month.',
    result: 'Owners get a clear monthly account of their property without asking for it, and tenants are reminded before the rent falls due.',
  },
  {
    slug: 'coaching-institute-portal',
    title: 'Coaching Institute Portal',
    description:
      '<p>A website and student portal for a coaching institute. Visitors find course pages and batch timings, and enrolled students sign in to their timetable, study material downloads and test results.</p><p>Core PHP on the institute’s existing hosting, with an admin screen for uploading results by batch.</p>',
    image: shot('coaching-institute-portal', 'Coaching institute portal in a browser: a student’s weekly timetable by subject, the latest test results and study material to download'),
    url: 'https://coaching-institute.example.com/',
    categories: ['CORE PHP', 'INFORMATIVE WEBSITE'],
    challenge: 'A coaching institute needed a site for prospective students and a place where enrolled students find their timetable, material and results.',
    result: 'Students check their timetable and marks for themselves at any hour, and staff publish a whole batch’s results in one upload.',
  },
  {
    slug: 'handicraft-marketplace',
    title: 'Handicraft Marketplace',
    description:
      '<p>A multi-vendor marketplace for artisans. Sellers register with their documents, list products with variants and stock and receive payouts after delivery, and buyers filter by craft, region and price.</p><p>Laravel with a seller panel, order splitting by vendor and commission reports.</p>',
    image: shot('handicraft-marketplace', 'Handicraft marketplace in a browser: filters by craft, region and price beside handmade products, each with its seller and price'),
    url: 'https://handicraft-bazaar.example.com/',
    categories: ['E-COMMERCE', 'LARAVEL'],
    challenge: 'Artisans needed a shared marketplace where each could sell, and be paid for, their own products.',
    result: 'Each artisan runs a shop of their own inside the marketplace and is paid for their own sales, while the operator sees its commission seller by seller.',
  },
  {
    slug: 'manufacturing-inventory-erp',
    title: 'Manufacturing Inventory ERP',
    description:
      '<p>An inventory and production ERP for a component manufacturer. It follows raw material receipts, bills of materials, production orders, finished goods stock across warehouses and dispatch against customer orders.</p><p>Laravel API with a React interface; low-stock alerts and a daily summary go to the plant head.</p>',
    image: shot('manufacturing-inventory-erp', 'Manufacturing inventory ERP on a laptop, in a dark theme: stock by item and bin with reorder levels, two items flagged for reorder, and a production order’s components'),
    categories: ['ERP', 'LARAVEL', 'REACT JS'],
    challenge: 'A component manufacturer needed raw materials, production and finished goods across its warehouses tracked in one system.',
    result: 'The plant head starts each day knowing what was made, what shipped and what is running low, and every dispatch can be traced back to the order it fills.',
  },
  {
    slug: 'travel-agency-booking',
    title: 'Travel Agency Booking Site',
    description:
      '<p>A website for a travel agency selling holiday packages. Each package has a day-by-day itinerary and departure dates with the seats left, travellers pay part of the price online, and a checklist of documents follows the booking.</p><p>WordPress with a custom booking plugin the agency’s staff manage themselves.</p>',
    image: shot('travel-agency-booking', 'Travel agency booking site in a browser: a Spiti Valley trip’s itinerary day by day beside departure dates with seats left, the price and a 25% part payment'),
    url: 'https://holiday-trails.example.com/',
    categories: ['WORDPRESS', 'E-COMMERCE'],
    challenge: 'A travel agency needed to sell holiday packages online, with seat availability and part payment, in a site its staff could manage themselves.',
    result: 'Travellers hold a seat with a part payment without calling the office, and set off with the papers their checklist asked for.',
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
