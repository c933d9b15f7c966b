// Her Bazaar in a browser: a shopper in the ethnic-wear category, products from small verified
// sellers with their prices in ₹, the marketplace's other categories a click away.
import { browser } from '../frames.mjs';
import { good } from '../goods.mjs';
import { each, icon, inr, pageCss } from '../kit.mjs';
import { herBazaarBarCss, looks, wordmark } from './shared/looks.mjs';

const tabs = ['Ethnic wear', 'Western wear', 'Jewellery', 'Beauty', 'Bags and footwear', 'Home décor', 'Handmade gifts'];
// [drawing, cloth, ink, tile, product, seller, price]
const products = [
  ['kurta', '#3b5bab', '#dbe4ff', '#eef2ff', 'Block-printed cotton kurta', 'Indigo Loom Studio', 1249],
  ['dupatta', '#e9a23b', '#9a3412', '#fff7ed', 'Chanderi silk dupatta', 'Kesar Weaves', 890],
  ['anarkali', '#be185d', '#fbcfe8', '#fdf2f8', 'Embroidered anarkali set', 'Phulkari Lane', 2450],
  ['saree', '#0f766e', '#f59e0b', '#f0fdfa', 'Handloom cotton saree', 'Kora Cotton Co.', 1890],
  ['jhumka', '#d4a017', '#7c2d12', '#fefce8', 'Oxidised silver jhumkas', 'Chandni Crafts', 540],
  ['tote', '#fde68a', '#b45309', '#fffbeb', 'Block-printed tote bag', 'Indigo Loom Studio', 690],
  ['kurta', '#9d174d', '#fce7f3', '#fdf2f8', 'Bandhani kurta', 'Rangrez House', 1390],
  ['dupatta', '#4d7c0f', '#fef08a', '#f7fee7', 'Phulkari dupatta', 'Phulkari Lane', 1150],
];

export default {
  frame: 'browser',
  ...looks.womenMarketplace,
  css: `
${pageCss('.hb', '#fffafc', { rigid: true })}
${herBazaarBarCss}
.search { flex: 1; display: flex; align-items: center; gap: 6px; padding: 6px 10px; border-radius: 18px; background: #f8eef3; color: #7a5368; font-size: 12px; }
.nav .ico { color: #6b1d45; position: relative; }
.nav .ico b { position: absolute; top: -5px; right: -7px; min-width: 15px; height: 15px; border-radius: 8px; background: var(--accent); color: #fff; font-size: 10.5px; display: grid; place-items: center; }
.sell { font-size: 12px; font-weight: 800; color: var(--accent); }
.tabs { display: flex; gap: 16px; padding: 7px 16px 0; background: #fff; font-size: 12.5px; font-weight: 700; color: #5b4552; white-space: nowrap; overflow: hidden; border-bottom: 1px solid #f3e1ea; }
.tabs span { padding-bottom: 6px; border-bottom: 2px solid transparent; }
.tabs .on { color: var(--accent); border-color: var(--accent); }
.trust { display: flex; gap: 18px; padding: 6px 16px; background: #6b1d45; color: #fbe4ef; font-size: 11.5px; font-weight: 700; white-space: nowrap; }
.trust span { display: inline-flex; align-items: center; gap: 5px; }
.head { display: flex; align-items: center; gap: 10px; padding: 10px 16px 8px; }
.head h1 { font-family: 'Lora', serif; font-size: 19px; color: #3b0f27; }
.head .count { font-size: 12px; color: var(--muted); }
.chips { margin-left: auto; display: flex; gap: 6px; }
.chips span { padding: 4px 9px; border: 1px solid #ecd5e1; border-radius: 14px; background: #fff; font-size: 11.5px; font-weight: 700; color: #5b4552; display: inline-flex; gap: 4px; align-items: center; }
.grid { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 10px; padding: 0 16px; }
.item { background: #fff; border: 1px solid #f1e3ea; border-radius: 12px; overflow: hidden; }
.good { display: grid; place-items: center; height: 96px; position: relative; }
.item .fav { position: absolute; top: 6px; right: 6px; width: 22px; height: 22px; border-radius: 50%; background: #fff; color: var(--accent); display: grid; place-items: center; }
.info { padding: 7px 9px 9px; }
.info b { display: block; font-size: 12.5px; line-height: 1.2; color: #2a1420; }
.info .by { display: flex; align-items: center; gap: 3px; font-size: 11px; color: var(--muted); margin-top: 3px; white-space: nowrap; overflow: hidden; }
.info .by svg { color: #0f766e; }
.info .price { font-size: 14.5px; font-weight: 800; margin-top: 4px; color: #2a1420; }
`,
  render(product) {
    return browser({
      url: new URL('ethnic-wear', product.url).href,
      body: `<div class="app hb">
  <div class="nav"><span class="logo">${wordmark(product.name)}</span><span class="search">${icon('search', 13)}Search kurtas, jhumkas, handmade gifts</span><span class="ico">${icon('heart', 18)}</span><span class="ico">${icon('shopping-bag', 18)}<b>2</b></span><span class="sell">Sell on ${product.name}</span></div>
  <div class="tabs">${each(tabs, (t, i) => `<span class="${i === 0 ? 'on' : ''}">${t}</span>`)}</div>
  <div class="trust"><span>${icon('badge-check', 13)}Every seller verified: GST, PAN, bank</span><span>${icon('sparkles', 13)}Small and home-grown labels</span><span>${icon('store', 13)}Free for sellers to join</span></div>
  <div class="head"><h1>Ethnic wear</h1><span class="count">1,240 products</span><span class="chips"><span>Cotton ${icon('x', 11)}</span><span>${inr(500)}–${inr(2500)} ${icon('x', 11)}</span><span>${icon('arrow-down-up', 11)}Popular</span></span></div>
  <div class="grid">${each(products, ([kind, cloth, ink, tile, name, by, price], i) => `<div class="item"><div class="good-wrap" style="position:relative">${good(kind, { id: `p${i}`, cloth, ink, tile, size: 84 })}<span class="fav">${icon('heart', 13)}</span></div><div class="info"><b>${name}</b><span class="by">${icon('badge-check', 12)}${by}</span><div class="price">${inr(price)}</div></div></div>`)}</div>
</div>`,
    });
  },
};
