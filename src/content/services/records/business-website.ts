import type { ServiceRecord } from '../types';
import { serviceArt, serviceHero } from '../shared';

const businessWebsite: ServiceRecord = {
  slug: 'business-website',
  category: 'Websites and Content',
  title: 'Business Website',
  heading: 'Business Website Design and Development',
  serviceType: 'Business website development',
  description:
    'A professional 4-5 page business website, designed, built for search and launched in 2-3 weeks, with enquiry forms and mobile-first layouts.',
  keywords: ['business website', 'small business website India', 'company website design', 'website in 2 weeks', 'corporate website'],
  lead: 'A clear, fast website that says what you do, shows that you do it well and makes it easy to get in touch, live in 2 to 3 weeks.',
  hero: serviceHero('business-website'),
  facts: [
    { value: '4-5 pages', label: 'the pages a business actually needs' },
    { value: '2-3 weeks', label: 'from content to launch' },
    { value: 'Mobile-first', label: 'layouts checked on real phones' },
  ],
  intro: {
    heading: 'Everything a company website needs, nothing it does not',
    paragraphs: [
      'Most visitors decide in a few seconds whether a business looks trustworthy. A focused website of four or five pages, with your real work, clear services and an obvious way to call or write, does that job better than a sprawling one nobody updates.',
      'We have built websites since November 2015, and our team has more than 10 years of WordPress experience, so you get a site you can edit yourself once we hand it over.',
    ],
    image: serviceArt('business-website', 'A business website home page with navigation, a banner and service blocks'),
  },
  sections: [
    {
      heading: 'The pages we build',
      cards: [
        { title: 'Home', text: 'What you do, who you do it for and why they should choose you, with a clear call to action above the fold.' },
        { title: 'About', text: 'Your story, team and credentials: the page visitors read before they pick up the phone.' },
        { title: 'Services or products', text: 'Each offering described in plain language, with the questions customers ask you most.' },
        { title: 'Portfolio or gallery', text: 'Projects, products or premises shown with photos and short captions.' },
        { title: 'Contact', text: 'Enquiry form, phone, e-mail, WhatsApp and a map of your location.' },
      ],
    },
    {
      heading: 'Included in every business website',
      bullets: [
        'An enquiry form that delivers straight to your inbox',
        'Click-to-call and WhatsApp buttons on phones',
        'Page titles, descriptions and a sitemap set up for search engines',
        'Compressed images and caching for fast loading',
        'An SSL certificate, so the site opens over HTTPS',
        'A short training session on editing text and photos',
      ],
    },
    {
      heading: 'Two to three weeks, step by step',
      numbered: true,
      columns: 3,
      cards: [
        { title: 'Content and design', text: 'We collect your text, logo and photos, suggest the page structure and share a home page design for approval.' },
        { title: 'Build', text: 'All pages are built and filled with your content on a preview link you can check on your own phone.' },
        { title: 'Review and launch', text: 'Your changes are made, the forms are tested and the site goes live on your domain.' },
      ],
    },
  ],
  contactPrompt: 'Send us your current website or your business card and we will suggest a page plan. Write to',
  faqs: [
    {
      question: 'What do you need from us to start?',
      answer: 'Your logo, a few lines about the business and each service, photos if you have them, and your contact details. If writing is not your thing, we draft the text from a short call and you correct it.',
    },
    {
      question: 'Can we update the website ourselves?',
      answer: 'Yes. Business websites are usually built on WordPress, and we show you how to change text, photos and team details without touching code.',
    },
    {
      question: 'Will the site show up on Google?',
      answer: 'Every site launches with titles, descriptions and a sitemap in place, and we submit it to search consoles. Ranking for competitive terms takes ongoing SEO work, which usually shows results in 3 to 6 months.',
    },
    {
      question: 'What if we need more than five pages later?',
      answer: 'New pages use the same design blocks, so adding them later is quick. If you already know you need many more, our web design service is the better fit.',
    },
  ],
};

export default businessWebsite;
