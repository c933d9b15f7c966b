import type { ServiceRecord } from '../types';
import { serviceArt, serviceHero } from '../shared';

const linkedinMarketing: ServiceRecord = {
  slug: 'linkedin-marketing',
  category: 'Digital Marketing',
  title: 'LinkedIn Marketing',
  heading: 'LinkedIn Marketing for B2B Leads and Employer Brand',
  serviceType: 'LinkedIn marketing',
  description:
    'LinkedIn marketing for B2B companies: company page and founder profiles, thought-leadership posts, targeted outreach and lead generation ads.',
  keywords: ['LinkedIn marketing', 'B2B lead generation', 'LinkedIn company page', 'LinkedIn ads', 'founder branding'],
  lead: 'LinkedIn is where decision makers read, hire and buy. We turn your company page and your leaders’ profiles into a steady source of conversations with the right people.',
  hero: serviceHero('linkedin-marketing'),
  facts: [
    { value: 'B2B', label: 'buyers reached by role, industry and company size' },
    { value: 'Company + people', label: 'page and founder profiles worked together' },
    { value: 'Monthly', label: 'content calendar agreed in advance' },
  ],
  intro: {
    heading: 'People buy from people, especially on LinkedIn',
    paragraphs: [
      'On LinkedIn, posts from founders and senior staff usually travel further than posts from a company page. The strongest results come from working both: a complete, credible company page, and leaders who share what they know every week.',
      'We plan and write the content, run the company page, help with outreach and, when you are ready to scale, run LinkedIn ads aimed at exact job titles.',
    ],
    image: serviceArt('linkedin-marketing', 'Connected professional profiles and a briefcase'),
  },
  sections: [
    {
      heading: 'What we handle',
      cards: [
        { title: 'Company page', text: 'About section, specialities, banner and showcase content set up so visitors understand your offer at a glance.' },
        { title: 'Leadership profiles', text: 'Headlines, about sections and featured work for founders and sales leads.' },
        { title: 'Thought-leadership posts', text: 'Posts, carousels and articles drafted from short interviews with your team and approved by you.' },
        { title: 'Targeted outreach', text: 'Ideal customer lists built by role and industry, with personal connection notes rather than spam.' },
        { title: 'Sponsored content and lead forms', text: 'Ads to exact job titles, with lead forms that send contacts straight to your sales team.' },
        { title: 'Employer branding', text: 'Culture and hiring posts that help when you are recruiting developers or sales staff.' },
      ],
    },
    {
      heading: 'A monthly rhythm',
      numbered: true,
      columns: 4,
      cards: [
        { title: 'Interview', text: 'A short call each month to gather stories, opinions and results worth sharing.' },
        { title: 'Calendar', text: 'Posts for the company page and each leader scheduled for the month ahead.' },
        { title: 'Engage', text: 'Comments answered and relevant conversations joined from your accounts or with your approval.' },
        { title: 'Review', text: 'Reach, profile views, connection requests and leads compared with the month before.' },
      ],
    },
  ],
  contactPrompt: 'Share your company page and describe your ideal client. Write to',
  faqs: [
    {
      question: 'Is LinkedIn worth it for a small B2B company?',
      answer: 'Usually, yes. It is one of the few places where you can reach a specific job title at a specific kind of company, and organic posting costs nothing but time.',
    },
    {
      question: 'Do you post from the founder’s personal profile?',
      answer: 'Only with approval. We draft the posts; you either publish them yourself or approve a schedule for us to publish.',
    },
    {
      question: 'How are LinkedIn ads different from other ads?',
      answer: 'They cost more per click, but you can target by job title, seniority, industry and company size, which suits high-value B2B offers.',
    },
    {
      question: 'How soon do leads start coming in?',
      answer: 'Ads can produce leads within weeks. Organic reach builds more slowly, typically over a few months of regular posting.',
    },
  ],
};

export default linkedinMarketing;
