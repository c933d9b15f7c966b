// Intranet: a manufacturer's employee portal. The hero shows its home page in the browser (requests
// waiting for the manager, circulars to acknowledge) with a leave request approved
// from the phone in front; the intro follows a purchase request up its
// approval chain on the phone, beside a circular's read count and the document library.
import { browser, float, phone } from '../frames.mjs';
import { each, icon, inr, pageCss } from '../kit.mjs';

const accent = '#7c3aed';
const company = 'Sahyog Industries';
const host = 'https://intranet.sahyog.example.com';

// The record's modules, as the portal's menu names them.
const menuLabel = { 'Staff directory and roles': 'Directory', 'Document library': 'Documents', 'Requests and approvals': 'Requests', 'Notices and announcements': 'Notices', 'Tasks and follow-ups': 'Tasks', 'Reports and dashboards': 'Reports' };
const menu = (service) => service.sections[0].cards.map((card) => menuLabel[card.title]).filter(Boolean);

const approvals = [
  ['calendar-days', 'Leave · 2 days', 'Accounts · 22–23 Oct'],
  ['shopping-cart', `Purchase · ${inr(48500)}`, 'Maintenance · bearing set'],
  ['receipt-indian-rupee', `Expense · ${inr(6240)}`, 'Sales · Rajkot to Surat trip'],
];
const circulars = [
  ['Diwali holidays: 31 Oct to 3 Nov', 'HR · today', true],
  ['Revised travel policy, version 3', 'Admin · 2 days ago', false],
  ['Fire drill at Plant 2, Saturday 11:00', 'Safety · 3 days ago', false],
];

const heroCss = `
.f-browser { left: 240px; top: 70px; width: 540px; height: 540px; }
.f-browser .f-address .f-path { display: none; }
.f-browser .f-tools { display: none; }
.f-phone { top: 132px; width: 252px; height: 546px; padding: 9px; border-radius: 44px; }
.f-phone .f-glass { border-radius: 36px; }
${pageCss('.ip', '#f6f4fb')}
.ip .bar { display: flex; align-items: center; gap: 14px; padding: 8px 14px; background: #2e1065; color: #ddd6fe; }
.ip .logo { display: flex; align-items: center; gap: 7px; font-weight: 800; color: #fff; font-size: 13.5px; }
.ip .logo i { width: 22px; height: 22px; border-radius: 6px; background: var(--accent); display: grid; place-items: center; }
.ip .bar nav { display: flex; gap: 12px; font-size: 12.5px; font-weight: 600; }
.ip .bar nav .on { color: #fff; box-shadow: inset 0 -2px 0 #c4b5fd; padding-bottom: 2px; }
.ip .body { padding: 10px 84px 10px 14px; display: flex; flex-direction: column; gap: 9px; }
.ip .hello { display: flex; align-items: baseline; gap: 8px; }
.ip .hello h1 { font-size: 17px; }
.ip .hello span { font-size: 12.5px; color: var(--muted); }
.ip .box { padding: 9px 11px; }
.ip .box h2 { font-size: 13px; display: flex; align-items: center; gap: 6px; margin-bottom: 4px; }
.ip .box h2 .pill { margin-left: auto; }
.ip .pill { font-size: 12px; }
.ip .it { display: flex; align-items: center; gap: 8px; padding: 6px 0; border-top: 1px solid var(--line); font-size: 12.5px; }
.ip .it:first-of-type { border-top: 0; }
.ip .it .ic { width: 26px; height: 26px; border-radius: 7px; background: var(--accent-soft); color: var(--accent-ink); display: grid; place-items: center; flex: none; }
.ip .it b { display: block; font-size: 12.5px; }
.ip .it small { display: block; font-size: 12px; color: var(--muted); }
.ip .it .amt { margin-left: auto; font-weight: 700; white-space: nowrap; }
.ip .it .ack { margin-left: auto; font-size: 12px; font-weight: 700; color: #fff; background: var(--accent); border-radius: 6px; padding: 3px 8px; white-space: nowrap; }
.ip .it .seen { margin-left: auto; color: var(--ok); }
.lv { display: flex; flex-direction: column; background: #f6f4fb; font-size: 15px; }
.lv .top { background: #2e1065; color: #fff; padding: 6px 16px 14px; }
.lv .top small { font-size: 15px; color: #ddd6fe; }
.lv .top h2 { font-size: 21px; }
.lv .c { margin: 10px 12px 0; padding: 11px 12px; }
.lv .c small { display: block; font-size: 15px; color: var(--muted); }
.lv .c b { font-size: 17px; }
.lv .c .row { justify-content: space-between; padding: 5px 0; }
.lv .c .row + .row { border-top: 1px solid var(--line); }
.lv .acts { margin: auto 12px 24px; display: flex; gap: 8px; }
.lv .acts span { flex: 1; text-align: center; padding: 12px 0; border-radius: 12px; font-weight: 700; font-size: 16px; }
.lv .acts .yes { background: var(--accent); color: #fff; }
.lv .acts .no { background: #fff; color: var(--bad); box-shadow: inset 0 0 0 1.5px #fecaca; }
`;

const introCss = `
.f-phone { left: auto !important; right: 60px; }
.pr { display: flex; flex-direction: column; background: #f6f4fb; font-size: 15px; }
.pr .top { background: #2e1065; color: #fff; padding: 6px 18px 16px; }
.pr .top small { font-size: 15px; color: #ddd6fe; }
.pr .top h2 { font-size: 22px; }
.pr .top .amt { font-size: 26px; font-weight: 800; margin-top: 4px; }
.pr .what { margin: 12px 12px 0; padding: 12px 14px; }
.pr .what b { font-size: 17px; display: block; }
.pr .what span { font-size: 15px; color: var(--muted); }
.pr .chain { margin: 10px 12px 0; padding: 8px 14px; }
.pr .chain h3 { font-size: 15px; color: var(--muted); font-weight: 600; margin: 4px 0 2px; }
.pr .st { display: flex; gap: 12px; padding: 6px 0; position: relative; }
.pr .st .dot { width: 30px; height: 30px; border-radius: 50%; display: grid; place-items: center; background: var(--ok-soft); color: var(--ok); flex: none; }
.pr .st.wait .dot { background: var(--warn-soft); color: var(--warn); }
.pr .st.next .dot { background: #ece9f3; color: #7a7391; }
.pr .st b { display: block; font-size: 16px; }
.pr .st small { font-size: 15px; color: var(--muted); }
.pr .note { margin: 10px 12px 0; padding: 10px 14px; font-size: 15px; }
.pr .note small { display: block; font-size: 14px; color: var(--muted); margin-bottom: 2px; }
.pr .remind { margin: auto 12px 24px; padding: 13px; border-radius: 14px; background: var(--accent); color: #fff; font-weight: 700; font-size: 16px; display: flex; align-items: center; justify-content: center; gap: 8px; }
.ci { padding: 16px 18px; }
.ci .tag { display: inline-flex; align-items: center; gap: 5px; font-size: 12px; font-weight: 700; color: var(--accent-ink); background: var(--accent-soft); border-radius: 99px; padding: 2px 9px; }
.ci b { display: block; font-size: 16px; margin: 7px 0 8px; }
.ci .meter { height: 9px; }
.ci .row { justify-content: space-between; font-size: 12.5px; margin-top: 6px; color: var(--muted); }
.ci .row strong { color: var(--ink); }
.dl { padding: 14px 18px; }
.dl h3 { font-size: 14px; margin-bottom: 6px; display: flex; align-items: center; gap: 6px; }
.dl .f { display: flex; align-items: center; gap: 9px; padding: 6px 0; border-top: 1px solid var(--line); font-size: 13px; }
.dl .f svg { color: var(--accent); }
.dl .f span { margin-left: auto; font-size: 12px; color: var(--muted); }
`;

export default {
  hero: {
    frame: 'browser',
    accent,
    font: 'jakarta',
    css: heroCss,
    render(service) {
      const portal = `<div class="app ip">
  <div class="bar"><span class="logo"><i>${icon('building-2', 13)}</i>${company}</span><nav><span class="on">Home</span>${each(menu(service).slice(0, 3), (label) => `<span>${label}</span>`)}</nav></div>
  <div class="body">
    <div class="hello"><h1>Good morning</h1><span>Thursday, 15 October</span></div>
    <div class="card box"><h2>${icon('clipboard-check', 14)}Waiting for my approval<span class="pill warn">3</span></h2>
      ${each(approvals, ([ic, kind, what]) => `<div class="it"><span class="ic">${icon(ic, 14)}</span><div><b>${kind}</b><small>${what}</small></div></div>`)}</div>
    <div class="card box"><h2>${icon('megaphone', 14)}Circulars<span class="pill accent">1 new</span></h2>
      ${each(circulars.slice(0, 2), ([title, from, fresh]) => `<div class="it"><div><b>${title}</b><small>${from}</small></div>${fresh ? '<span class="ack">Acknowledge</span>' : `<span class="seen">${icon('check-check', 15)}</span>`}</div>`)}</div>
  </div>
</div>`;
      const leave = `<div class="app lv">
  <div class="top"><small>Leave request · LR-0932</small><h2>Casual leave, 2 days</h2></div>
  <div class="card c"><div class="row"><div><small>From</small><b>Accounts · EMP-0417</b></div></div><div class="row"><div><small>Dates</small><b>22–23 Oct</b></div></div><div class="row"><div><small>Balance after</small><b>5 of 8 days</b></div></div></div>
  <div class="card c"><small>Team away those days</small><b>1 of 6</b></div>
  <div class="acts"><span class="no">Reject</span><span class="yes">Approve</span></div>
</div>`;
      return browser({ url: `${host}/home`, zoom: 1.25, body: portal }) + phone({ x: 680, zoom: 0.95, statusBar: '#2e1065', light: true, body: leave });
    },
  },
  intro: {
    frame: 'phone',
    accent,
    font: 'jakarta',
    css: introCss,
    render() {
      const chain = [
        ['check', 'Raised by Maintenance', '12 Oct · 09:18', ''],
        ['check', 'Approved by Plant head', '12 Oct · 15:40', ''],
        ['hourglass', 'With the Finance head', 'Reminder sent today', 'wait'],
        ['shopping-cart', 'Order placed', 'Next · Purchase', 'next'],
      ];
      const request = `<div class="app pr">
  <div class="top"><small>Purchase request PR-2291</small><h2>Bearing set, Plant 2</h2><div class="amt">${inr(48500)}</div></div>
  <div class="card chain"><h3>Approval chain</h3>${each(chain, ([ic, what, when, state]) => `<div class="st ${state}"><span class="dot">${icon(ic, 15, state ? 2 : 3)}</span><div><b>${what}</b><small>${when}</small></div></div>`)}</div>
  <div class="card note"><small>Plant head · 12 Oct</small>Needed before the 20 Oct maintenance shutdown.</div>
  <div class="remind">${icon('bell-ring', 18)}Remind Finance</div>
</div>`;
      const circular = `<div class="ci"><span class="tag">${icon('megaphone', 12)}Circular · HR</span><b>Diwali holidays: 31 Oct to 3 Nov</b><div class="meter"><i style="width:87%"></i></div><div class="row"><span>Acknowledged</span><strong>184 of 212 staff</strong></div></div>`;
      const docs = `<div class="dl"><h3>${icon('folder-open', 15)}Document library</h3>
  <div class="f">${icon('file-text', 15)}Leave policy<span>v4 · HR</span></div>
  <div class="f">${icon('file-spreadsheet', 15)}Price list, Oct 2026<span>Sales</span></div>
  <div class="f">${icon('file-check', 15)}Purchase request form<span>Accounts</span></div></div>`;
      return phone({ x: 0, zoom: 1.1, statusBar: '#2e1065', light: true, body: request }) + float({ x: 56, y: 92, w: 430, zoom: 1.5, body: circular }) + float({ x: 80, y: 380, w: 400, zoom: 1.5, body: docs });
    },
  },
};
