// Our e-commerce application's storefront, as the Android app of the store the back office shows:
// categories, products with their prices in ₹, and a bag paid online or cash on delivery.
import { phone } from '../frames.mjs';
import { good } from '../goods.mjs';
import { each, icon, inr } from '../kit.mjs';
import { looks } from './shared/looks.mjs';
import { store } from './e-commerce-app-screen-orders.mjs';

// [drawing, colour, ink, tile, product, pack, price, in the bag]
const products = [
  ['bottle', '#facc15', '#854d0e', '#fefce8', 'Groundnut oil', 'Cold-pressed, 1 L', 340, 1],
  ['pouch', '#b45309', '#fef3c7', '#fff7ed', 'Turmeric', 'Organic, 200 g', 120, 1],
  ['jar', '#f59e0b', '#78350f', '#fffbeb', 'Desi cow ghee', '500 ml', 650, 0],
  ['sack', '#e7e5e4', '#15803d', '#f0fdf4', 'Masoori rice', '5 kg', 495, 0],
];

export default {
  frame: 'phone',
  ...looks.eCommerceApp,
  css: `
.sf { background: #f6f8f6; display: flex; flex-direction: column; font-size: 15px; }
.sf > * { flex: none; }
.head { background: #14532d; color: #fff; padding: 6px 16px 12px; }
.head .row { justify-content: space-between; }
.head .brand { display: flex; align-items: center; gap: 8px; font-weight: 800; font-size: 19px; }
.head .brand i { width: 28px; height: 28px; border-radius: 8px; background: #22c55e; display: grid; place-items: center; }
.head .bag { position: relative; }
.head .bag b { position: absolute; top: -6px; right: -8px; min-width: 18px; height: 18px; border-radius: 9px; background: #facc15; color: #14532d; font-size: 14px; display: grid; place-items: center; }
.head .search { margin-top: 10px; display: flex; align-items: center; gap: 8px; padding: 9px 12px; border-radius: 12px; background: #fff; color: #64748b; font-size: 14px; }
.cats { display: flex; gap: 8px; padding: 10px 14px 4px; white-space: nowrap; overflow: hidden; }
.cats span { padding: 6px 12px; border-radius: 16px; background: #fff; border: 1px solid #dfe7df; font-size: 14px; font-weight: 700; color: #334155; }
.cats .on { background: var(--accent); border-color: var(--accent); color: #fff; }
.grid { display: grid; grid-template-columns: 1fr 1fr; gap: 10px; padding: 8px 14px; }
.item { background: #fff; border-radius: 14px; overflow: hidden; box-shadow: 0 1px 2px rgba(15,23,42,.07); }
.good { display: grid; place-items: center; height: 92px; }
.info { padding: 7px 10px 10px; }
.info b { display: block; font-size: 15px; line-height: 1.2; }
.info span { font-size: 14px; color: var(--muted); }
.info .row { justify-content: space-between; margin-top: 6px; }
.info .price { font-size: 17px; font-weight: 800; }
.add { padding: 4px 12px; border-radius: 9px; border: 1.5px solid var(--accent); color: var(--accent); font-weight: 800; font-size: 14px; }
.add.in { background: var(--accent); color: #fff; }
.cart { margin: auto 12px 24px; padding: 10px 12px; border-radius: 16px; background: #14532d; color: #fff; display: flex; align-items: center; gap: 10px; }
.cart div { flex: 1; }
.cart b { display: block; font-size: 16px; }
.cart span { font-size: 14px; color: #bbf7d0; }
.cart .go { flex: none; padding: 8px 11px; border-radius: 11px; background: #facc15; color: #14532d; font-weight: 800; font-size: 15px; }
`,
  render() {
    const inBag = products.filter((p) => p[7]);
    const total = inBag.reduce((sum, p) => sum + p[6], 0);
    const screen = `<div class="app sf">
  <div class="head"><div class="row"><span class="brand"><i>${icon('leaf', 17)}</i>${store.name}</span><span class="bag">${icon('shopping-bag', 23)}<b>${inBag.length}</b></span></div>
    <div class="search">${icon('search', 17)}Search rice, ghee, spices</div></div>
  <div class="cats">${each(['All', 'Staples', 'Oils', 'Spices', 'Tea'], (c, i) => `<span class="${i === 0 ? 'on' : ''}">${c}</span>`)}</div>
  <div class="grid">${each(products, ([kind, cloth, ink, tile, name, pack, price, taken]) => `<div class="item">${good(kind, { cloth, ink, tile, size: 78 })}<div class="info"><b>${name}</b><span>${pack}</span><div class="row"><span class="price">${inr(price)}</span><span class="add${taken ? ' in' : ''}">${taken ? 'Added' : 'Add'}</span></div></div></div>`)}</div>
  <div class="cart"><div><b>${inBag.length} items · ${inr(total)}</b><span>Online or cash on delivery</span></div><span class="go">Checkout</span></div>
</div>`;
    return phone({ x: 312, zoom: 1, statusBar: '#14532d', light: true, body: screen });
  },
};
