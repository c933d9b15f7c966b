// Our e-commerce application's back office, as a store running it sees it: the day's orders from
// shoppers and from wholesale buyers, each paid in advance or cash on delivery, with the SMS and
// e-mail updates the customer has been sent.
import { browser } from '../frames.mjs';
import { each, icon, inr } from '../kit.mjs';
import { looks } from './shared/looks.mjs';

/** The store the screens show: an invented organic grocer running the application under its brand. */
export const store = { name: 'Sona Khet', full: 'Sona Khet Organics', url: 'https://sonakhet.example.com/' };

const menu = [['layout-dashboard', 'Dashboard'], ['shopping-cart', 'Orders', '12'], ['package', 'Products'], ['users', 'Customers'], ['message-square-text', 'SMS and e-mail'], ['settings', 'Settings']];
// [order, customer kind, city, items, amount, payment]
const orders = [
  ['SK-4821', 'Retail', 'Pune', '3 items', 1180, 'Prepaid'],
  ['SK-4820', 'Wholesale', 'Surat', '40 kg rice', 24600, 'Prepaid'],
  ['SK-4819', 'Retail', 'Indore', '2 items', 640, 'Cash on delivery'],
  ['SK-4818', 'Retail', 'Nagpur', '5 items', 2350, 'Prepaid'],
  ['SK-4817', 'Retail', 'Bhopal', '1 item', 340, 'Cash on delivery'],
  ['SK-4816', 'Wholesale', 'Nashik', '12 kg spices', 9400, 'Prepaid'],
];

export default {
  frame: 'browser',
  ...looks.eCommerceApp,
  css: `
.bo { display: grid; grid-template-columns: 132px minmax(0, 1fr); background: #f6f8f6; }
.side { background: #fff; border-right: 1px solid var(--line); padding: 10px 8px; display: flex; flex-direction: column; gap: 2px; }
.side .logo { display: flex; align-items: center; gap: 6px; font-weight: 800; font-size: 13.5px; color: #14532d; padding: 0 4px 10px; white-space: nowrap; }
.side .logo i { width: 24px; height: 24px; border-radius: 7px; background: var(--accent); color: #fff; display: grid; place-items: center; }
.side span { display: flex; align-items: center; gap: 7px; padding: 6px 7px; border-radius: 8px; font-size: 12px; font-weight: 600; color: #475569; white-space: nowrap; }
.side span.on { background: #dcfce7; color: #14532d; }
.side span b { margin-left: auto; font-size: 11px; padding: 0 6px; border-radius: 8px; background: var(--accent); color: #fff; }
.main { padding: 11px 14px; display: flex; flex-direction: column; gap: 9px; min-width: 0; }
.top { display: flex; align-items: center; gap: 10px; }
.top h1 { font-size: 17px; }
.top .field { margin-left: auto; width: 170px; color: var(--muted); }
.kpis { display: grid; grid-template-columns: repeat(3, 1fr); gap: 8px; }
.kpi { padding: 8px 11px; }
.kpi small { display: block; font-size: 11px; font-weight: 600; color: var(--muted); }
.kpi b { display: block; font-size: 17px; margin-top: 1px; }
.kpi span { font-size: 11px; color: var(--muted); }
.tabs { display: flex; gap: 6px; font-size: 12px; font-weight: 600; color: #475569; }
.tabs span { padding: 3px 9px; border-radius: 14px; background: #fff; border: 1px solid var(--line); }
.tabs .on { background: #14532d; border-color: #14532d; color: #fff; }
.orders { overflow: hidden; align-self: flex-start; }
.orders .tbl { width: auto; }
.tbl td { padding: 6px 10px; font-size: 12px; }
.tbl th { padding: 5px 9px; white-space: nowrap; }
.tbl td b { font-weight: 700; }
.tbl .who { display: flex; flex-direction: column; line-height: 1.2; }
.tbl .who span { font-size: 11px; color: var(--muted); }
.tbl .pay { display: inline-flex; align-items: center; gap: 4px; font-size: 11.5px; font-weight: 600; }
.tbl .sent { display: inline-flex; gap: 6px; color: var(--ok); }
`,
  render() {
    return browser({
      url: new URL('admin/orders', store.url).href,
      body: `<div class="app bo">
  <div class="side"><span class="logo"><i>${icon('leaf', 14)}</i>${store.name}</span>${each(menu, ([ic, label, n], i) => `<span class="${i === 1 ? 'on' : ''}">${icon(ic, 14)}${label}${n ? `<b>${n}</b>` : ''}</span>`)}</div>
  <div class="main">
    <div class="top"><h1>Orders</h1><span class="field">${icon('search', 13)}Order, phone or city</span></div>
    <div class="kpis">
      <div class="card kpi"><small>Orders today</small><b>42</b><span>12 waiting to pack</span></div>
      <div class="card kpi"><small>Sales today</small><b>${inr(58640)}</b><span>web, Android and iOS</span></div>
      <div class="card kpi"><small>Cash on delivery</small><b>13 orders</b><span>${inr(9870)} to collect</span></div>
    </div>
    <div class="tabs"><span class="on">All</span><span>New 12</span><span>Packed 9</span><span>Shipped 14</span><span>Delivered</span></div>
    <div class="card orders"><table class="tbl"><thead><tr><th>Order</th><th class="num">Amount</th><th>Payment</th><th>SMS, e-mail</th></tr></thead><tbody>${each(
      orders,
      ([id, kind, city, items, amount, payment]) =>
        `<tr><td><span class="who"><b>${kind} · ${city}</b><span>${id} · ${items}</span></span></td><td class="num">${inr(amount)}</td><td><span class="pay">${icon(payment === 'Prepaid' ? 'credit-card' : 'banknote', 13)}${payment}</span></td><td><span class="sent">${icon('message-square', 13)}${icon('mail', 13)}</span></td></tr>`,
    )}</tbody></table></div>
  </div>
</div>`,
    });
  },
};
