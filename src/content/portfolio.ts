/**
 * Portfolio entries in list order (the order of the portfolio page, the carousel and Prev/Next).
 * `description` may hold simple HTML (p, ul, li, strong); listings strip it. Add an entry here and
 * its image under public/images/portfolio/ (scripts/images/portfolio.mjs draws them).
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
}

const shot = (slug: string, alt: string): ImageAsset => ({
  src: `/images/portfolio/${slug}.webp`,
  alt,
  width: 960,
  height: 720,
  widths: [480],
});

export const portfolio: readonly PortfolioEntry[] = [
  {
    slug: 'cs-by-kp-app',
    title: 'CS by KP App',
    description:
      '<p>A native Android app for a company secretary practice. Clients see every statutory deadline for their companies, upload board resolutions and registers from the phone camera, and get reminders before ROC filing dates.</p><p>A Laravel back office lets the practice assign filings to staff, track document status and send notices to all clients of a given type at once.</p>',
    image: shot('cs-by-kp-app', 'CS by KP app screens: compliance calendar and document upload on an Android phone'),
    url: 'https://csbykp.example.com/',
    categories: ['ANDROID NATIVE APP', 'LARAVEL'],
  },
  {
    slug: 'ca-website',
    title: 'CA Website',
    description:
      '<p>An informative website for a chartered accountancy firm: services for audit, GST, income tax and company formation, partner profiles, a tax calendar and an enquiry form that routes each request to the right partner.</p><p>Built on WordPress so the firm publishes its own budget notes and circulars without a developer.</p>',
    image: shot('ca-website', 'Chartered accountancy firm website home page with service tiles'),
    url: 'https://ca-firm.example.com/',
    categories: ['INFORMATIVE WEBSITE', 'WORDPRESS'],
  },
  {
    slug: 'infor-sx-erp-web-application-and-reporting',
    title: 'Infor SX ERP Web Application and Reporting',
    description:
      '<p>A web application and reporting layer over a distributor’s Infor SX ERP. Branches, sales and accounts work from one browser-based screen set instead of green-screen terminals, and management reports are generated from live ERP data.</p><p>Access is role based, with views and permissions for each of the client’s roles:</p><ul><li>Super Administrator</li><li>Corporate Top Level</li><li>Regional Managers</li><li>Branch Managers</li><li>Managers</li><li>Accounts</li><li>Sales Reps inside/outside</li><li>Delivery Person</li><li>General Staff</li></ul>',
    image: shot('infor-sx-erp-web-application-and-reporting', 'ERP reporting dashboard with branch sales charts and an order table'),
    categories: ['ERP', 'LARAVEL', 'CUSTOM APPLICATION'],
  },
  {
    slug: 'fitpass-network',
    title: 'Fitpass Network',
    description:
      '<p>A progressive web app for a network of partner gyms and studios. Members buy one pass, find a nearby studio on the map, book a class and check in with a QR code at the front desk.</p><p>The React front end installs to the home screen and keeps bookings available offline; a Laravel API settles visits with each partner.</p>',
    image: shot('fitpass-network', 'Fitpass Network app: studio map, class booking and QR check-in'),
    url: 'https://fitpass-network.example.com/',
    categories: ['PWA', 'REACT JS', 'LARAVEL'],
  },
  {
    slug: 'leads-database',
    title: 'Leads Database',
    description:
      '<p>An internal leads database for a sales team. Leads arrive from web forms, spreadsheets and manual entry, duplicates are merged by phone and e-mail, and each lead moves through stages with a follow-up date and an owner.</p><p>Written in core PHP to run on the client’s existing shared hosting, with CSV export for the accounts team.</p>',
    image: shot('leads-database', 'Leads database screen with a filtered lead list and follow-up dates'),
    categories: ['CORE PHP', 'CUSTOM APPLICATION'],
  },
  {
    slug: 'noida-homes-listing',
    title: 'Noida Homes Listing Portal',
    description:
      '<p>A property portal for Noida and Greater Noida: apartments, villas and commercial spaces with area, beds, bathrooms and photo galleries, filters by sector and budget, and enquiries that go straight to the listing agent.</p><p>Laravel API with a React search interface that keeps filters in the address bar so searches can be shared.</p>',
    image: shot('noida-homes-listing', 'Property listing portal with search filters and apartment cards'),
    url: 'https://noida-homes.example.com/',
    categories: ['REAL ESTATE', 'LARAVEL', 'REACT JS'],
  },
  {
    slug: 'spice-route-store',
    title: 'Spice Route Online Store',
    description:
      '<p>A WooCommerce store for a family spice business: products by weight, combo packs, prepaid payments and cash on delivery, pin-code based shipping charges and order updates by SMS and e-mail.</p><p>The owners add products, run festival offers and print shipping labels from the WordPress dashboard.</p>',
    image: shot('spice-route-store', 'Online spice store product page with pack sizes and add to cart'),
    url: 'https://spice-route.example.com/',
    categories: ['E-COMMERCE', 'WORDPRESS'],
  },
  {
    slug: 'school-fee-erp',
    title: 'School Fee and Attendance ERP',
    description:
      '<p>A school ERP covering admissions, fee structures with instalments and concessions, receipts, daily attendance and report cards. Parents receive fee reminders and attendance alerts; teachers mark attendance from a phone browser.</p><p>Built on CakePHP with separate roles for the principal, accountant, class teachers and office staff.</p>',
    image: shot('school-fee-erp', 'School ERP screen showing fee collection and attendance summary'),
    categories: ['ERP', 'CAKE PHP'],
  },
  {
    slug: 'clinic-appointments-app',
    title: 'Clinic Appointments App',
    description:
      '<p>A native Android app for a multi-doctor clinic. Patients pick a doctor and a free slot, receive a token number and see how many patients are ahead of them; reception manages the queue from a core PHP admin panel.</p><p>Prescriptions and lab reports are shared to the patient’s app as PDFs.</p>',
    image: shot('clinic-appointments-app', 'Clinic app on Android with doctor list and appointment slots'),
    url: 'https://clinic-appointments.example.com/',
    categories: ['ANDROID NATIVE APP', 'CORE PHP'],
  },
  {
    slug: 'garment-b2b-portal',
    title: 'Garment Wholesale B2B Portal',
    description:
      '<p>A B2B ordering portal for a garment wholesaler. Approved retailers see their own price list, order by size set and colour, and track dispatches; the sales team approves new buyers and credit limits.</p><p>CakePHP application with GST invoices generated for every dispatch.</p>',
    image: shot('garment-b2b-portal', 'Wholesale ordering grid with sizes and colours for a garment style'),
    url: 'https://garment-wholesale.example.com/',
    categories: ['E-COMMERCE', 'CAKE PHP'],
  },
  {
    slug: 'logistics-tracking-pwa',
    title: 'Fleet Tracking PWA',
    description:
      '<p>A progressive web app for a transport company’s drivers and dispatchers. Drivers start trips, upload proof of delivery photos and report delays from the phone, even on patchy networks; dispatchers follow each vehicle on a live map.</p><p>React front end with background sync, so nothing entered on the road is lost.</p>',
    image: shot('logistics-tracking-pwa', 'Fleet tracking app with a route map and delivery checklist'),
    url: 'https://fleet-tracking.example.com/',
    categories: ['PWA', 'REACT JS'],
  },
  {
    slug: 'interior-studio-website',
    title: 'Interior Design Studio Website',
    description:
      '<p>A portfolio-led website for an interior design studio: project galleries by room type, a before and after slider, the studio’s process in four steps and a consultation request form.</p><p>WordPress with a custom theme tuned for large photographs that still load quickly on mobile data.</p>',
    image: shot('interior-studio-website', 'Interior design studio website with a living room photo gallery'),
    url: 'https://interior-studio.example.com/',
    categories: ['INFORMATIVE WEBSITE', 'WORDPRESS'],
  },
  {
    slug: 'builder-project-microsite',
    title: 'Residential Project Microsite',
    description:
      '<p>A microsite for a builder’s residential project: floor plans for each tower, amenities, location map, construction updates and a site-visit booking form that sends leads to the sales office.</p><p>Hand-written core PHP and lightweight pages, so the site stays fast during launch campaigns.</p>',
    image: shot('builder-project-microsite', 'Residential project microsite with tower floor plans and a booking form'),
    url: 'https://residency-project.example.com/',
    categories: ['REAL ESTATE', 'INFORMATIVE WEBSITE', 'CORE PHP'],
  },
  {
    slug: 'hr-recruitment-tracker',
    title: 'Recruitment Tracker',
    description:
      '<p>A hiring tracker for a placement agency. Openings from client companies, candidate CVs, interview rounds and offer status sit in one place, and recruiters see their pipeline for the week at a glance.</p><p>Laravel application with CV parsing into searchable skills and notice periods.</p>',
    image: shot('hr-recruitment-tracker', 'Recruitment pipeline board with candidate cards by interview stage'),
    categories: ['CUSTOM APPLICATION', 'LARAVEL'],
  },
  {
    slug: 'restaurant-ordering-pwa',
    title: 'Restaurant QR Ordering PWA',
    description:
      '<p>Table-side ordering for a restaurant group: guests scan the QR code on the table, browse the menu with photos, order and pay online, and the kitchen display shows each order as it arrives.</p><p>A React PWA that opens instantly without an app-store download.</p>',
    image: shot('restaurant-ordering-pwa', 'Restaurant menu on a phone with dishes and an order basket'),
    url: 'https://table-order.example.com/',
    categories: ['PWA', 'E-COMMERCE', 'REACT JS'],
  },
  {
    slug: 'ngo-donation-website',
    title: 'NGO Donation Website',
    description:
      '<p>A website for a non-profit working in rural education: programme stories, volunteer sign-up, online donations with instant receipts for tax exemption, and an annual report archive.</p><p>WordPress, so the NGO’s own team publishes field updates every week.</p>',
    image: shot('ngo-donation-website', 'Non-profit website with a programme story and a donate button'),
    url: 'https://rural-education-trust.example.com/',
    categories: ['WORDPRESS', 'INFORMATIVE WEBSITE'],
  },
  {
    slug: 'field-sales-android-app',
    title: 'Field Sales Android App',
    description:
      '<p>A native Android app for a distributor’s field sales force. Reps see their beat plan, record shop visits with location, take orders against live stock and collect payments; orders flow into the company’s ERP.</p><p>Works offline in markets with weak coverage and syncs when the phone is back online.</p>',
    image: shot('field-sales-android-app', 'Field sales app with a beat plan and an order form'),
    categories: ['ANDROID NATIVE APP', 'ERP'],
  },
  {
    slug: 'property-rental-manager',
    title: 'Property Rental Manager',
    description:
      '<p>A rental management system for a firm that manages flats and shops for owners: tenants, lease terms, rent due dates, maintenance requests and monthly statements for each owner.</p><p>CakePHP application with rent reminders by SMS and e-mail.</p>',
    image: shot('property-rental-manager', 'Rental management screen listing properties, tenants and rent status'),
    url: 'https://rental-manager.example.com/',
    categories: ['REAL ESTATE', 'CAKE PHP', 'CUSTOM APPLICATION'],
  },
  {
    slug: 'coaching-institute-portal',
    title: 'Coaching Institute Portal',
    description:
      '<p>A website and student portal for a coaching institute: course pages and batch timings for visitors, and for enrolled students their timetable, study material downloads and test results.</p><p>Core PHP on the institute’s existing hosting, with an admin screen for uploading results by batch.</p>',
    image: shot('coaching-institute-portal', 'Coaching institute portal with batch timetable and test results'),
    url: 'https://coaching-institute.example.com/',
    categories: ['CORE PHP', 'INFORMATIVE WEBSITE'],
  },
  {
    slug: 'handicraft-marketplace',
    title: 'Handicraft Marketplace',
    description:
      '<p>A multi-vendor marketplace for artisans: sellers register with their documents, list products with variants and stock, and receive payouts after delivery; buyers filter by craft, region and price.</p><p>Laravel with a seller panel, order splitting by vendor and commission reports.</p>',
    image: shot('handicraft-marketplace', 'Handicraft marketplace with product cards from different artisans'),
    url: 'https://handicraft-bazaar.example.com/',
    categories: ['E-COMMERCE', 'LARAVEL'],
  },
  {
    slug: 'manufacturing-inventory-erp',
    title: 'Manufacturing Inventory ERP',
    description:
      '<p>An inventory and production ERP for a component manufacturer: raw material receipts, bills of materials, production orders, finished goods stock across warehouses, and dispatch against customer orders.</p><p>Laravel API with a React interface; low-stock alerts and a daily summary go to the plant head.</p>',
    image: shot('manufacturing-inventory-erp', 'Inventory ERP dashboard with stock levels and production orders'),
    categories: ['ERP', 'LARAVEL', 'REACT JS'],
  },
  {
    slug: 'travel-agency-booking',
    title: 'Travel Agency Booking Site',
    description:
      '<p>A website for a travel agency selling holiday packages: itineraries day by day, departure dates with seats left, part payment online and a traveller document checklist after booking.</p><p>WordPress with a custom booking plugin the agency’s staff manage themselves.</p>',
    image: shot('travel-agency-booking', 'Holiday package page with itinerary and departure dates'),
    url: 'https://holiday-trails.example.com/',
    categories: ['WORDPRESS', 'E-COMMERCE'],
  },
];

/** Copy of the portfolio list and detail pages. */
export const portfolioPage = {
  title: 'Portfolio',
  eyebrow: 'Our work',
  lead: 'Applications, ERP systems, online stores, websites and mobile apps we have designed and built. Choose a technology to narrow the list.',
  filterLabel: 'Filter projects by category',
  detail: {
    eyebrow: 'Portfolio',
    goToSite: 'Go to Site',
    prev: 'Prev',
    next: 'Next',
    navLabel: 'Browse projects',
    backToList: 'Back to all projects',
    notFoundTitle: 'Project not found',
    notFoundText: 'We could not find a project at this address. It may have been renamed or removed from our portfolio.',
  },
} as const;
