// PropertyShops for agents, on a phone: their listings with status and QR sharing, and publishing
// a new one pay-as-you-go, with no monthly or annual plan.
import { float, phone } from '../frames.mjs';
import { each, icon, qr } from '../kit.mjs';
import { looks } from './shared/looks.mjs';

const listings = [
  ['3 BHK · Sector 137', '₹1.05 Cr', 'Live', 'ok'],
  ['2 BHK · Greater Noida West', '₹19,000 / month', 'Live', 'ok'],
  ['Shop · Sector 18 market', '₹1.6 Cr', 'Draft', 'plain'],
  ['Villa · Sector 100', '₹2.4 Cr', 'Live', 'ok'],
];

export default {
  frame: 'phone',
  ...looks.realEstate,
  css: `
.ag { background: #f5f8f9; display: flex; flex-direction: column; font-size: 15px; }
.top { padding: 8px 18px 14px; background: #fff; }
.top small { font-size: 14px; color: var(--muted); }
.top h1 { font-size: 21px; }
.top .row.s { gap: 8px; margin-top: 10px; }
.top .row.s div { flex: 1; padding: 8px 10px; border-radius: 12px; background: #ecfeff; }
.top .row.s b { display: block; font-size: 19px; color: #155e75; }
.top .row.s span { font-size: 14px; color: #3f6b78; }
.l { margin: 8px 12px 0; padding: 11px 12px; border-radius: 14px; background: #fff; display: flex; align-items: center; gap: 10px; box-shadow: 0 1px 2px rgba(15,23,42,.06); }
.l .ph { width: 46px; height: 46px; border-radius: 10px; background: linear-gradient(160deg, #a5c8d8, #4e8aa3); flex: none; }
.l b { display: block; font-size: 15px; }
.l span.p { font-size: 14px; color: var(--muted); }
.l .pill { font-size: 14px; }
.l .q { color: var(--accent); }
.add { margin: auto 12px 26px; padding: 14px; border-radius: 16px; background: var(--accent); color: #fff; font-weight: 700; text-align: center; font-size: 16px; display: flex; align-items: center; justify-content: center; gap: 8px; }
.pay { padding: 16px 18px; }
.pay h2 { font-size: 16px; }
.pay p { font-size: 13px; color: var(--muted); margin: 4px 0 10px; }
.pay .row { justify-content: space-between; font-size: 13px; padding: 6px 0; border-top: 1px solid var(--line); }
.pay .row b { color: var(--ok); }
.qrcard { padding: 14px 16px; display: flex; gap: 12px; align-items: center; }
.qrcard .code { padding: 4px; border-radius: 8px; box-shadow: 0 0 0 1px var(--line); }
.qrcard b { display: block; font-size: 15px; }
.qrcard span { font-size: 12.5px; color: var(--muted); }
`,
  render(product) {
    const screen = `<div class="app ag">
  <div class="top"><small>${product.name} for agents</small><h1>My listings</h1><div class="row s"><div><b>3</b><span>live</span></div><div><b>1</b><span>draft</span></div><div><b>0</b><span>plans to renew</span></div></div></div>
  ${each(listings, ([what, price, status, tone]) => `<div class="l"><span class="ph"></span><div class="grow"><b>${what}</b><span class="p">${price}</span></div><span class="pill ${tone}">${status}</span><span class="q">${icon('qr-code', 20)}</span></div>`)}
  <div class="add">${icon('plus', 18)}Publish a listing</div>
</div>`;
    return (
      phone({ x: 560, zoom: 1, body: screen }) +
      float({ x: 70, y: 130, w: 400, zoom: 1.5, body: `<div class="pay"><h2>Pay as you go</h2><p>Pay for the listing you publish, when you publish it.</p><div class="row"><span>Monthly plan</span><b>None</b></div><div class="row"><span>Annual commitment</span><b>None</b></div></div>` }) +
      float({ x: 110, y: 440, w: 360, zoom: 1.45, body: `<div class="qrcard"><span class="code">${qr(70, '#0f172a', 21, 31)}</span><div><b>Share by QR code</b><span>3 BHK · Sector 137, ready to print or send</span></div></div>` })
    );
  },
};
