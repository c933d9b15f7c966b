import type { ServiceRecord } from '../types';
import { serviceArt, serviceHero } from '../shared';

const intranetApplications: ServiceRecord = {
  slug: 'intranet-applications',
  category: 'Web and Mobile Application',
  title: 'Intranet Applications',
  heading: 'Intranet Applications for Internal Teams',
  serviceType: 'Intranet application development',
  description:
    'Secure intranet applications with staff logins by role, document sharing, approvals, notices and reports, built around the way your company works.',
  keywords: ['intranet application', 'employee portal', 'internal web application', 'staff login portal', 'approval workflow'],
  lead: 'A private web application where your staff sign in, find what they need and move work forward, instead of chasing it through chat groups and spreadsheets.',
  hero: serviceHero('intranet-applications'),
  facts: [
    { value: 'Role-based', label: 'logins for every department and level' },
    { value: '6-12 weeks', label: 'typical first release' },
    { value: 'Since 2015', label: 'building business software' },
  ],
  intro: {
    heading: 'One place for the work that happens inside your company',
    paragraphs: [
      'Leave requests in e-mail, price lists in a shared drive, notices on a group chat: as a company grows, the information staff need every day scatters. An intranet application brings it behind one login, with each person seeing only what their role allows.',
      'We build intranets around the workflow you already have rather than forcing a template on it, so people use the system from the first week.',
    ],
    image: serviceArt('intranet-applications', 'A secured company server connected to several staff accounts'),
  },
  sections: [
    {
      heading: 'What we build into intranets',
      cards: [
        { title: 'Staff directory and roles', text: 'Departments, reporting lines and contact details, with permissions set per role rather than per person.' },
        { title: 'Document library', text: 'Policies, forms, price lists and manuals in folders, with versions kept and access limited by department.' },
        { title: 'Requests and approvals', text: 'Leave, purchase and expense requests routed to the right manager, with a record of every decision.' },
        { title: 'Notices and announcements', text: 'Company-wide or team-only notices that staff acknowledge, so nobody misses a policy change.' },
        { title: 'Tasks and follow-ups', text: 'Work assigned, tracked and closed inside the system, with reminders before deadlines.' },
        { title: 'Reports and dashboards', text: 'Attendance, requests and task figures for managers, exportable to spreadsheets.' },
      ],
    },
    {
      heading: 'Built to stay private',
      bullets: [
        'A login for every user, with access set by role and department',
        'HTTPS throughout and passwords stored only as secure hashes',
        'An activity log of who viewed or changed what, and when',
        'Hosting on your own server or on a cloud account in your company name',
        'Works in the browser on office computers and on phones',
      ],
    },
    {
      heading: 'How we deliver it',
      numbered: true,
      columns: 4,
      cards: [
        { title: 'Map the workflow', text: 'We sit with the teams who will use it and write down how requests, documents and approvals move today.' },
        { title: 'Clickable prototype', text: 'Key screens are shown to a few staff members before any code is written.' },
        { title: 'Build in stages', text: 'The most-used module goes live first; the rest follow in short, tested releases.' },
        { title: 'Roll out and train', text: 'Accounts are created, staff are trained and feedback from the first weeks is built in.' },
      ],
    },
  ],
  contactPrompt: 'Describe the process you would like to move off e-mail and spreadsheets. Write to',
  faqs: [
    {
      question: 'What is the difference between an intranet and an ERP?',
      answer: 'An intranet organises communication and internal paperwork: documents, notices, requests and approvals. An ERP runs operations such as inventory, orders and accounts. Many clients start with an intranet and connect it to an ERP later.',
    },
    {
      question: 'Can staff use it on their phones?',
      answer: 'Yes. The application is responsive, so field and sales staff can raise requests and read notices from a phone browser without installing anything.',
    },
    {
      question: 'Can it connect with software we already use?',
      answer: 'Usually, yes. If your existing software has an API or can export data, we can sync staff records, attendance or orders with the intranet.',
    },
    {
      question: 'Where is the intranet hosted?',
      answer: 'On your own server or on a cloud account opened in your company name. We set it up, configure backups and hand over the access details.',
    },
  ],
};

export default intranetApplications;
