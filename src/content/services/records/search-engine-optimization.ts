import { paths } from '@/config/paths';
import type { ServiceRecord } from '../types';
import { serviceArt, serviceHero } from '../shared';

const searchEngineOptimization: ServiceRecord = {
  slug: 'search-engine-optimization',
  category: 'Digital Marketing',
  title: 'Search Engine Optimisation (SEO)',
  heading: 'Search Engine Optimisation That Shows in Your Numbers',
  serviceType: 'Search engine optimisation',
  description:
    'Technical SEO, on-page work, content and link building for Indian and overseas businesses, with results usually visible within 3 to 6 months.',
  keywords: ['SEO services', 'search engine optimisation India', 'technical SEO audit', 'local SEO', 'SEO agency Noida'],
  lead: 'We fix what stops search engines from trusting your site, then build the content and links that earn rankings, and we report it in clicks and enquiries, not jargon.',
  hero: serviceHero('search-engine-optimization'),
  facts: [
    { value: '3-6 months', label: 'usual time to visible results' },
    { value: '+245%', label: 'organic traffic for a spine-care clinic in 4 months' },
    { value: '81 → 94', label: 'page speed score for a gastroenterology practice' },
  ],
  intro: {
    heading: 'SEO that starts with the site itself',
    paragraphs: [
      'Rankings rarely stall for one reason. Broken links, duplicate titles, slow pages and missing schema add up until search engines stop sending visitors. We begin with a full technical audit, fix the problems in order of impact, and only then scale up content and links.',
      'Because our team also builds websites, we make the fixes ourselves instead of handing you a spreadsheet of issues for someone else to solve.',
    ],
    image: serviceArt('search-engine-optimization', 'A magnifying glass over a rising search traffic chart'),
  },
  sections: [
    {
      heading: 'What we work on',
      cards: [
        { title: 'Technical audit and fixes', text: 'Crawl errors, broken links, redirects, duplicate metadata, canonical tags, sitemaps and robots.txt.' },
        { title: 'Page speed', text: 'Minified CSS and JavaScript, compressed images and caching, measured on mobile and desktop.' },
        { title: 'On-page optimisation', text: 'Titles, descriptions, headings and internal links written for the terms your buyers search.' },
        { title: 'Content', text: 'Service pages strengthened and regular blog posts that answer real questions.' },
        { title: 'Structured data', text: 'Organization, Breadcrumb, Article, FAQ and other schema so results show richer listings.' },
        { title: 'Links and local SEO', text: 'Relevant backlinks, a disavow file for harmful ones, and business listings for local searches.' },
      ],
    },
    {
      heading: 'Results from our case studies',
      bullets: [
        'A spine-care clinic: site health from 74% to 95%, clicks from 634 to 2,050 and page 1 rankings for spine care terms in Phoenix and Peoria, in four months.',
        'A gastroenterology practice: page speed from 81 to 94, 2.89K clicks and 96.6K impressions in two and a half months.',
        'An embedded recruitment provider: 178 broken links replaced, 301 redirects for 40+ error pages and mobile speed from 65 to 86.',
      ],
      link: { label: 'Read the SEO case studies', to: paths.caseStudies },
    },
    {
      heading: 'How an SEO engagement runs',
      numbered: true,
      columns: 4,
      cards: [
        { title: 'Audit', text: 'Technical crawl, speed tests, keyword positions and competitor gaps, summarised in plain language.' },
        { title: 'Fix', text: 'Errors and warnings repaired in order of impact, usually within the first month.' },
        { title: 'Build', text: 'Content, schema and links added every month against an agreed keyword list.' },
        { title: 'Report', text: 'Monthly figures for clicks, impressions, positions and enquiries, with next month’s plan.' },
      ],
    },
  ],
  contactPrompt: 'Send us your website and the searches you would like to be found for. Write to',
  faqs: [
    {
      question: 'How long does SEO take to show results?',
      answer: 'Technical fixes often lift speed and crawl figures within weeks, but rankings and organic traffic usually take 3 to 6 months to move, depending on competition and the state of the site.',
    },
    {
      question: 'Can you guarantee first-page rankings?',
      answer: 'No honest agency can, because search engines decide rankings. What we commit to is the work plan, monthly reporting and clear figures, and our case studies show what that work has achieved.',
    },
    {
      question: 'Do you work with businesses outside India?',
      answer: 'Yes. Our case studies include a spine-care clinic that now ranks in Phoenix and Peoria in the United States, alongside clients in India and elsewhere.',
    },
    {
      question: 'What does the monthly report include?',
      answer: 'Clicks, impressions, click-through rate and average position from search console, organic visitors and enquiries, the work done that month and the plan for the next.',
    },
    {
      question: 'Do you need access to our website?',
      answer: 'Yes, editor or developer access plus search console and analytics, so we can make fixes directly and measure them. All access can be removed when we finish.',
    },
  ],
};

export default searchEngineOptimization;
