import type { ServiceRecord } from '../types';
import { serviceArt, serviceHero } from '../shared';

const blogsService: ServiceRecord = {
  slug: 'blogs-service',
  category: 'Websites and Content',
  title: 'Blog Writing and Management',
  heading: 'Blog Set-up, Writing and Management',
  serviceType: 'Blog content writing and management',
  description:
    'Blog set-up, keyword-led article writing and publishing for business websites: a content calendar, on-page SEO and monthly reports from our team.',
  keywords: ['blog writing service', 'business blog management', 'SEO content writing', 'WordPress blog set-up', 'content calendar'],
  lead: 'Regular, useful articles that answer your customers’ questions, bring search traffic to your site and give your sales team something worth sharing.',
  hero: serviceHero('blogs-service'),
  facts: [
    { value: '10+ years', label: 'of WordPress experience in the team' },
    { value: '3-6 months', label: 'usual time before organic traffic moves' },
    { value: 'Your choice', label: 'weekly or fortnightly publishing' },
  ],
  intro: {
    heading: 'A blog that earns its place on your website',
    paragraphs: [
      'A blog with three posts from two years ago tells visitors the business has gone quiet. A steady run of articles that answer real questions does the opposite: it shows expertise, gives search engines new pages to rank and gives prospects a reason to come back.',
      'We plan topics from keyword research and from the questions your customers already ask, write in your voice, and publish on a schedule you agree to in advance.',
    ],
    image: serviceArt('blogs-service', 'A blog article page with a chart, lines of text and a pen'),
  },
  sections: [
    {
      heading: 'What the service covers',
      cards: [
        { title: 'Blog set-up', text: 'A blog section added to your website, or a WordPress blog on a sub-domain, with categories, author pages and sharing tags.' },
        { title: 'Topic and keyword research', text: 'Topics chosen from search demand and from your sales team’s most common questions.' },
        { title: 'Writing and editing', text: 'Original articles written for your readers, checked for facts and edited for a clear, consistent voice.' },
        { title: 'On-page SEO', text: 'Titles, descriptions, headings, internal links and Article and FAQ structured data on every post.' },
        { title: 'Images and publishing', text: 'Featured images sized for speed, alt text written, and posts scheduled on the agreed dates.' },
        { title: 'Reporting', text: 'A monthly summary of what was published, which posts drew visits and what comes next.' },
      ],
    },
    {
      heading: 'Blogs inside a wider SEO plan',
      paragraphs: [
        'Content works best alongside technical fixes. In our SEO work for an embedded recruitment provider, weekly blog posts with Article, FAQ and Breadcrumb schema sat next to broken-link repairs and redirects, and the site gained featured snippet positions.',
      ],
    },
    {
      heading: 'How a month runs',
      numbered: true,
      columns: 4,
      cards: [
        { title: 'Plan', text: 'Topics and target keywords for the month are shared for your approval.' },
        { title: 'Write', text: 'Drafts arrive in a shared document where you can comment or edit.' },
        { title: 'Publish', text: 'Approved posts go live on schedule with images, links and schema.' },
        { title: 'Review', text: 'We check what ranked and what was read, and adjust the next month’s plan.' },
      ],
    },
  ],
  contactPrompt: 'Send us your website address and three questions your customers often ask. Write to',
  faqs: [
    {
      question: 'Who writes the articles?',
      answer: 'Our content writers, working from a brief we agree with you. Technical topics are reviewed by our developers or marketers before they reach you.',
    },
    {
      question: 'Do we approve posts before they go live?',
      answer: 'Always. Every draft is shared for comments, and nothing is published without your approval.',
    },
    {
      question: 'Can you add a blog to a website you did not build?',
      answer: 'Yes. We can add a blog section to most websites, or set up a WordPress blog on a sub-domain that matches your site’s design.',
    },
    {
      question: 'How soon will the blog bring in traffic?',
      answer: 'New articles are usually indexed within days, but steady organic traffic typically builds over 3 to 6 months of regular publishing.',
    },
  ],
};

export default blogsService;
