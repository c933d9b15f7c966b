// Her Bazaar for sellers, on a laptop: a small label's seller centre, verified and live, with this
// week's orders to pack and ship and the payouts to its bank account, all in ₹.
import { laptop } from '../frames.mjs';
import { each, icon, inr } from '../kit.mjs';
import { looks } from './shared/looks.mjs';

const menu = [['layout-dashboard', 'Dashboard'], ['package', 'Orders', '4'], ['shirt', 'Products', '38'], ['wallet', 'Payouts'], ['file-check', 'Documents']];
// [order, product, ship to, amount, status, tone]
const orders = [
  ['HB-20814', 'Block-printed cotton kurta · M', 'Pune', 1249, 'New', 'accent'],
  ['HB-20811', 'Block-printed tote bag', 'Bengaluru', 690, 'New', 'accent'],
  ['HB-20806', 'Cotton kurta, set of two · L', 'Lucknow', 2180, 'Packed', 'info'],
  ['HB-20797', 'Indigo cotton dupatta', 'Kochi', 780, 'Delivered', 'ok'],
];
const payouts = [['Fri 14 Nov', 12940, 'Scheduled', 'plain'], ['Fri 7 Nov', 18320, 'Paid', 'ok'], ['Fri 31 Oct', 9760, 'Paid', 'ok']];

export default {
  frame: 'laptop',
  ...looks.womenMarketplace,
  css: `
.sc { display: grid; grid-template-columns: 52px minmax(0, 1fr); background: #fbf7f9; }
.side { background: #3b0f27; color: #f5d0e2; padding: 10px 7px; display: flex; flex-direction: column; align-items: center; gap: 6px; }
.side .mark { width: 34px; height: 34px; border-radius: 10px; background: var(--accent); color: #fff; display: grid; place-items: center; font-family: 'Lora', serif; font-weight: 700; font-size: 14px; margin-bottom: 6px; }
.side span { position: relative; width: 38px; height: 34px; border-radius: 9px; display: grid; place-items: center; }
.side span.on { background: rgba(255,255,255,.16); color: #fff; }
.side span b { position: absolute; top: -2px; right: -4px; font-size: 11px; line-height: 1; padding: 2px 5px; border-radius: 8px; background: var(--accent); color: #fff; }
.main { padding: 9px 14px; display: flex; flex-direction: column; gap: 7px; min-width: 0; }
.eyebrow { font-size: 11px; font-weight: 800; letter-spacing: .06em; text-transform: uppercase; color: var(--accent); }
.top { display: flex; align-items: center; gap: 8px; white-space: nowrap; margin-top: -6px; }
.top h1 { font-family: 'Lora', serif; font-size: 19px; color: #2a1420; }
.top .pill { font-size: 11px; }
.top .live { margin-left: auto; font-size: 11.5px; color: var(--ok); font-weight: 700; display: flex; gap: 4px; align-items: center; }
.stats { display: grid; grid-template-columns: repeat(3, 1fr); gap: 8px; }
.stat { padding: 7px 11px; }
.stat small { font-size: 11px; color: var(--muted); font-weight: 700; display: block; }
.stat b { font-size: 19px; display: block; margin-top: 1px; color: #2a1420; }
.stat span { font-size: 11px; color: var(--muted); }
.stat.pay { background: #fdf2f8; border-color: #f6d3e4; }
.stat.pay b { color: var(--accent-ink); }
.cols { display: grid; grid-template-columns: minmax(0, 1fr) 150px; gap: 10px; align-items: start; }
.orders { overflow: hidden; }
.orders h2, .pays h2 { font-size: 13px; padding: 8px 11px 5px; display: flex; align-items: center; gap: 6px; }
.tbl td { padding: 5px 10px; font-size: 11.5px; }
.tbl th { padding: 4px 10px; font-size: 11px; }
.tbl td.p b { display: block; font-size: 12px; }
.tbl td.p span { font-size: 11px; color: var(--muted); }
.tbl td .pill { font-size: 11px; }
.pays .r { display: flex; align-items: center; justify-content: space-between; gap: 6px; padding: 6px 11px; border-top: 1px solid var(--line); font-size: 11.5px; white-space: nowrap; }
.pays .r b { font-size: 12.5px; display: block; }
.pays .r .pill { font-size: 11px; }
.fee { padding: 7px 11px; display: flex; gap: 6px; align-items: center; font-size: 11.5px; font-weight: 700; color: #5b4552; background: #fdf2f8; }
.fee svg { color: var(--accent); }
.pays .bank { padding: 7px 11px 8px; border-top: 1px solid var(--line); font-size: 11px; color: var(--muted); display: flex; gap: 5px; align-items: center; white-space: nowrap; }
`,
  render(product) {
    return laptop({
      url: new URL('seller/dashboard', product.url).href,
      zoom: 1.3,
      body: `<div class="app sc">
  <div class="side"><span class="mark">${product.name.split(' ').map((word) => word[0]).join('')}</span>${each(menu, ([ic, , n], i) => `<span class="${i === 0 ? 'on' : ''}">${icon(ic, 17)}${n ? `<b>${n}</b>` : ''}</span>`)}</div>
  <div class="main">
    <span class="eyebrow">${product.name} seller centre</span>
    <div class="top"><h1>Indigo Loom Studio</h1><span class="pill ok">${icon('badge-check', 12)}Verified seller</span><span class="live">${icon('circle-check', 13)}Shop live</span></div>
    <div class="stats">
      <div class="card stat"><small>New orders</small><b>4</b><span>2 to pack today</span></div>
      <div class="card stat"><small>Sales this week</small><b>${inr(31480)}</b><span>23 orders</span></div>
      <div class="card stat pay"><small>Next payout</small><b>${inr(12940)}</b><span>Fri 14 Nov, to your bank</span></div>
    </div>
    <div class="cols">
      <div class="card orders"><h2>${icon('package', 14)}Orders this week</h2><table class="tbl"><thead><tr><th>Order</th><th class="num">Amount</th><th>Status</th></tr></thead><tbody>${each(orders, ([id, what, city, amount, status, tone]) => `<tr><td class="p"><b>${what}</b><span>${id} · ${city}</span></td><td class="num">${inr(amount)}</td><td><span class="pill ${tone}">${status}</span></td></tr>`)}</tbody></table><div class="fee">${icon('receipt-indian-rupee', 14)}<span>A small fixed fee per order, nothing until you sell</span></div></div>
      <div><div class="card pays"><h2>${icon('wallet', 14)}Payouts</h2>${each(payouts, ([date, amount, status, tone]) => `<div class="r"><div><b>${inr(amount)}</b><span class="muted">${date}</span></div><span class="pill ${tone}">${status}</span></div>`)}<div class="bank">${icon('landmark', 13)}To bank ••4821</div></div></div>
    </div>
  </div>
</div>`,
    });
  },
};
