// Web application development: a distributor's order system built on React and Laravel. The hero
// shows its admin panel on a laptop (the day's orders with ₹ amounts and payment terms) with the
// installable web app in front of it, where a dealer tracks an order; the intro shows the dealer portal
// in a browser (outstanding balance, GST invoices to download, requests in progress).
import { laptop, browser, phone } from '../frames.mjs';
import { each, icon, inr, pageCss } from '../kit.mjs';

const accent = '#2563eb';
const company = 'Shree Balaji Traders';
const host = 'https://portal.shreebalaji.example.com';

const orders = [
  ['SBT-10482', 'Mehta Electricals', 'Jaipur', 86450, 'UPI paid', 'Packed', 'info'],
  ['SBT-10481', 'Gupta Hardware', 'Ajmer', 41200, '30-day credit', 'Approved', 'accent'],
  ['SBT-10480', 'Jain Light House', 'Kota', 124800, 'NEFT paid', 'Dispatched', 'ok'],
  ['SBT-10479', 'Shiv Shakti Stores', 'Alwar', 18960, 'Payment due', 'On hold', 'warn'],
];
const menu = [['layout-dashboard', 'Dashboard'], ['shopping-cart', 'Orders'], ['store', 'Dealers'], ['boxes', 'Products'], ['file-text', 'Invoices'], ['chart-column', 'Reports']];

/** Shared look of both pictures: the distributor's own blue, Inter throughout. */
const look = { frame: 'laptop', accent, font: 'inter' };

const heroCss = `
.f-laptop { left: 336px; top: 64px; width: 600px; }
.f-laptop .f-screen { height: 440px; }
.f-laptop .f-bar + .f-screen { height: calc(440px - 34px); }
.f-laptop .f-bar .f-address { width: 330px; }
.f-laptop .f-base { margin: 0 -30px; }
.f-phone { top: 150px; width: 250px; height: 540px; padding: 9px; border-radius: 44px; }
.f-phone .f-glass { border-radius: 36px; }
.ad { display: flex; background: #f4f6fb; }
.ad .side { width: 124px; flex: none; background: #0f1e3d; color: #b9c6e4; padding: 10px 8px; display: flex; flex-direction: column; gap: 2px; }
.ad .logo { display: flex; align-items: center; gap: 6px; color: #fff; font-weight: 800; font-size: 12px; padding: 2px 4px 10px; line-height: 1.1; }
.ad .logo i { width: 22px; height: 22px; border-radius: 6px; background: var(--accent); display: grid; place-items: center; font-style: normal; font-size: 12px; }
.ad .side span { display: flex; align-items: center; gap: 7px; font-size: 12px; font-weight: 600; padding: 6px 6px; border-radius: 6px; }
.ad .side .on { background: rgba(255,255,255,.12); color: #fff; }
.ad .main { flex: 1; min-width: 0; padding: 10px 12px; display: flex; flex-direction: column; gap: 9px; }
.ad .head { display: flex; align-items: center; gap: 8px; }
.ad .head h1 { font-size: 16px; }
.ad .head .field { margin-left: auto; font-size: 12px; padding: 4px 8px; color: var(--muted); }
.ad .kpis { display: grid; grid-template-columns: repeat(3, 1fr); gap: 8px; }
.ad .kpi { padding: 8px 10px; }
.ad .kpi small { display: block; font-size: 12px; color: var(--muted); }
.ad .kpi b { font-size: 17px; letter-spacing: -.01em; }
.ad .kpi em { font-style: normal; font-size: 12px; font-weight: 700; color: var(--ok); margin-left: 4px; }
.ad .tbl { font-size: 12px; }
.ad .tbl th { font-size: 12px; padding: 6px 8px; letter-spacing: 0; text-transform: none; }
.ad .tbl td { padding: 6px 8px; }
.ad .tbl td b { display: block; font-size: 12.5px; }
.ad .tbl td small { font-size: 12px; color: var(--muted); }
.ad .pill { font-size: 12px; }
.tr { display: flex; flex-direction: column; background: #f4f6fb; font-size: 15px; }
.tr .top { background: var(--accent); color: #fff; padding: 6px 16px 14px; }
.tr .top small { font-size: 15px; opacity: .85; }
.tr .top h2 { font-size: 21px; }
.tr .sum { margin: 10px 12px 0; padding: 10px 12px; display: flex; justify-content: space-between; align-items: center; }
.tr .sum b { font-size: 19px; display: block; }
.tr .sum span { font-size: 15px; color: var(--muted); }
.tr .steps { margin: 10px 12px 0; padding: 6px 12px; }
.tr .step { display: flex; gap: 10px; align-items: center; padding: 7px 0; }
.tr .step .dot { width: 26px; height: 26px; border-radius: 50%; display: grid; place-items: center; background: var(--ok-soft); color: var(--ok); }
.tr .step.next .dot { background: #e8ecf5; color: #7a8599; }
.tr .step b { font-size: 16px; display: block; }
.tr .step small { font-size: 15px; color: var(--muted); }
.tr .dl { margin: 10px 12px 0; padding: 12px; border-radius: 12px; background: var(--accent-soft); color: var(--accent-ink); font-weight: 700; font-size: 16px; display: flex; align-items: center; gap: 8px; justify-content: center; }
`;

const introCss = `
${pageCss('.dp', '#f4f6fb')}
.dp .nav { display: flex; align-items: center; gap: 12px; padding: 8px 14px; background: #fff; border-bottom: 1px solid var(--line); }
.dp .brand { display: flex; align-items: center; gap: 7px; font-weight: 800; font-size: 14px; color: #0f1e3d; }
.dp .brand i { width: 24px; height: 24px; border-radius: 7px; background: var(--accent); color: #fff; display: grid; place-items: center; font-style: normal; font-size: 12px; }
.dp .nav .pill { margin-left: auto; font-size: 12px; }
.dp .body { padding: 10px 14px; display: grid; grid-template-columns: 1fr 168px; gap: 10px; }
.dp h1 { font-size: 17px; }
.dp .sub { font-size: 12px; color: var(--muted); margin-bottom: 8px; }
.dp .inv { overflow: hidden; }
.dp .tbl { font-size: 12.5px; }
.dp .tbl th { font-size: 12px; text-transform: none; letter-spacing: 0; padding: 6px 9px; }
.dp .tbl td { padding: 7px 9px; }
.dp .tbl .dl { color: var(--accent); padding-left: 0; }
.dp .tbl td b { display: block; font-size: 12.5px; font-weight: 600; }
.dp .tbl td small { font-size: 12px; color: var(--muted); }
.dp .tbl .pill { font-size: 12px; }
.dp .pair { display: grid; grid-template-columns: 1fr 1fr; gap: 10px; margin-top: 10px; }
.dp .mini { padding: 9px 11px; }
.dp .mini small { display: block; font-size: 12px; color: var(--muted); }
.dp .mini b { font-size: 15px; }
.dp .mini .go { display: flex; align-items: center; gap: 5px; color: var(--info); font-size: 13px; margin-top: 2px; }
.dp .bal { padding: 10px 12px; }
.dp .bal small { display: block; font-size: 12px; color: var(--muted); }
.dp .bal b { font-size: 21px; }
.dp .bal .meter { margin: 8px 0 4px; }
.dp .bal .lim { font-size: 12px; color: var(--muted); }
.dp .bal .btn { width: 100%; margin-top: 9px; font-size: 12.5px; }
.dp .req { padding: 10px 12px; margin-top: 10px; }
.dp .req h2 { font-size: 13px; margin-bottom: 4px; }
.dp .req .r { font-size: 12px; padding: 5px 0; border-top: 1px solid var(--line); }
.dp .req .r:first-of-type { border-top: 0; }
.dp .req .r b { display: block; font-size: 12.5px; }
`;

const invoices = [
  ['GST/26-27/1184', '14 Oct', 86450, 'Unpaid', 'warn'],
  ['GST/26-27/1102', '02 Oct', 25850, 'Paid', 'ok'],
  ['GST/26-27/0987', '19 Sep', 61200, 'Paid', 'ok'],
];

export default {
  hero: {
    ...look,
    css: heroCss,
    render() {
      const admin = `<div class="app ad">
  <div class="side"><span class="logo"><i>SB</i>Balaji Traders</span>${each(menu, ([ic, label]) => `<span class="${label === 'Orders' ? 'on' : ''}">${icon(ic, 14)}${label}</span>`)}</div>
  <div class="main">
    <div class="head"><h1>Orders</h1><span class="pill accent">Today · 148</span></div>
    <div class="kpis">
      <div class="card kpi"><small>Orders today</small><b>148</b><em>+12%</em></div>
      <div class="card kpi"><small>October revenue</small><b>${inr(3842600)}</b></div>
      <div class="card kpi"><small>To dispatch</small><b>23</b></div>
    </div>
    <div class="card" style="overflow:hidden"><table class="tbl"><tr><th>Order · dealer</th><th class="num">Amount</th><th>Status</th></tr>
      ${each(orders, ([id, dealer, city, amount, pay, status, tone]) => `<tr><td><b>${dealer}</b><small>${id} · ${city}</small></td><td class="num"><b>${inr(amount)}</b><small>${pay}</small></td><td><span class="pill ${tone}">${status}</span></td></tr>`)}
    </table></div>
  </div>
</div>`;
      const track = `<div class="app tr">
  <div class="top"><small>${company}</small><h2>Order SBT-10482</h2></div>
  <div class="card sum"><div><b>${inr(86450)}</b><span>24 items · UPI paid</span></div>${icon('package-check', 28)}</div>
  <div class="card steps">
    <div class="step"><span class="dot">${icon('check', 15, 3)}</span><div><b>Placed</b><small>14 Oct · 10:12</small></div></div>
    <div class="step"><span class="dot">${icon('check', 15, 3)}</span><div><b>Approved</b><small>14 Oct · 10:40</small></div></div>
    <div class="step"><span class="dot">${icon('check', 15, 3)}</span><div><b>Packed</b><small>14 Oct · 14:05</small></div></div>
    <div class="step next"><span class="dot">${icon('truck', 15)}</span><div><b>Out for delivery</b><small>Expected 15 Oct</small></div></div>
  </div>
  <div class="dl">${icon('download', 18)}GST invoice (PDF)</div>
</div>`;
      return laptop({ url: `${host}/admin/orders`, zoom: 1.17, body: admin }) + phone({ x: 250, zoom: 0.95, statusBar: accent, light: true, body: track });
    },
  },
  intro: {
    ...look,
    frame: 'browser',
    css: introCss,
    render() {
      const portal = `<div class="app dp">
  <div class="nav"><span class="brand"><i>SB</i>${company} · Dealer portal</span><span class="pill accent">${icon('store', 12)}Mehta Electricals, Jaipur</span></div>
  <div class="body">
    <div>
      <h1>Invoices</h1><div class="sub">Download any GST invoice, pay the open ones</div>
      <div class="card inv"><table class="tbl"><tr><th>Invoice</th><th class="num">Amount</th><th>Status</th><th></th></tr>
        ${each(invoices, ([no, date, amount, status, tone]) => `<tr><td><b>${no}</b><small>${date}</small></td><td class="num">${inr(amount)}</td><td><span class="pill ${tone}">${status}</span></td><td class="dl">${icon('download', 15)}</td></tr>`)}
      </table></div>
      <div class="pair"><div class="card mini"><small>Purchases this year</small><b>${inr(984300)}</b></div><div class="card mini"><small>Last order · SBT-10482</small><b class="go">${icon('truck', 14)}Out for delivery</b></div></div>
    </div>
    <div>
      <div class="card bal"><small>Outstanding</small><b>${inr(86450)}</b><div class="meter"><i style="width:29%"></i></div><span class="lim">of ${inr(300000)} credit limit</span><span class="btn primary">${icon('shopping-cart', 13)}Reorder</span></div>
      <div class="card req"><h2>My requests</h2>
        <div class="r"><b>Short supply, SBT-10466</b><span class="pill warn">In review</span></div>
        <div class="r"><b>New price list</b><span class="pill ok">Answered</span></div>
      </div>
    </div>
  </div>
</div>`;
      return browser({ url: `${host}/invoices`, zoom: 1.65, body: portal });
    },
  },
};
