// E-commerce development: a store the owner's staff can run. The hero is its admin panel on the
// day's orders (prepaid by UPI, card or net banking, or cash on delivery to confirm; packed,
// shipped, out for delivery) with the day's payments and the stock alerts in front; the intro is
// the storefront a buyer sees: a category page tested on phones, the product page with UPI, card
// and cash-on-delivery payment. Our own interface, no platform's: the page offers Magento,
// WooCommerce, Shopify or custom code. An invented Varanasi handloom shop; its products are drawn
// weaves, not photos.
import { browser, phone } from '../frames.mjs';
import { each, icon, inr } from '../kit.mjs';
import { darkHero, sharedCss } from './shared/marketing.mjs';

const store = 'Kalaa Handlooms';
const nav = [
  ['layout-dashboard', 'Dashboard'],
  ['shopping-bag', 'Orders', '12'],
  ['shirt', 'Products'],
  ['boxes', 'Inventory'],
  ['users', 'Customers'],
  ['wallet', 'Payments'],
  ['settings', 'Settings'],
];
const tiles = [
  ['Orders today', '42'],
  ['Sales today', inr(68450)],
  ['COD to confirm', '6'],
  ['Low stock', '4 items'],
];
// Order, city, amount, payment, status and its tone.
const orders = [
  ['KH-10482', 'Lucknow', 7450, 'UPI', 'Packed', 'info'],
  ['KH-10481', 'Pune', 2350, 'COD', 'Confirm by call', 'warn'],
  ['KH-10480', 'Bengaluru', 3200, 'Card', 'Shipped', 'accent'],
  ['KH-10479', 'Jaipur', 5980, 'UPI', 'Out for delivery', 'ok'],
];
const payments = [
  ['UPI', 39700, 58, 'smartphone'],
  ['Cards, net banking', 8900, 13, 'credit-card'],
  ['Cash on delivery', 19850, 29, 'banknote'],
];
// Drawn weaves: a ground colour, a border colour and the motif's angle.
const products = [
  ['Banarasi silk saree', 7450, '#9f1239', '#f59e0b', 45, 'Bestseller'],
  ['Katan silk dupatta', 3200, '#1e3a8a', '#fbbf24', -45, 'New'],
  ['Tussar silk saree', 5600, '#365314', '#facc15', 30, ''],
  ['Cotton handloom saree', 1890, '#0f766e', '#fde68a', 60, 'Offer'],
  ['Chanderi cotton saree', 2450, '#7c2d12', '#fcd34d', -30, ''],
  ['Organza silk dupatta', 2900, '#581c87', '#f0abfc', 45, 'New'],
];
const weave = (ground, border, angle) =>
  `background: radial-gradient(circle at 50% 50%, ${border} 0 2.5px, transparent 3px) 0 0 / 22px 22px, linear-gradient(${angle}deg, ${ground}, color-mix(in oklab, ${ground} 70%, black)); box-shadow: inset 0 -14px 0 ${border}, inset 0 -18px 0 color-mix(in oklab, ${border} 60%, ${ground})`;

const hero = darkHero({
  frame: 'laptop',
  accent: '#fbbf24',
  font: 'inter',
  css: `
.stage .f-laptop { left: 10px; top: 36px; width: 770px; }
.stage .f-laptop .f-screen { height: 520px; }
.adm { display: grid; grid-template-columns: 128px minmax(0, 1fr); }
.side { background: #0a1a33; border-right: 1px solid var(--line); padding: 10px 8px; display: flex; flex-direction: column; gap: 2px; }
.side .brand { display: flex; align-items: center; gap: 6px; font-weight: 800; font-size: 13px; padding: 2px 6px 10px; }
.side .brand i { width: 24px; height: 24px; border-radius: 7px; background: var(--accent); color: #3b2500; display: grid; place-items: center; }
.side a { display: flex; align-items: center; gap: 7px; padding: 6px 7px; border-radius: 7px; font-size: 12px; color: var(--muted); }
.side a.on { background: var(--accent-soft); color: var(--accent-ink); font-weight: 700; }
.side a .n { margin-left: auto; font-size: 11px; font-weight: 700; background: var(--accent); color: #3b2500; border-radius: 8px; padding: 0 6px; }
.main { padding: 12px 14px; display: flex; flex-direction: column; gap: 10px; min-width: 0; }
.main .top { display: flex; align-items: center; gap: 8px; }
.main .top h1 { font-size: 17px; }
.main .top small { font-size: 12px; color: var(--muted); }
.tiles { display: grid; grid-template-columns: repeat(4, 1fr); gap: 8px; }
.tile { padding: 8px 10px; border-radius: 10px; background: var(--surface); border: 1px solid var(--line); }
.tile small { display: block; font-size: 11px; color: var(--muted); white-space: nowrap; }
.tile b { font-size: 19px; }
.tile:nth-child(3) { border-color: rgba(252, 211, 77, .5); }
.tile:last-child b { color: var(--warn); }
.orders { overflow: hidden; }
.orders .tbl td { padding: 6px 9px; font-size: 12px; }
.orders .tbl th { padding: 6px 9px; }
.orders .tbl .id { font-weight: 700; }
.pay { display: inline-flex; align-items: center; gap: 4px; font-size: 11.5px; font-weight: 700; }
.pay.cod { color: var(--warn); }
.pm { padding: 12px 14px; display: flex; flex-direction: column; gap: 7px; }
.pm h3 { font-size: 13.5px; display: flex; align-items: center; gap: 6px; }
.pm h3 svg { color: var(--accent); }
.pm h3 span { margin-left: auto; font-size: 13.5px; }
.pm .r { display: grid; grid-template-columns: 16px minmax(0, 1fr) auto; gap: 4px 7px; align-items: center; font-size: 12px; }
.pm .r svg { color: var(--muted); }
.pm .r b { text-align: right; }
.pm .r .meter { grid-column: 2 / -1; height: 6px; }
.pm .pre { font-size: 11.5px; color: var(--muted); border-top: 1px solid var(--line); padding-top: 7px; }
.pm .pre b { color: var(--ink); }
`,
  url: 'https://kalaahandlooms.example.com/admin/orders',
  body: `<div class="app dark adm">
  <div class="side"><span class="brand"><i>${icon('store', 14)}</i>${store}</span>${each(nav, ([ic, label, n]) => `<a class="${label === 'Orders' ? 'on' : ''}">${icon(ic, 14)}${label}${n ? `<span class="n">${n}</span>` : ''}</a>`)}</div>
  <div class="main">
    <div class="top"><h1>Orders</h1><small>Today, 25 Nov</small></div>
    <div class="tiles">${each(tiles, ([label, value]) => `<div class="tile"><small>${label}</small><b class="num">${value}</b></div>`)}</div>
    <div class="card orders"><table class="tbl"><tr><th>Order</th><th>Ship to</th><th class="num">Amount</th><th>Paid by</th><th>Status</th></tr>
      ${each(orders, ([id, city, amount, pay, status, tone]) => `<tr><td class="id">${id}</td><td>${city}</td><td class="num">${inr(amount)}</td><td><span class="pay${pay === 'COD' ? ' cod' : ''}">${icon(pay === 'COD' ? 'banknote' : pay === 'UPI' ? 'smartphone' : 'credit-card', 12)}${pay}</span></td><td><span class="pill ${tone}">${status}</span></td></tr>`)}
    </table></div>
  </div>
</div>`,
  card: {
    x: 420,
    y: 452,
    w: 330,
    body: `<div class="app dark pm">
  <h3>${icon('wallet', 15)}Payments today<span>${inr(68450)}</span></h3>
  ${each(payments, ([label, amount, share, ic]) => `<div class="r">${icon(ic, 13)}<span>${label} · ${share}%</span><b class="num">${inr(amount)}</b><span class="meter"><i style="width:${share}%"></i></span></div>`)}
  <div class="pre">Prepaid <b>71%</b> · cash on delivery confirmed by call</div>
</div>`,
  },
});

const intro = {
  frame: 'browser',
  accent: '#b45309',
  font: 'sora',
  faces: ['inter'],
  css: `${sharedCss}
.stage .f-browser { left: 24px; top: 40px; width: 660px; height: 620px; }
.stage .f-phone { left: auto !important; right: 34px; top: 36px; width: 290px; height: 648px; }
.sf { background: #fffbf5; }
.sf .nav { display: flex; align-items: center; gap: 12px; padding: 9px 14px; border-bottom: 1px solid var(--line); background: #fff; }
.sf .logo { font-weight: 700; font-size: 15px; color: #7c2d12; display: flex; align-items: center; gap: 6px; }
.sf .logo i { width: 24px; height: 24px; border-radius: 50%; background: var(--accent); color: #fff; display: grid; place-items: center; }
.sf .nav .links { display: flex; gap: 12px; font-size: 12px; color: #57534e; }
.sf .nav .cart { margin-left: auto; display: flex; gap: 10px; color: #44403c; }
.sf .strip { display: flex; gap: 16px; justify-content: center; padding: 5px; font-size: 11.5px; font-weight: 600; color: #7c2d12; background: #fef3c7; }
.sf .strip span { display: inline-flex; align-items: center; gap: 4px; }
.sf .head { display: flex; align-items: baseline; gap: 8px; padding: 10px 14px 6px; }
.sf .head h1 { font-size: 18px; }
.sf .head small { font-size: 11.5px; color: var(--muted); }
.sf .head .sort { margin-left: auto; font-size: 11.5px; color: var(--muted); }
.grid { display: grid; grid-template-columns: repeat(3, 1fr); gap: 9px; padding: 0 14px; }
.pr { background: #fff; border: 1px solid var(--line); border-radius: 10px; overflow: hidden; }
.pr .img { height: 84px; position: relative; }
.pr .img .tag { position: absolute; left: 6px; top: 6px; font-size: 11px; font-weight: 700; background: #fff; color: #7c2d12; border-radius: 6px; padding: 1px 6px; }
.pr .t { padding: 7px 9px 9px; }
.pr .t b { display: block; font-size: 12px; font-weight: 600; }
.pr .t span { font-size: 13px; font-weight: 700; }
.pr .t small { display: block; font-size: 11px; color: var(--ok); font-weight: 600; font-family: 'Inter Variable'; }
.pp { background: #fff; display: flex; flex-direction: column; height: 100%; }
.pp .img { height: 210px; }
.pp .t { padding: 10px 12px; display: flex; flex-direction: column; gap: 5px; }
.pp h2 { font-size: 16px; line-height: 1.25; }
.pp .price { font-size: 19px; font-weight: 700; }
.pp .price small { font-size: 12.5px; color: var(--muted); font-weight: 400; font-family: 'Inter Variable'; }
.pp .pays { display: flex; flex-wrap: wrap; gap: 5px; }
.pp .pays span { display: inline-flex; align-items: center; gap: 4px; font: 600 12.5px/1 'Inter Variable'; padding: 5px 7px; border-radius: 7px; border: 1px solid var(--line); }
.pp .pays span.on { border-color: var(--accent); background: #fff7ed; color: #9a3412; }
.pp .btn { padding: 10px; font-size: 14px; border-radius: 10px; }
.pp .ship { font: 500 12.5px/1.3 'Inter Variable'; color: var(--muted); display: flex; gap: 5px; align-items: center; }
`,
  render() {
    return `<div class="stage">${browser({
      url: 'https://kalaahandlooms.example.com/banarasi-sarees',
      zoom: 1.3,
      body: `<div class="app sf">
  <div class="nav"><span class="logo"><i>${icon('store', 13)}</i>${store}</span><span class="links"><span>Sarees</span><span>Dupattas</span><span>Fabrics</span></span><span class="cart">${icon('search', 16)}${icon('shopping-bag', 16)}</span></div>
  <div class="strip"><span>${icon('truck', 13)}Free shipping over ₹1,999</span><span>${icon('banknote', 13)}Cash on delivery</span></div>
  <div class="head"><h1>Sarees and dupattas</h1><small>86 products</small><span class="sort">Sort: bestselling</span></div>
  <div class="grid">${each(products, ([name, price, ground, border, angle, tag]) => `<div class="pr"><div class="img" style="${weave(ground, border, angle)}">${tag ? `<span class="tag">${tag}</span>` : ''}</div><div class="t"><b>${name}</b><span>${inr(price)}</span><small>COD available</small></div></div>`)}</div>
</div>`,
    })}${phone({
      x: 0,
      zoom: 1.15,
      url: 'https://kalaahandlooms.example.com/p/banarasi-silk-saree-red',
      statusBar: '#fff',
      body: `<div class="app pp">
  <div class="img" style="${weave(products[0][2], products[0][3], 45)}"></div>
  <div class="t"><h2>Banarasi silk saree, red with zari border</h2>
    <div class="price">${inr(7450)} <small>incl. GST</small></div>
    <div class="pays"><span class="on">${icon('smartphone', 12)}UPI</span><span>${icon('credit-card', 12)}Card</span><span>${icon('banknote', 12)}COD</span></div>
    <span class="btn primary">${icon('shopping-bag', 15)}Add to bag</span>
    <span class="ship">${icon('truck', 13)}Delivery in 3–5 days, order updates by SMS</span>
    <span class="ship">${icon('map-pin', 13)}Woven and shipped from Varanasi</span></div>
</div>`,
    })}</div>`;
  },
};

export default { hero, intro };
