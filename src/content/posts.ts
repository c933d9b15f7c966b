/**
 * The built-in blog posts: 5 samples, filed as "Blog" and "Uncategorized". Newest first:
 * a post's position in this list is its page on the single-post page (`?page=N`).
 */
import type { ImageAsset } from './types';

export interface BlogPost {
  slug: string;
  title: string;
  /** As shown to readers. */
  date: string;
  /** ISO date for structured data and ordering. */
  datePublished: string;
  image: ImageAsset;
  /** Card text on the list page; one or two sentences. */
  excerpt: string;
  /** The post, one string a paragraph: the first opens it, each of the others is a step of its own. */
  body: readonly string[];
  /** The heading over each paragraph after the first, in order: a reader scanning the post sees its steps. */
  headings: readonly string[];
}

/** The card that closes every post: who wrote it and the way to a project like it (the quote page). */
export const postClosing = {
  heading: 'Written from client work',
  text: 'We build websites, online stores and apps for businesses across India, and keep them fast and found in search. Tell us about your project and our sales team replies within 1 working day.',
  cta: 'Tell Us About Your Project',
};

/** Labels every post carries. */
export const postLabels = ['Blog', 'Uncategorized'] as const;

/** Words a reader gets through in a minute, for "2 min read". */
const WORDS_PER_MINUTE = 200;

/** How long a post takes to read, from its own words: "2 min read" (never less than a minute). */
export function readingTime(post: Pick<BlogPost, 'body'>): string {
  const words = post.body.join(' ').split(/\s+/).filter(Boolean).length;
  return `${Math.max(1, Math.round(words / WORDS_PER_MINUTE))} min read`;
}

/** Posts a page: three on the list page, one on the single-post page. */
export const BLOG_PAGE_SIZE = 3;
export const POST_PAGE_SIZE = 1;
const RECENT_POST_COUNT = 3;

const image = (slug: string, alt: string): ImageAsset => ({
  src: `/images/blog/${slug}.webp`,
  alt,
  width: 960,
  height: 540,
  widths: [240, 480],
});

export const posts: readonly BlogPost[] = [
  {
    slug: 'remove-unwanted-objects-from-pictures',
    title: 'How to Remove Unwanted Objects from Pictures',
    date: '18 June 2025',
    datePublished: '2025-06-18',
    image: image('remove-unwanted-objects-from-pictures', 'A product photo split in two: a stray cable and a sticky note on the left, the same shot cleaned up on the right'),
    excerpt:
      'A stray cable, a passer-by or a price sticker can undo an otherwise good product photo. Here is how we clean images for client websites, and when a reshoot is the better fix.',
    body: [
      'Most photos that reach us for a website or online store are nearly right. The product is sharp and the light is fine, but there is a charging cable in the corner, a customer walking past the shop front or a price sticker on the box. Those details pull the eye away from what you are selling, and on a small phone screen they make the whole page look less careful than your business really is.',
      'On plain surfaces such as a white sweep, a wall or the sky, a healing brush or a spot-removal tool works in seconds, because the software only has to continue an even texture. On patterned backgrounds (tiles, fabric, shelves of stock) use a clone tool and pick the source area by hand so that lines and repeats stay straight. Content-aware and generative fill tools handle larger objects well, but check every result closely: they like to invent door handles, extra fingers and text that is not quite text.',
      'Keep the original file untouched, do the retouching on a separate layer and zoom in to 100% or more for the edges, where most mistakes hide. Sample from just beside the object you are removing, in several small strokes rather than one big one, and then zoom back out to judge the whole picture the way a visitor will see it.',
      'If the object crosses the product itself, covers a logo or sits in a reflection, retouching can easily take longer than setting up the shot again. For e-commerce catalogues we usually recommend a simple, repeatable setup (same background, same angle, same light) so that clean-up becomes the exception rather than a daily task.',
      'Removing clutter is fine; removing a scratch from a second-hand item or changing the colour of a fabric is not, and most marketplaces forbid it. Export the finished picture at the size the page actually displays, in a modern format such as WebP, and give it a descriptive file name and alt text so that it helps your search visibility as well as your sales.',
    ],
    headings: ['Match the tool to the background', 'Work non-destructively', 'Know when to stop', 'Keep it honest'],
  },
  {
    slug: 'why-a-slow-website-costs-you-enquiries',
    title: 'Why a Slow Website Costs You Enquiries, and What to Fix First',
    date: '21 May 2025',
    datePublished: '2025-05-21',
    image: image('why-a-slow-website-costs-you-enquiries', 'A speed gauge beside a web page that is still loading on a phone'),
    excerpt:
      'Visitors rarely complain about a slow site; they simply leave. These are the fixes that usually make the biggest difference, in the order we apply them.',
    body: [
      'A slow website does not send you an error report. The visitor who waited on a half-loaded page over a patchy mobile connection just goes back to the search results and calls the next company. That is why speed belongs in the same conversation as design and content, not in a technical appendix at the end of a project.',
      'Google\u2019s PageSpeed Insights and the Core Web Vitals report in Search Console show how real visitors experience your pages: Largest Contentful Paint (how soon the main content appears, good under 2.5 seconds), Interaction to Next Paint (how quickly the page reacts to a tap, good under 200 milliseconds) and Cumulative Layout Shift (how much the page jumps around, good under 0.1). Test on a mid-range phone, not only on the office desktop.',
      'Images are the usual culprit. Photos uploaded straight from a camera or phone can be several times larger than the space they fill. Resize them to the size they are shown at, serve WebP or AVIF, give every image its width and height so the layout does not jump, and load images further down the page only when the visitor scrolls towards them.',
      'Next, look at what runs before the page can be used: chat widgets, several analytics tags, sliders, font files and plugins that were installed once and forgotten. Each one is a request and often a block of JavaScript. Remove what nobody uses, load the rest after the main content, and keep the home page hero simple.',
      'Shared hosting with no caching will stay slow however light the pages are. Turn on compression and browser caching, use a content delivery network if your visitors are spread across regions, and keep your CMS, theme and plugins up to date. After each change, measure again: speed work is a short loop of test, fix and retest, not a one-time job.',
    ],
    headings: ['Measure before you change anything', 'Start with the images', 'Trim the scripts and plugins', 'Check the server'],
  },
  {
    slug: 'local-seo-for-indian-businesses',
    title: 'Local SEO for Indian Businesses: Getting Found in Your Own City',
    date: '16 April 2025',
    datePublished: '2025-04-16',
    image: image('local-seo-for-indian-businesses', 'A city map with location pins around a highlighted business listing'),
    excerpt:
      'When someone nearby searches for what you sell, the map results decide who gets the call. A practical checklist for clinics, shops, coaching centres and service firms.',
    body: [
      'For a clinic in Noida, a coaching centre in Jaipur or a hardware shop in Pune, most valuable searches are local: \u201cdentist near me\u201d, \u201cAC repair in Sector 62\u201d, \u201cbest CA in Gurgaon\u201d. Those searches show a map with a handful of businesses above the ordinary results, and being in that group matters more than ranking for a broad national keyword you could never serve.',
      'Claim and verify it, choose the most specific primary category, add your real opening hours (including holiday changes), photos of the premises and team, and the services you offer in plain words. Write the address exactly as a courier would need it, with the landmark and PIN code that people in your city actually use.',
      'Keep your name, address and phone number identical everywhere: the website footer, the contact page, social profiles and the directories your customers browse. Small differences such as an old landline, \u201cPvt Ltd\u201d on one listing and not on another, or a shop number missing on a third, make it harder for search engines to trust which details are correct.',
      'Give each location or service area a proper page on your website. A page for your Indirapuram branch should say what is different there (timings, doctors, parking, the nearest metro station), not repeat the main page with the city name swapped. Where your customers search in Hindi or another regional language, a well-written page in that language can reach people your competitors ignore.',
      'Make it easy with a short link or a QR code at the counter, reply to every review (politely, especially the unhappy ones) and never buy reviews. Local results usually move faster than national rankings, but expect steady work over a few months rather than a jump in the first week.',
    ],
    headings: ['Start with your Google Business Profile', 'Make your details match everywhere', 'A page for every branch', 'Ask for reviews, and answer them'],
  },
  {
    slug: 'website-or-app-which-first',
    title: 'Website or App: Which Does Your Business Need First?',
    date: '12 March 2025',
    datePublished: '2025-03-12',
    image: image('website-or-app-which-first', 'A laptop showing a website next to a phone showing the same brand as an app'),
    excerpt:
      'An app sounds more impressive, but it is not always the right first step. Four questions we ask before recommending a website, a mobile app or a progressive web app.',
    body: [
      'Business owners often come to us asking for an app because a competitor has one. Sometimes that is the right call. More often, the first thing they need is a fast, well-structured website that can be found on search engines and shared on WhatsApp, with an app following once there is a clear reason for people to install it.',
      'An app earns its place on a phone when people use it repeatedly: ordering groceries every week, booking classes, tracking deliveries, checking a balance. If customers visit once to learn about you and call you, a website serves them better, because nobody installs an app to read about a company.',
      'Push notifications, the camera, offline use, GPS tracking in the background or a barcode scanner all point towards a mobile app. A progressive web app sits in between: it is a website that can be added to the home screen, work on a poor connection and send notifications on many phones, without going through the app stores.',
      'A basic business website typically takes us 2\u20134 weeks; a standard web or mobile application takes 6\u201312 weeks, and an app also needs store listings, updates for new phone operating systems and ongoing testing across devices. Starting with the website lets you learn what customers actually ask for before you invest in building it twice.',
      'Build the website on a back end that can later serve an app through an API, so your products, customers and orders live in one place. That way the app, when it comes, is a new window onto the same business rather than a second system to keep in sync.',
    ],
    headings: ['How often will customers come back?', 'What does it need from the phone?', 'Weigh time and budget honestly', 'Plan the two to work together'],
  },
  {
    slug: 'is-your-business-ready-for-erp',
    title: 'Is Your Business Ready for an ERP? Signs and Checks Before You Start',
    date: '5 February 2025',
    datePublished: '2025-02-05',
    image: image('is-your-business-ready-for-erp', 'A dashboard connecting inventory, orders, accounts and branches in one system'),
    excerpt:
      'Spreadsheets that disagree, stock that never matches and approvals lost in chat groups are the usual signs. What to put in place before an ERP project so it succeeds.',
    body: [
      'Most growing businesses reach the point where spreadsheets and chat groups stop coping. Sales has one stock figure, the warehouse has another, branch reports arrive days late and the same order is typed into three different places. An ERP system brings these into one database, but it only pays off when the business is ready for it.',
      'The common signs are easy to recognise: month-end closing takes longer every quarter, nobody trusts the inventory numbers, managers cannot see a branch\u2019s performance without phoning someone, and approvals for discounts or purchases get lost in message threads. If two or more of these sound familiar, it is time to plan rather than add yet another spreadsheet.',
      'Before choosing any software, write down how work really flows today: how an enquiry becomes an order, how an order is packed and delivered, how an invoice is raised and paid. Mark where information is re-typed and where delays happen. This map becomes the brief for the ERP and stops the project from copying old problems into a new system.',
      'Customer names spelt three ways, duplicate product codes and outdated price lists will follow you into the new system unless someone fixes them first. Decide which existing tools must connect to the ERP (your accounting package, payment gateway, SMS or e-mail service, an online store) and who owns each integration.',
      'Start with the module that hurts most, often inventory or order management, train the people who use it every day and only then add the next. Role-based access, from the directors to branch managers to delivery staff, should be agreed before go-live, not after the first mistake.',
    ],
    headings: ['Signs you have outgrown spreadsheets', 'Map how work flows today', 'Clean your master data early', 'Name an owner and roll out in phases'],
  },
];

interface RecentPost {
  post: BlogPost;
  /** Its page on the single-post page. */
  page: number;
}

/**
 * The newest posts (by publication date) with the page each one is on; `except`, the page of the
 * post on screen, leaves that post out (a reader of it is offered the others).
 */
export function recentPosts(count = RECENT_POST_COUNT, except?: number): RecentPost[] {
  return posts
    .map((post, index) => ({ post, page: index + 1 }))
    .filter((entry) => entry.page !== except)
    .sort((a, b) => b.post.datePublished.localeCompare(a.post.datePublished))
    .slice(0, count);
}
