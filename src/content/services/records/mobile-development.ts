import type { ServiceRecord } from '../types';
import { serviceArt, serviceHero } from '../shared';

const mobileDevelopment: ServiceRecord = {
  slug: 'mobile-development',
  category: 'Web and Mobile Application',
  title: 'Mobile App Development',
  heading: 'Mobile App Development for Android and iOS',
  serviceType: 'Mobile application development',
  description:
    'Android and iOS app development with React Native, native Android and PWAs: from ₹50,000, standard apps in 6 to 12 weeks, with APIs and admin panels.',
  keywords: ['mobile app development', 'React Native developers', 'Android app development', 'iOS app development', 'app development cost India'],
  lead: 'Apps your customers keep on their home screen: fast, reliable and connected to the back end and admin panel that run your business.',
  hero: serviceHero('mobile-development'),
  facts: [
    { value: 'From ₹50,000', label: 'for a focused first app' },
    { value: '6-12 weeks', label: 'typical build of a standard app' },
    { value: 'Android + iOS', label: 'from one React Native code base' },
  ],
  intro: {
    heading: 'One team for the app, the back end and the launch',
    paragraphs: [
      'An app is only as good as the system behind it. We build the app, the APIs it talks to and the admin panel your staff use, so there is one team accountable for the whole thing working.',
      'Most of our apps are built in React Native, which gives you Android and iOS from one code base. When a project needs deep device features we build native Android, and for simpler needs a progressive web app can skip the app stores altogether.',
    ],
    image: serviceArt('mobile-development', 'Two phone apps, one with a list view and one with a chart'),
  },
  sections: [
    {
      heading: 'How we build apps',
      cards: [
        { title: 'React Native', text: 'One code base for Android and iOS, with native performance for lists, maps, cameras and payments.' },
        { title: 'Native Android', text: 'Kotlin or Java apps for projects that need deep device access or run on specialised hardware.' },
        { title: 'Progressive web apps', text: 'Installable web apps that work offline and update without app store review.' },
        { title: 'APIs and back end', text: 'Secure REST APIs in Laravel or CakePHP with login, push notifications and file storage.' },
        { title: 'Admin panel', text: 'A web dashboard to manage users, content, orders and reports behind the app.' },
        { title: 'Store publishing', text: 'Play Store and App Store listings, screenshots, review submission and release updates.' },
      ],
    },
    {
      heading: 'From idea to the app stores',
      numbered: true,
      columns: 4,
      cards: [
        { title: 'Scope', text: 'Features ranked into a first release and later ones, with a fixed quote for the first.' },
        { title: 'Design', text: 'Screens and a clickable prototype approved before development.' },
        { title: 'Build and test', text: 'Fortnightly test builds on your own phone, plus testing on a range of devices.' },
        { title: 'Launch', text: 'Store submission, crash monitoring and the first round of fixes from real users.' },
      ],
    },
  ],
  contactPrompt: 'Describe your app idea in a few lines, or send a sketch of the main screens. Write to',
  faqs: [
    {
      question: 'How much does a mobile app cost?',
      answer: 'Apps start from ₹50,000 for a focused first version. The final price depends on the number of screens, the features and whether we also build the back end and admin panel.',
    },
    {
      question: 'How long does it take to build an app?',
      answer: 'A standard app typically takes 6 to 12 weeks from approved design to store submission. Larger apps are split into releases so you can launch sooner.',
    },
    {
      question: 'Should we build native or cross-platform?',
      answer: 'For most business apps, React Native gives Android and iOS from one code base at lower cost. Native Android makes sense when you need specialised hardware or heavy background processing.',
    },
    {
      question: 'Do you publish the app to the Play Store and App Store?',
      answer: 'Yes. We prepare the listings and submit the app under your own developer accounts, so the app stays in your name.',
    },
    {
      question: 'What happens after launch?',
      answer: 'We fix issues reported in the first weeks, update the app for new Android and iOS versions and build new features as you need them.',
    },
  ],
};

export default mobileDevelopment;
