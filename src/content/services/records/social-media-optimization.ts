import type { ServiceRecord } from '../types';
import { serviceArt, serviceHero } from '../shared';

const socialMediaOptimization: ServiceRecord = {
  slug: 'social-media-optimization',
  category: 'Digital Marketing',
  title: 'Social Media Optimisation (SMO)',
  heading: 'Social Media Optimisation for Business Profiles',
  serviceType: 'Social media optimisation',
  description:
    'Social media optimisation: complete, consistent business profiles, share-ready website pages and a posting plan that turns followers into visitors.',
  keywords: ['social media optimisation', 'SMO services', 'business profile optimisation', 'Open Graph tags', 'social media audit'],
  lead: 'Before spending on reach, make sure every profile and every shared link does its job: clear, consistent, easy to find and one tap away from your website.',
  hero: serviceHero('social-media-optimization'),
  facts: [
    { value: 'Every profile', label: 'audited and completed on the networks you use' },
    { value: 'Share-ready', label: 'website links with the right title and image' },
    { value: 'Organic', label: 'no ad spend needed to begin' },
  ],
  intro: {
    heading: 'The groundwork that makes social media pay off',
    paragraphs: [
      'Social media optimisation is the organic side of social: profiles that are complete and consistent, posts that are easy to share, and a website whose pages look right when someone shares them. It costs no ad money and makes every later campaign work harder.',
      'We audit your presence on Facebook, Instagram, LinkedIn and X, fix what is missing or mismatched, and leave you with a simple plan your team can keep up.',
    ],
    image: serviceArt('social-media-optimization', 'A business profile page linked to several social channels'),
  },
  sections: [
    {
      heading: 'What SMO covers',
      cards: [
        { title: 'Profile audit', text: 'Every network checked for missing details, old logos, broken links and unanswered reviews.' },
        { title: 'Consistent branding', text: 'One name, logo, cover art and description style across all profiles, sized for each network.' },
        { title: 'Searchable bios', text: 'Bios, categories and highlights written with the words customers use to find you.' },
        { title: 'Share-ready website', text: 'Open Graph tags and share buttons, so links to your pages show the right title, text and image.' },
        { title: 'Content pillars', text: 'Three or four recurring themes that give your posts a recognisable rhythm.' },
        { title: 'Reviews and replies', text: 'A routine for answering comments, messages and reviews quickly and in one voice.' },
      ],
    },
    {
      heading: 'SMO, SMM or both?',
      paragraphs: [
        'SMO fixes the foundations; social media marketing then builds on them with a content calendar, creative and paid campaigns. Most clients start with a one-time SMO audit and move to SMM once their profiles are ready.',
      ],
    },
    {
      heading: 'How we work',
      numbered: true,
      columns: 3,
      cards: [
        { title: 'Audit', text: 'A written review of each profile and of how your website pages look when shared.' },
        { title: 'Fix', text: 'Profiles updated, artwork resized, website sharing tags added and tested.' },
        { title: 'Hand over', text: 'A posting plan, reply templates and a monthly check on reach and profile actions.' },
      ],
    },
  ],
  contactPrompt: 'Send us links to your social profiles for a free first look. Write to',
  faqs: [
    {
      question: 'What is the difference between SMO and SMM?',
      answer: 'SMO optimises your profiles, content and website for organic sharing. SMM runs ongoing campaigns, including paid promotion, on top of those foundations.',
    },
    {
      question: 'Which social networks should my business be on?',
      answer: 'Where your buyers already spend time. Consumer brands usually focus on Instagram and Facebook, business services on LinkedIn. Being active on two networks beats being absent on five.',
    },
    {
      question: 'Do you post on our behalf?',
      answer: 'SMO sets up the profiles and the plan. If you would like us to create and publish posts every month, that is part of our social media marketing service.',
    },
    {
      question: 'How do you measure whether SMO worked?',
      answer: 'We compare profile visits, website clicks from social, follower growth and response times before and after the work.',
    },
  ],
};

export default socialMediaOptimization;
