// A garment wholesaler's ordering portal for approved retailers: one style ordered by size set and
// colour at the retailer's own price, the credit limit in use, and the last dispatch with its GST invoice.
import { browser } from '../frames.mjs';
import { icon, inr, pageCss } from '../kit.mjs';

const sizes = ['S', 'M', 'L', 'XL', 'XXL'];
const colours = [
  ['Indigo', '#3730a3', [6, 12, 12, 6, 0]],
  ['Maroon', '#881337', [4, 8, 8, 4, 2]],
  ['Olive', '#4d7c0f', [0, 6, 6, 6, 0]],
];
const price = 385;

export default {
  frame: 'browser',
  layout: 'size-by-colour order grid with a credit meter',
  accent: '#6d28d9',
  font: 'inter',
  css: `
${pageCss('.gb', '#f7f7fb')}
.top { display: flex; align-items: center; gap: 16px; padding: 9px 16px; background: #1e1b4b; color: #e0e7ff; font-size: 12.5px; }
.top b { color: #fff; font-size: 14px; }
.top .acct { margin-left: auto; display: flex; align-items: center; gap: 6px; }
.body { display: grid; grid-template-columns: 1fr 196px; gap: 12px; padding: 12px 16px; }
.style { padding: 12px; }
.style .row.h { align-items: flex-start; gap: 12px; }
.sw { width: 58px; height: 70px; border-radius: 8px; background: linear-gradient(160deg, #4f46e5, #312e81); position: relative; flex: none; }
.sw::after { content: ''; position: absolute; left: 22px; top: 6px; width: 14px; height: 22px; border-radius: 0 0 7px 7px; background: rgba(255,255,255,.25); }
.style h1 { font-size: 15px; }
.style .muted { font-size: 11.5px; }
.style .pill { margin-top: 4px; }
.grid { width: 100%; border-collapse: separate; border-spacing: 4px; margin-top: 8px; font-size: 12.5px; }
.grid th { font-size: 11.5px; color: var(--muted); font-weight: 600; }
.grid td { text-align: center; }
.grid td.c { text-align: left; white-space: nowrap; font-weight: 600; }
.grid td.c i { display: inline-block; width: 10px; height: 10px; border-radius: 3px; margin-right: 6px; vertical-align: -1px; }
.q { display: block; padding: 5px 0; border-radius: 6px; border: 1px solid var(--line); background: #fff; font-weight: 700; }
.q.z { color: #cbd5e1; font-weight: 500; }
.q.on { border-color: var(--accent); box-shadow: 0 0 0 2px color-mix(in oklab, var(--accent) 25%, transparent); }
.grid td.t { font-weight: 700; text-align: right; padding-left: 6px; }
.foot { display: flex; justify-content: space-between; align-items: center; margin-top: 8px; font-size: 12.5px; }
.recent { grid-column: 1; }
.recent h2 { font-size: 12.5px; padding: 9px 10px 4px; }
.side { grid-row: span 2; display: flex; flex-direction: column; gap: 10px; }
.box { padding: 11px; }
.box h2 { font-size: 12px; color: var(--muted); font-weight: 600; }
.box .big { font-size: 19px; font-weight: 800; margin: 2px 0 6px; }
.box .meter i { background: #f59e0b; }
.box .small { font-size: 11.5px; color: var(--muted); margin-top: 4px; }
.box .btn { width: 100%; margin-top: 8px; }
.disp { display: flex; align-items: center; gap: 8px; font-size: 12px; }
`,
  render(entry) {
    const pcs = colours.reduce((sum, [, , q]) => sum + q.reduce((a, b) => a + b, 0), 0);
    const value = pcs * price;
    const total = Math.round(value * 1.05);
    const rows = colours.map(([name, hex, q], r) => `<tr><td class="c"><i style="background:${hex}"></i>${name}</td>${q.map((n, i) => `<td><span class="q${n ? '' : ' z'}${r === 1 && i === 4 ? ' on' : ''}">${n}</span></td>`).join('')}<td class="t">${q.reduce((a, b) => a + b, 0)}</td></tr>`);
    return browser({
      url: new URL('order/KT-2207', entry.url).href,
      body: `<div class="app gb">
  <div class="top"><b>Loomline Wholesale</b><span>Catalogue</span><span>Orders</span><span>Dispatches</span><span>Invoices</span><span class="acct">${icon('store', 14)}Retailer R-318 · Tier B</span></div>
  <div class="body">
    <div class="card style">
      <div class="row h"><span class="sw"></span><div class="grow"><h1>KT-2207 · Cotton straight kurta</h1><div class="muted">Sold in size sets · MOQ 24 pieces</div><span class="pill accent">Your price ${inr(price)} / piece</span></div></div>
      <table class="grid"><tr><th></th>${sizes.map((s) => `<th>${s}</th>`).join('')}<th style="text-align:right">Pcs</th></tr>${rows.join('')}</table>
      <div class="foot"><span class="muted">${pcs} pieces · ${inr(value)} + 5% GST</span><b>${inr(total)}</b></div>
    </div>
    <div class="side">
      <div class="card box"><h2>Credit limit</h2><div class="big">${inr(240000)} used</div><div class="meter"><i style="width:48%"></i></div><div class="small">of ${inr(500000)} · approved by sales</div><span class="btn primary">${icon('shopping-cart', 13)}Place order</span></div>
      <div class="card box"><h2>Last dispatch</h2><div class="disp" style="margin-top:6px">${icon('truck', 15)}<b>DSP-1182</b><span class="pill ok">Delivered</span></div><div class="small">${icon('file-text', 11)} GST invoice INV-24-0931</div></div>
    </div>
    <div class="card recent"><h2>Recent orders</h2><table class="tbl"><tr><th>Order</th><th>Placed</th><th class="num">Pieces</th><th class="num">Value</th><th>Status</th></tr>
      <tr><td>ORD-5512</td><td>2 Oct</td><td class="num">96</td><td class="num">${inr(38808)}</td><td><span class="pill ok">Dispatched</span></td></tr>
      <tr><td>ORD-5478</td><td>18 Sep</td><td class="num">72</td><td class="num">${inr(29106)}</td><td><span class="pill ok">Delivered</span></td></tr></table></div>
  </div>
</div>`,
    });
  },
};
