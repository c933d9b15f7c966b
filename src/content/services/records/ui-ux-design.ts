import type { ServiceRecord } from '../types';
import { serviceArt, serviceHero } from '../shared';

const uiUxDesign: ServiceRecord = {
  slug: 'ui-ux-design',
  category: 'Design',
  title: 'UI/UX Design',
  heading: 'UI/UX Design for Web and Mobile Apps',
  serviceType: 'UI/UX design',
  description:
    'UI/UX design for mobile apps and web applications in four steps, analysis, structure, refinement and delivery, ending in developer-ready screens.',
  keywords: ['UI UX design', 'mobile app design', 'web app design', 'wireframes and prototypes', 'UX design agency India'],
  lead: 'Screens that make sense the first time someone opens them: we study how people will use your app, structure it around their tasks and refine every detail before a line of code is written.',
  hero: serviceHero('ui-ux-design'),
  facts: [
    { value: '4 steps', label: 'analysis, structure, refinement, delivery' },
    { value: 'Web + mobile', label: 'apps, dashboards and portals' },
    { value: 'Developer-ready', label: 'specs, assets and components at handover' },
  ],
  intro: {
    heading: 'Good design is cheaper than rework',
    paragraphs: [
      'Changing a screen in a design file takes minutes; changing it after it has been built takes days. Careful UI/UX work up front means fewer surprises in development, fewer support calls after launch and users who actually finish what they came to do.',
      'Our designers sit next to our web and mobile developers, so every screen is designed with what can be built, and how fast, in mind.',
    ],
    image: serviceArt('ui-ux-design', 'Four design stages, from a rough wireframe to a finished screen'),
  },
  sections: [
    {
      heading: 'Our four-step process',
      numbered: true,
      columns: 4,
      cards: [
        { title: 'Analysis', text: 'Users, goals and competitors studied; existing analytics and support questions reviewed; key tasks listed.' },
        { title: 'Structure', text: 'Information architecture, user flows and wireframes that put every task in the fewest steps.' },
        { title: 'Refinement', text: 'Visual design, interaction details and a clickable prototype tested with real users and adjusted.' },
        { title: 'Delivery', text: 'Final screens, a component library, specs and exported assets handed to developers.' },
      ],
    },
    {
      heading: 'What we design',
      columns: 2,
      cards: [
        { title: 'Mobile app design', text: 'Android and iOS screens that follow each platform’s conventions while keeping your brand.' },
        { title: 'Web application design', text: 'Dashboards, portals and admin panels where dense data stays readable.' },
        { title: 'Design systems', text: 'Reusable colours, type, components and rules that keep a growing product consistent.' },
        { title: 'UX reviews', text: 'An expert review of an existing app or site, with the problems ranked and fixes sketched.' },
      ],
    },
    {
      heading: 'Accessible by default',
      paragraphs: [
        'Every design is checked for colour contrast, readable text sizes, clear focus states and touch targets large enough for a thumb, so the product works for more people and passes accessibility reviews.',
      ],
    },
  ],
  contactPrompt: 'Tell us about the app or product you are designing and who will use it. Write to',
  faqs: [
    {
      question: 'What is the difference between UI and UX design?',
      answer: 'UX design decides how the product works: the flows, structure and steps a user takes. UI design decides how it looks: layout, colour, type and components. We do both, in that order.',
    },
    {
      question: 'Do you design both mobile apps and web applications?',
      answer: 'Yes. We design Android and iOS apps, responsive websites and web applications such as dashboards and portals.',
    },
    {
      question: 'What do we receive at the end?',
      answer: 'Final screens for every state, a clickable prototype, a component library, spacing and colour specs, and exported icons and images ready for developers.',
    },
    {
      question: 'Can you redesign an app that is already live?',
      answer: 'Yes. We begin the analysis step with your analytics, reviews and support tickets, so the redesign fixes the problems users actually report.',
    },
    {
      question: 'Can your team also build what you design?',
      answer: 'Yes. Our web and mobile developers can build the approved designs, which avoids the gaps that open up when design and development are split between two companies.',
    },
  ],
};

export default uiUxDesign;
