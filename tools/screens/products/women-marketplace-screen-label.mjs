// Her Bazaar for a shopper: one small label's shop, its seller checks shown (GST, PAN, bank), its
// own products with prices in ₹ and other home-grown labels to discover beside it.
import { browser } from '../frames.mjs';
import { good } from '../goods.mjs';
import { each, icon, inr, pageCss } from '../kit.mjs';
import { herBazaarBarCss, looks, wordmark } from './shared/looks.mjs';

const label = { name: 'Kesar Weaves', place: 'Chanderi, Madhya Pradesh', since: 'Selling since 2024', count: 38 };
const checks = ['GST registration', 'PAN', 'Bank account', 'Signature'];
// [drawing, cloth, ink, tile, product, price]
const products = [
  ['dupatta', '#e9a23b', '#9a3412', '#fff7ed', 'Chanderi silk dupatta', 890],
  ['saree', '#b45309', '#fde68a', '#fffbeb', 'Chanderi cotton-silk saree', 3250],
  ['dupatta', '#be185d', '#fde68a', '#fdf2f8', 'Zari border dupatta', 1190],
  ['tote', '#fde68a', '#b45309', '#fffbeb', 'Woven silk pouch tote', 760],
  ['saree', '#7c3aed', '#fbcfe8', '#f5f3ff', 'Handwoven buti saree', 2890],
  ['dupatta', '#0f766e', '#fef08a', '#f0fdfa', 'Zari buti dupatta', 980],
];
const others = [['Indigo Loom Studio', 'Jaipur'], ['Phulkari Lane', 'Patiala'], ['Chandni Crafts', 'Lucknow']];

export default {
  frame: 'browser',
  ...looks.womenMarketplace,
  css: `
${pageCss('.lb', '#fffafc', { rigid: true })}
${herBazaarBarCss}
.crumb { font-size: 12px; color: #7a5368; }
.nav .ico { margin-left: auto; color: #6b1d45; }
.shop { display: flex; align-items: center; gap: 14px; padding: 14px 16px; background: linear-gradient(100deg, #fdf2f8, #fff7ed); border-bottom: 1px solid #f3e1ea; }
.mono { width: 54px; height: 54px; border-radius: 50%; background: #9a3412; color: #fff7ed; display: grid; place-items: center; font-family: 'Lora', serif; font-size: 22px; font-weight: 700; flex: none; }
.shop h1 { font-family: 'Lora', serif; font-size: 21px; color: #3b0f27; }
.shop .meta { font-size: 12px; color: #7a5368; display: flex; gap: 10px; margin-top: 2px; }
.shop .follow { margin-left: auto; font-size: 12px; padding: 6px 12px; border-radius: 16px; border: 1.5px solid var(--accent); color: var(--accent); font-weight: 800; }
.body { display: grid; grid-template-columns: minmax(0, 1fr) 190px; gap: 12px; padding: 12px 16px; }
.grid { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 10px; }
.item { background: #fff; border: 1px solid #f1e3ea; border-radius: 12px; overflow: hidden; }
.good { display: grid; place-items: center; height: 78px; }
.info { padding: 6px 9px 8px; }
.info b { display: block; font-size: 12px; line-height: 1.2; color: #2a1420; }
.info .price { font-size: 13.5px; font-weight: 800; margin-top: 3px; color: #2a1420; }
.side .card { padding: 10px 11px; border-color: #f1e3ea; }
.side h2 { font-size: 12.5px; color: #3b0f27; display: flex; align-items: center; gap: 5px; margin-bottom: 4px; }
.side h2 svg { color: #0f766e; }
.chk { display: flex; align-items: center; gap: 6px; font-size: 11.5px; padding: 3px 0; color: #3f2a35; }
.chk svg { color: #0f766e; }
.side .note { font-size: 11px; color: var(--muted); margin-top: 4px; }
.side .card + .card { margin-top: 10px; }
.lab { display: flex; justify-content: space-between; font-size: 11.5px; padding: 4px 0; border-top: 1px solid #f6e9ef; }
.lab:first-of-type { border-top: 0; }
.lab b { color: #2a1420; }
.lab span { color: var(--muted); }
`,
  render(product) {
    return browser({
      url: new URL('labels/kesar-weaves', product.url).href,
      body: `<div class="app lb">
  <div class="nav"><span class="logo">${wordmark(product.name)}</span><span class="crumb">Labels › ${label.name}</span><span class="ico">${icon('shopping-bag', 18)}</span></div>
  <div class="shop"><span class="mono">K</span><div><h1>${label.name}</h1><div class="meta"><span>${label.place}</span><span>${label.count} products</span><span>${label.since}</span></div></div><span class="follow">${icon('heart', 12).replace('<svg', '<svg style="display:inline;vertical-align:-2px"')} Follow</span></div>
  <div class="body">
    <div class="grid">${each(products, ([kind, cloth, ink, tile, name, price], i) => `<div class="item">${good(kind, { id: `l${i}`, cloth, ink, tile, size: 68 })}<div class="info"><b>${name}</b><div class="price">${inr(price)}</div></div></div>`)}</div>
    <div class="side">
      <div class="card"><h2>${icon('badge-check', 14)}Verified seller</h2>${each(checks, (c) => `<div class="chk">${icon('circle-check', 13)}${c}</div>`)}<p class="note">Checked by ${product.name} before the shop opened</p></div>
      <div class="card"><h2>${icon('sparkles', 14)}More small labels</h2>${each(others, ([n, c]) => `<div class="lab"><b>${n}</b><span>${c}</span></div>`)}</div>
    </div>
  </div>
</div>`,
    });
  },
};
