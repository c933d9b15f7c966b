import type { ServiceRecord } from '../types';
import { serviceArt, serviceHero } from '../shared';

const payPerClick: ServiceRecord = {
  slug: 'pay-per-click',
  category: 'Digital Marketing',
  title: 'Pay Per Click (PPC) Advertising',
  heading: 'Pay Per Click Advertising That Tracks Every Rupee',
  serviceType: 'Pay per click advertising management',
  description:
    'Search, display and social ad campaigns run for leads and sales: keyword research, ad copy, landing pages, conversion tracking and weekly tuning.',
  keywords: ['PPC management', 'Google Ads agency', 'pay per click India', 'Facebook and Instagram ads', 'conversion tracking'],
  lead: 'Paid search and social ads put you in front of buyers from the day they go live. We make sure each rupee of spend can be traced to a click, a lead or a sale.',
  hero: serviceHero('pay-per-click'),
  facts: [
    { value: 'Days, not months', label: 'from launch to first enquiries' },
    { value: 'Your account', label: 'campaigns run in an ad account you own' },
    { value: 'Weekly', label: 'review of bids, keywords and ads' },
  ],
  intro: {
    heading: 'Ads that are measured, not guessed',
    paragraphs: [
      'Pay per click works when three things line up: the right searches or audiences, an ad that promises what the page delivers, and tracking that shows which clicks became customers. Miss any one and the budget leaks.',
      'We set up all three before raising spend, then tune the campaigns every week. Because we also build websites, landing pages are part of the job rather than a separate project.',
    ],
    image: serviceArt('pay-per-click', 'A sponsored search ad with a cursor clicking it and a rupee coin'),
  },
  sections: [
    {
      heading: 'What we manage',
      cards: [
        { title: 'Keyword and audience research', text: 'Search terms with buying intent, negative keywords to block waste, and audiences by interest or role.' },
        { title: 'Ad copy and assets', text: 'Headlines, descriptions, images and extensions written and tested against each other.' },
        { title: 'Landing pages', text: 'Fast, focused pages with one offer and one form, built by our own developers.' },
        { title: 'Conversion tracking', text: 'Form submissions, calls and purchases recorded, so the platforms optimise for results rather than clicks.' },
        { title: 'Bids and budgets', text: 'Spend moved towards the campaigns, times and locations that bring enquiries.' },
        { title: 'Reporting', text: 'Cost per lead and cost per sale every month, in plain figures.' },
      ],
    },
    {
      heading: 'Where we run campaigns',
      bullets: [
        'Google search ads for people already looking for what you sell',
        'Display and remarketing ads that bring back visitors who did not enquire',
        'Facebook and Instagram ads for consumer products and local services',
        'LinkedIn ads for B2B offers aimed at job titles and industries',
      ],
    },
    {
      heading: 'PPC and SEO together',
      paragraphs: [
        'SEO usually takes 3 to 6 months to show results; ads can bring enquiries in the first week. Many clients run both: ads for immediate demand, SEO for the long term, and the search-term data from ads to choose which SEO keywords to chase.',
      ],
    },
  ],
  contactPrompt: 'Tell us your monthly ad budget and what a good lead is worth to you. Write to',
  faqs: [
    {
      question: 'How much should we spend on ads?',
      answer: 'Enough to gather meaningful data in your market. We estimate it from keyword costs and your target cost per lead before launch, and recommend starting small and scaling what works.',
    },
    {
      question: 'How soon will we see results?',
      answer: 'Clicks start as soon as ads are approved, usually within a day or two. The first month is also a learning period in which we cut waste and tighten targeting.',
    },
    {
      question: 'Who owns the ad account?',
      answer: 'You do. Campaigns run in an account in your company name with your payment method; we work in it with manager access.',
    },
    {
      question: 'Do you build the landing pages too?',
      answer: 'Yes. Our web team builds fast, single-purpose landing pages and connects their forms to your inbox and to conversion tracking.',
    },
  ],
};

export default payPerClick;
