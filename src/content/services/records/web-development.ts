import type { ServiceRecord } from '../types';
import { serviceArt, serviceHero } from '../shared';

const webDevelopment: ServiceRecord = {
  slug: 'web-development',
  category: 'Web and Mobile Application',
  title: 'Web Development',
  heading: 'Web Application Development with React, Vue and Laravel',
  serviceType: 'Web application development',
  description:
    'Custom web applications built with React or Vue.js on the front end and Laravel or CakePHP on the back end: portals, dashboards, APIs and PWAs.',
  keywords: ['web development company', 'Laravel development', 'React development', 'Vue.js development', 'custom web application'],
  lead: 'Portals, dashboards, booking systems and SaaS products built on proven frameworks, with clean code your future developers will thank you for.',
  hero: serviceHero('web-development'),
  facts: [
    { value: 'React + Vue', label: 'front-end frameworks' },
    { value: 'Laravel + CakePHP', label: 'PHP back-end frameworks' },
    { value: '6-12 weeks', label: 'typical build of a standard application' },
  ],
  intro: {
    heading: 'Modern front ends on a dependable PHP back end',
    paragraphs: [
      'We pair a modern front-end framework, React or Vue.js, with a PHP back-end framework, usually Laravel and sometimes CakePHP. The front end feels as quick as an app; the back end is mature, well documented and easy to host anywhere in India or abroad.',
      'Since 2015 we have delivered more than 200 projects, from custom PHP tools to ERP systems and progressive web apps, and we write code with tests and documentation so it outlives the first release.',
    ],
    image: serviceArt('web-development', 'A code editor window with coloured lines of code'),
  },
  sections: [
    {
      heading: 'What we build',
      cards: [
        { title: 'Customer portals', text: 'Secure areas where clients place orders, download invoices or track requests.' },
        { title: 'Dashboards and admin panels', text: 'Data-heavy screens with filters, charts and exports for managers and staff.' },
        { title: 'SaaS products', text: 'Multi-tenant applications with subscriptions, roles and usage limits.' },
        { title: 'APIs and integrations', text: 'REST APIs for mobile apps and partners, and connections to payment, SMS and ERP systems.' },
        { title: 'Progressive web apps', text: 'Web applications that install on phones and keep working on patchy connections.' },
        { title: 'Rescue and upgrades', text: 'Legacy PHP code stabilised, upgraded to current framework versions and covered by tests.' },
      ],
    },
    {
      heading: 'Our stack',
      columns: 2,
      cards: [
        { title: 'Front end', text: 'React or Vue.js with TypeScript, component libraries and server rendering where search visibility matters.' },
        { title: 'Back end', text: 'Laravel or CakePHP with MySQL, queues, scheduled jobs and automated tests, hosted on Linux servers we administer.' },
      ],
    },
    {
      heading: 'How we deliver',
      numbered: true,
      columns: 4,
      cards: [
        { title: 'Specification', text: 'Features, roles and integrations written down and priced before work starts.' },
        { title: 'Design', text: 'Key screens and data models agreed, so everyone knows what is being built.' },
        { title: 'Sprints', text: 'Working software on a staging server every two weeks for you to try.' },
        { title: 'Launch and care', text: 'Deployment, monitoring and handover of code, documentation and access.' },
      ],
    },
  ],
  contactPrompt: 'Send us a short description of the application and who will use it. Write to',
  faqs: [
    {
      question: 'Which technologies do you use for web development?',
      answer: 'React or Vue.js for the front end, and a PHP framework, Laravel or CakePHP, for the back end, with MySQL databases on Linux servers. We also maintain custom PHP and WordPress projects.',
    },
    {
      question: 'How long does a web application take?',
      answer: 'A standard application typically takes 6 to 12 weeks. Larger systems are delivered in stages, with the most important features first.',
    },
    {
      question: 'Will we own the source code?',
      answer: 'Yes. The code is kept in a repository you have access to, and everything is handed over at the end of the project.',
    },
    {
      question: 'Can you take over an application another team built?',
      answer: 'Yes. We start with a code review and a list of risks, stabilise what is there and then continue development.',
    },
    {
      question: 'Do you provide hosting and maintenance?',
      answer: 'We set up and administer Linux servers on the cloud provider of your choice, and offer ongoing maintenance for updates, backups, monitoring and small changes.',
    },
  ],
};

export default webDevelopment;
