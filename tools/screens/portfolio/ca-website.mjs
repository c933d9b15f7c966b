// A chartered accountancy firm's home page: its four services, and the month's tax calendar.
import { browser } from '../frames.mjs';
import { each, icon } from '../kit.mjs';

const dues = [
  ['11', 'Oct', 'GSTR-1', 'Outward supplies, September', 'next'],
  ['20', 'Oct', 'GSTR-3B', 'Summary return and tax', ''],
  ['31', 'Oct', 'Income tax return', 'Businesses under audit', ''],
];
const services = [
  ['file-search', 'Audit', 'Statutory, tax and internal audits'],
  ['receipt-indian-rupee', 'GST', 'Registration, returns, notices'],
  ['landmark', 'Income tax', 'Returns, planning, scrutiny'],
  ['building-2', 'Company formation', 'Incorporation and ROC filings'],
];

export default {
  frame: 'browser',
  layout: 'firm home page with a tax calendar',
  accent: '#0f4c5c',
  font: 'inter',
  faces: ['dmSerif'],
  css: `
.site { height: 100%; display: flex; flex-direction: column; background: #fbfaf7; }
.nav { display: flex; align-items: center; gap: 22px; padding: 12px 26px; background: #fff; border-bottom: 1px solid #ece8df; }
.brand { display: flex; align-items: center; gap: 9px; }
.mark { width: 34px; height: 34px; border-radius: 8px; background: var(--accent); color: #e9c46a; display: grid; place-items: center; font: 400 19px 'DM Serif Display'; }
.brand b { display: block; font: 400 17px/1.05 'DM Serif Display'; color: var(--accent-ink); }
.brand small { white-space: nowrap; font-size: 11px; color: var(--muted); letter-spacing: .06em; text-transform: uppercase; }
.links { white-space: nowrap; display: flex; gap: 18px; margin-left: auto; font-size: 13px; font-weight: 500; color: #334155; }
.nav .btn { background: #c8962f; color: #fff; }
.hero { display: grid; grid-template-columns: 1fr 268px; gap: 26px; padding: 16px 26px 14px; background: linear-gradient(180deg, #f2efe7, #fbfaf7); }
.eyebrow { font-size: 11.5px; font-weight: 700; letter-spacing: .08em; text-transform: uppercase; color: #a07522; }
.hero h1 { font: 400 30px/1.08 'DM Serif Display'; color: var(--accent-ink); margin: 8px 0 10px; }
.hero p { font-size: 13.5px; color: #475569; max-width: 330px; }
.hero .row { margin-top: 16px; }
.cal { padding: 14px 14px 10px; box-shadow: 0 10px 24px -14px rgba(15, 23, 42, .35); }
.cal h2 { font-size: 14px; display: flex; align-items: center; gap: 6px; color: var(--accent-ink); }
.cal h2 .pill { margin-left: auto; }
.due { display: flex; align-items: center; gap: 10px; padding: 8px 0; border-top: 1px solid var(--line); }
.due:first-of-type { border-top: 0; }
.date { width: 38px; text-align: center; border-radius: 7px; padding: 3px 0; background: #f1f5f9; }
.date b { display: block; font-size: 16px; line-height: 1.1; }
.date small { font-size: 11px; color: var(--muted); text-transform: uppercase; }
.due.next .date { background: var(--accent); color: #fff; }
.due.next .date small { color: #cfe3e6; }
.due.done { color: #64748b; }
.due .what b { font-size: 13px; display: block; }
.due .what span { font-size: 11.5px; color: var(--muted); }
.services { display: grid; grid-template-columns: repeat(4, 1fr); gap: 10px; padding: 2px 26px 16px; }
.svc { padding: 10px 11px; }
.svc .row { gap: 8px; }
.svc .ic { width: 28px; height: 28px; border-radius: 8px; display: grid; place-items: center; background: var(--accent-soft); color: var(--accent); }
.svc b { font-size: 13px; line-height: 1.15; }
.svc span { display: block; margin-top: 5px; }
.svc span { font-size: 11.5px; color: var(--muted); }
`,
  render(entry) {
    return browser({
      url: entry.url,
      body: `<div class="app site">
  <div class="nav"><div class="brand"><div class="mark">L</div><div><b>Ledgerline &amp; Associates</b><small>Chartered Accountants</small></div></div>
    <div class="links"><span>Services</span><span>Tax calendar</span><span>Contact</span></div><span class="btn">Ask a partner</span></div>
  <div class="hero">
    <div><div class="eyebrow">Audit · GST · Income tax · Companies</div>
      <h1>Audit, tax and GST, filed on time</h1>
      <p>Tell us what you need and your enquiry goes straight to the partner who handles it.</p>
      <div class="row"><span class="btn primary">Send an enquiry</span><span class="btn ghost">${icon('file-text', 14)}Read budget notes</span></div></div>
    <div class="card cal"><h2>${icon('calendar-days', 16)}Tax calendar<span class="pill accent">October</span></h2>
      ${each(dues, ([d, m, what, note, state]) => `<div class="due ${state}"><div class="date"><b>${d}</b><small>${m}</small></div><div class="what grow"><b>${what}</b><span>${note}</span></div>${state === 'done' ? `<span class="pill ok">${icon('check', 12, 3)}Paid</span>` : state === 'next' ? '<span class="pill warn">In 4 days</span>' : ''}</div>`)}
    </div>
  </div>
  <div class="services">${each(services, ([ic, name, text]) => `<div class="card svc"><div class="row"><div class="ic">${icon(ic, 16)}</div><b>${name}</b></div><span>${text}</span></div>`)}</div>
</div>`,
    });
  },
};
