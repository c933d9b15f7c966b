import type { ServiceRecord } from '../types';
import { serviceArt, serviceHero } from '../shared';

const enterpriseResourcePlanning: ServiceRecord = {
  slug: 'enterprise-resource-planning',
  category: 'Web and Mobile Application',
  title: 'ERP Application Development',
  heading: 'Custom ERP Applications for Multi-Branch Businesses',
  serviceType: 'ERP software development',
  description:
    'Custom ERP development: multi-role access, branches, inventory, warehouse, orders, CRM, documents, alerts and chat, with maps and search integrations.',
  keywords: ['custom ERP development', 'ERP software India', 'inventory and warehouse management', 'multi-branch ERP', 'CRM module'],
  lead: 'An ERP shaped around how your business really runs: every branch, warehouse and role in one system, from the first enquiry to the delivered order.',
  hero: serviceHero('enterprise-resource-planning'),
  facts: [
    { value: '10+ years', label: 'of ERP development experience' },
    { value: 'Multi-branch', label: 'every location and warehouse in one system' },
    { value: '6-12 weeks', label: 'to a first release; larger systems follow in phases' },
  ],
  intro: {
    heading: 'One system instead of ten spreadsheets',
    paragraphs: [
      'When stock lives in one file, orders in another and customer calls in someone’s phone, every branch works from a different version of the truth. A custom ERP puts them in one database, with each person seeing and doing exactly what their role allows.',
      'Our team has built ERP systems for more than 10 years, including one whose roles run from Super Administrator and corporate top level through regional and branch managers, accounts, inside and outside sales reps, delivery staff and general staff.',
    ],
    image: serviceArt('enterprise-resource-planning', 'An ERP dashboard with a side menu, key figures, a bar chart and a pie chart'),
  },
  sections: [
    {
      heading: 'Modules we build',
      cards: [
        { title: 'Multi-role access', text: 'Permissions per role and per branch, so a branch manager sees their branch and head office sees everything.' },
        { title: 'Branches', text: 'Any number of branches with their own staff, stock, targets and reports, rolled up for management.' },
        { title: 'Inventory', text: 'Stock levels, batches, transfers between locations and reorder alerts, updated by every sale and receipt.' },
        { title: 'Warehouse', text: 'Goods in, picking, packing and dispatch, with bin locations and stock counts.' },
        { title: 'Order lifecycle', text: 'Quotation to order, invoice, dispatch, delivery and payment, with the status visible to everyone involved.' },
        { title: 'CRM', text: 'Leads, follow-ups, customer history and sales-rep targets in the same system as orders.' },
        { title: 'Documents', text: 'Invoices, challans, contracts and photos attached to the records they belong to.' },
        { title: 'Alerts and chat', text: 'In-app notifications for approvals, low stock and overdue tasks, and chat between staff on a record.' },
        { title: 'Integrations', text: 'Maps for delivery routes and field staff, search-provider APIs, SMS, e-mail, payments and accounting exports.' },
      ],
    },
    {
      heading: 'Why custom rather than off the shelf',
      paragraphs: [
        'Packaged ERPs are built for an average company, and you pay in licences and workarounds for the parts that do not fit. A custom ERP starts with the modules you need, follows your approval chain and grows one module at a time.',
        'It runs in the browser, works on phones for sales reps and delivery staff, and is hosted on a server in your company’s name.',
      ],
    },
    {
      heading: 'How an ERP project runs',
      numbered: true,
      columns: 4,
      cards: [
        { title: 'Study', text: 'We meet each department, map how information flows between them and agree the first modules.' },
        { title: 'Design', text: 'Screens, roles and reports are designed and approved before development begins.' },
        { title: 'Build in phases', text: 'The first modules go live in 6 to 12 weeks; the rest follow in planned releases.' },
        { title: 'Train and support', text: 'Staff are trained role by role, and data from old systems is imported and checked.' },
      ],
    },
  ],
  contactPrompt: 'Tell us how many branches, warehouses and users you have today. Write to',
  faqs: [
    {
      question: 'Why choose a custom ERP instead of a packaged product?',
      answer: 'A custom ERP follows your process rather than changing it to suit the software, carries no per-user licence fees, and can be extended whenever the business changes.',
    },
    {
      question: 'Can it run across several branches and warehouses?',
      answer: 'Yes. Branches and warehouses are built in from the start, with stock transfers between them and reports per branch or for the whole company.',
    },
    {
      question: 'Which systems can it connect to?',
      answer: 'Maps and other search-provider services, SMS gateways, e-mail, payment gateways and your accounting software, plus your e-commerce store if you sell online.',
    },
    {
      question: 'How long does an ERP project take?',
      answer: 'A first release with the core modules usually takes 6 to 12 weeks. Larger systems are delivered in phases, so staff start using the ERP while later modules are built.',
    },
    {
      question: 'Can field staff use it on their phones?',
      answer: 'Yes. Sales reps and delivery staff can take orders, update delivery status and see customer details from a phone, and we can add a dedicated mobile app if needed.',
    },
  ],
};

export default enterpriseResourcePlanning;
