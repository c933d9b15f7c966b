import type { ServiceRecord } from '../types';
import { serviceArt, serviceHero } from '../shared';

const socialMediaMarketing: ServiceRecord = {
  slug: 'social-media-marketing',
  category: 'Digital Marketing',
  title: 'Social Media Marketing (SMM)',
  heading: 'Social Media Marketing: Content, Community and Paid Reach',
  serviceType: 'Social media marketing',
  description:
    'Social media marketing for Indian brands: monthly content calendars, designed posts and reels, community replies and paid Facebook and Instagram campaigns.',
  keywords: ['social media marketing', 'SMM agency India', 'Instagram marketing', 'Facebook ads', 'content calendar'],
  lead: 'A consistent stream of posts your audience wants to see, replies that arrive while people are still interested, and paid reach where it pays for itself.',
  hero: serviceHero('social-media-marketing'),
  facts: [
    { value: 'Monthly', label: 'content calendar approved before posting' },
    { value: 'Posts + reels', label: 'designed in-house' },
    { value: 'Paid + organic', label: 'planned as one campaign' },
  ],
  intro: {
    heading: 'Social media run like a campaign, not a chore',
    paragraphs: [
      'Posting when someone remembers rarely builds an audience. We plan a month at a time around your launches, offers and seasons, design every post, publish on schedule and answer the comments and messages that follow.',
      'Paid promotion is added where it makes sense: boosting posts that already perform, or running offers to audiences that match your best customers.',
    ],
    image: serviceArt('social-media-marketing', 'A social media post, a comment with a like, and a content calendar'),
  },
  sections: [
    {
      heading: 'What the service includes',
      cards: [
        { title: 'Strategy', text: 'Audience, tone, content themes and goals agreed at the start and reviewed each quarter.' },
        { title: 'Content calendar', text: 'A month of posts planned around your launches, offers and festive seasons.' },
        { title: 'Creative', text: 'Posts, carousels, stories and short videos designed to your brand guidelines.' },
        { title: 'Community management', text: 'Comments and messages answered in your voice, with sales enquiries passed to your team.' },
        { title: 'Paid campaigns', text: 'Facebook and Instagram ads for reach, traffic or leads, with budgets you approve.' },
        { title: 'Monthly report', text: 'Reach, engagement, follower growth, clicks and leads, with what we will change next month.' },
      ],
    },
    {
      heading: 'Start with strong foundations',
      paragraphs: [
        'If your profiles are incomplete or inconsistent, we begin with a social media optimisation audit so the audience you attract lands on profiles that convert.',
      ],
    },
    {
      heading: 'How a month runs',
      numbered: true,
      columns: 4,
      cards: [
        { title: 'Plan', text: 'The calendar and captions are shared for approval in the last week of the month before.' },
        { title: 'Create', text: 'Designs and videos are produced and approved in batches.' },
        { title: 'Publish and reply', text: 'Posts go out on schedule; comments and messages are answered daily.' },
        { title: 'Measure', text: 'Results are reviewed and the best-performing themes get more of next month’s plan.' },
      ],
    },
  ],
  contactPrompt: 'Tell us which platforms you use today and what you would like social media to bring in. Write to',
  faqs: [
    {
      question: 'How many posts a month do you create?',
      answer: 'It depends on the plan you choose and the platforms you use. We agree the number of posts, stories and videos before the first month starts.',
    },
    {
      question: 'Do we approve everything before it is posted?',
      answer: 'Yes. The whole month’s calendar and designs are shared for approval, and urgent changes can be made at any time.',
    },
    {
      question: 'Is the ad budget included in your fee?',
      answer: 'No. Ad spend is paid by you directly to the platform from your own ad account, so you always see exactly what was spent.',
    },
    {
      question: 'Can you work with our in-house designer?',
      answer: 'Yes. We can plan and write while your designer creates the artwork, or share templates your team can reuse.',
    },
  ],
};

export default socialMediaMarketing;
