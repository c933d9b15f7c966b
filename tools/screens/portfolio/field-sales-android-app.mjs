// A distributor's field sales app: the day's beat of shops with visits, orders and collections,
// working offline; beside it an order taken against live stock, and the day's totals.
import { float, phone } from '../frames.mjs';
import { each, icon, inr } from '../kit.mjs';

const shops = [
  ['Shree Ganesh Provisions', 'Ordered', 8400, 'ok'],
  ['Metro Kirana Mart', 'Collected', 12500, 'info'],
  ['Sai Medical Hall', 'Visited', 0, 'plain'],
  ['Green Leaf Super Store', 'Next stop', 0, 'warn'],
  ['New Anand Traders', 'Planned', 0, 'plain'],
];
const lines = [['Tea 250 g', 24, 340, 150], ['Biscuits', 36, 1210, 75], ['Detergent 1 kg', 12, 86, 175]];

export default {
  frame: 'phone',
  layout: 'beat plan list between day totals and an order sheet',
  accent: '#15803d',
  font: 'roboto',
  css: `
.fs { background: #f3f6f4; display: flex; flex-direction: column; font-size: 15px; }
.top { background: var(--accent); color: #fff; padding: 6px 16px 14px; }
.top small { font-size: 14px; opacity: .85; }
.top h1 { font-size: 21px; font-weight: 600; }
.prog { margin-top: 10px; height: 8px; border-radius: 4px; background: rgba(255,255,255,.25); }
.prog i { display: block; width: 25%; height: 100%; border-radius: 4px; background: #bbf7d0; }
.top .row { justify-content: space-between; margin-top: 6px; font-size: 14px; }
.off { display: flex; align-items: center; gap: 8px; margin: 10px 12px 4px; padding: 8px 12px; border-radius: 12px; background: #fef3c7; color: #92400e; font-size: 14px; font-weight: 600; }
.shop { display: flex; align-items: center; gap: 10px; margin: 6px 12px 0; padding: 10px 12px; border-radius: 14px; background: #fff; }
.shop .n { width: 28px; height: 28px; border-radius: 50%; background: #e2e8f0; display: grid; place-items: center; font-size: 14px; font-weight: 700; color: #475569; flex: none; }
.shop.ok .n, .shop.info .n { background: var(--accent); color: #fff; }
.shop.warn { box-shadow: inset 0 0 0 2px var(--accent); }
.shop b { display: block; font-size: 15.5px; }
.shop span.amt { font-size: 14px; color: var(--muted); }
.shop .pill { font-size: 14px; }
.navbar { margin-top: auto; display: flex; justify-content: space-around; background: #fff; padding: 10px 0 24px; font-size: 14px; color: #5b6470; }
.navbar span { display: flex; flex-direction: column; align-items: center; gap: 2px; }
.navbar .on { color: var(--accent); font-weight: 600; }
.totals { padding: 14px 16px; }
.totals h2 { font-size: 13px; color: var(--muted); font-weight: 600; }
.totals .big { font-size: 28px; font-weight: 700; margin: 2px 0 10px; }
.totals .row { justify-content: space-between; font-size: 13px; padding: 6px 0; border-top: 1px solid var(--line); }
.order { padding: 14px 16px; }
.order h2 { font-size: 15px; }
.order .muted { font-size: 12px; }
.order table { width: 100%; border-collapse: collapse; margin-top: 8px; font-size: 12px; }
.order td { padding: 6px 0; border-top: 1px solid var(--line); }
.order td.num { text-align: right; white-space: nowrap; vertical-align: top; }
.order .stock { font-size: 11px; color: var(--ok); display: block; }
.order .sum { display: flex; justify-content: space-between; font-weight: 700; font-size: 14px; margin-top: 8px; }
`,
  render() {
    const screen = `<div class="app fs">
  <div class="top"><small>Today’s beat · Tuesday</small><h1>Sector 18 market</h1><div class="prog"><i></i></div><div class="row"><span>3 of 12 shops</span><span>${inr(20900)} today</span></div></div>
  <div class="off">${icon('cloud-off', 17)}Offline · 3 orders will sync</div>
  ${each(shops, ([name, status, amount, tone], i) => `<div class="shop ${tone}"><span class="n">${i + 1}</span><div class="grow"><b>${name}</b><span class="amt">${amount ? inr(amount) : status === 'Next stop' ? '350 m away' : 'No order today'}</span></div><span class="pill ${tone}">${status}</span></div>`)}
  <div class="navbar"><span class="on">${icon('route', 22)}Beat</span><span>${icon('clipboard-list', 22)}Orders</span><span>${icon('wallet', 22)}Collect</span></div>
</div>`;
    const orderRows = lines.map(([item, qty, stock, price]) => `<tr><td>${item}<span class="stock">${stock} in stock</span></td><td class="num">${qty} × ${inr(price)}</td></tr>`).join('');
    const total = lines.reduce((sum, [, qty, , price]) => sum + qty * price, 0);
    return (
      float({
        x: 36, y: 170, w: 262, zoom: 1.5,
        body: `<div class="totals"><h2>Collected today</h2><div class="big">${inr(12500)}</div><div class="row"><span>Orders</span><b>${inr(8400)}</b></div><div class="row"><span>Visits</span><b>3 of 12</b></div></div>`,
      }) +
      phone({ x: 316, zoom: 1, statusBar: '#15803d', light: true, body: screen }) +
      float({
        x: 668, y: 140, w: 262, zoom: 1.4,
        body: `<div class="order"><h2>Order SO-1187</h2><span class="muted">Shree Ganesh Provisions</span><table>${orderRows}</table><div class="sum"><span>Total</span><span>${inr(total)}</span></div></div>`,
      })
    );
  },
};
