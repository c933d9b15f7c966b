// E-commerce application: a copperware brand selling to shoppers and to trade buyers from one
// catalogue. The hero shows the web store's category page (tagged products, retail and trade
// prices) with the shopping app's cart in front of it (prepaid or cash on delivery); the intro shows the
// back office, where the day's retail and business orders meet with their SMS and e-mail trail.
import { browser, phone } from '../frames.mjs';
import { each, icon, inr } from '../kit.mjs';

const accent = '#e11d48';
const brand = 'Tamra Living';
const host = 'https://www.tamraliving.example.com';

const copper = (id) => `<linearGradient id="${id}" x1="0" x2="1"><stop offset="0" stop-color="#8c3f22"/><stop offset=".45" stop-color="#e9a27b"/><stop offset=".6" stop-color="#c8703f"/><stop offset="1" stop-color="#7a351c"/></linearGradient>`;
/** The products, drawn: a bottle, a pair of tumblers and a jug. */
const shapes = {
  bottle: (id) => `<svg viewBox="0 0 80 100" width="100%" height="100%"><defs>${copper(id)}</defs><rect x="31" y="8" width="18" height="12" rx="3" fill="#5b2a16"/><path d="M30 20 h20 c0 8 12 10 12 22 v44 a8 8 0 0 1 -8 8 h-28 a8 8 0 0 1 -8 -8 v-44 c0 -12 12 -14 12 -22z" fill="url(#${id})"/></svg>`,
  tumbler: (id) => `<svg viewBox="0 0 80 100" width="100%" height="100%"><defs>${copper(id)}</defs><path d="M12 34 h24 l-3 52 h-18z" fill="url(#${id})"/><path d="M42 28 h26 l-3 58 h-20z" fill="url(#${id})"/></svg>`,
  jug: (id) => `<svg viewBox="0 0 80 100" width="100%" height="100%"><defs>${copper(id)}</defs><path d="M58 38 c14 0 14 30 0 30" fill="none" stroke="#8c3f22" stroke-width="6"/><path d="M20 22 h36 l-4 10 c8 8 8 20 8 30 v16 a8 8 0 0 1 -8 8 h-28 a8 8 0 0 1 -8 -8 v-16 c0 -10 0 -22 8 -30z" fill="url(#${id})"/></svg>`,
};
const products = [
  ['bottle', 'Copper bottle', 1199, 849, 'Bestseller', 'accent'],
  ['tumbler', 'Tumbler pair', 899, 629, 'New', 'info'],
  ['jug', 'Copper jug', 1649, 1149, 'On offer', 'warn'],
];

const heroCss = `
.f-browser { left: 306px; top: 60px; width: 644px; height: 520px; }
.f-phone { top: 190px; width: 252px; height: 508px; padding: 9px; border-radius: 44px; }
.st .shop { display: flex; }
.st .filters { width: 128px; flex: none; padding: 10px 12px; border-right: 1px solid #f3e4dc; background: #fff; }
.st .filters h3 { font-size: 12px; text-transform: uppercase; letter-spacing: .05em; color: #7b6d66; margin: 6px 0 4px; }
.st .filters span { display: flex; align-items: center; gap: 6px; font-size: 12.5px; padding: 3px 0; }
.st .filters i { width: 12px; height: 12px; border-radius: 3px; box-shadow: inset 0 0 0 1.5px #cbb8b0; }
.st .filters .on i { background: var(--accent); box-shadow: none; }
.st .main { flex: 1; min-width: 0; }
.f-phone .f-glass { border-radius: 38px; }
.st { display: flex; flex-direction: column; background: #fffaf7; color: #1f1a17; }
.st .strip { text-align: center; font-size: 12px; font-weight: 700; padding: 5px; background: #3b0a18; color: #fecdd3; }
.st .nav { display: flex; align-items: center; gap: 14px; padding: 8px 14px; background: #fff; border-bottom: 1px solid #f3e4dc; }
.st .logo { font: 700 18px/1 'Lora', 'Inter Variable'; color: #7a351c; }
.st .nav nav { display: flex; gap: 12px; font-size: 12.5px; font-weight: 600; color: #4a403a; }
.st .nav nav .on { color: var(--accent); }
.st .acct { margin-left: auto; display: flex; border-radius: 8px; overflow: hidden; box-shadow: inset 0 0 0 1px #f1d5dc; font-size: 12px; font-weight: 700; }
.st .acct span { padding: 4px 9px; color: #6b5b55; }
.st .acct .on { background: var(--accent); color: #fff; }
.st .cart { position: relative; color: #4a403a; }
.st .cart b { position: absolute; top: -6px; right: -8px; width: 16px; height: 16px; border-radius: 50%; background: var(--accent); color: #fff; font-size: 12px; line-height: 16px; text-align: center; }
.st .head { display: flex; align-items: baseline; gap: 8px; padding: 10px 14px 2px; }
.st .head h1 { font: 700 19px 'Lora', 'Inter Variable'; }
.st .head span { font-size: 12px; color: #7b6d66; }
.st .head .sort { margin-left: auto; }
.st .grid { display: grid; grid-template-columns: repeat(3, 1fr); gap: 9px; padding: 8px 14px 10px; }
.st .p { background: #fff; border-radius: 12px; border: 1px solid #f3e4dc; overflow: hidden; }
.st .trade { display: flex; align-items: center; gap: 10px; margin: 2px 14px 0; padding: 9px 12px; border-radius: 12px; background: #fff1f3; color: #9f1239; }
.st .trade b { display: block; font-size: 13px; }
.st .trade span { font-size: 12px; color: #6b5b55; }
.st .p .img { position: relative; height: 118px; background: radial-gradient(circle at 50% 60%, #fff, #fbeee6); padding: 8px 18px 0; }
.st .p .pill { position: absolute; left: 7px; top: 7px; font-size: 12px; }
.st .p .t { padding: 7px 9px 9px; }
.st .p b { display: block; font-size: 12.5px; line-height: 1.25; }
.st .p .pr { font-size: 14px; font-weight: 800; margin-top: 4px; }
.st .p .tr { font-size: 12px; color: #6b5b55; }
.st .p .tr strong { color: #9f1239; }
.ca { display: flex; flex-direction: column; background: #fffaf7; font-size: 15px; color: #1f1a17; }
.ca .top { display: flex; align-items: center; gap: 10px; padding: 8px 16px 10px; background: #fff; border-bottom: 1px solid #f3e4dc; }
.ca .top h2 { font-size: 20px; }
.ca .it { display: flex; align-items: center; gap: 10px; margin: 10px 12px 0; padding: 9px 10px; border-radius: 14px; background: #fff; box-shadow: 0 1px 2px rgba(31,26,23,.08); }
.ca .it .img { width: 48px; height: 56px; flex: none; border-radius: 10px; background: #fbeee6; padding: 3px; }
.ca .it b { display: block; font-size: 15px; }
.ca .it span { font-size: 15px; color: #7b6d66; }
.ca .it .q { margin-left: auto; font-weight: 800; }
.ca .pay { margin: 12px 12px 0; padding: 6px 12px; border-radius: 14px; background: #fff; box-shadow: 0 1px 2px rgba(31,26,23,.08); }
.ca .opt { display: flex; align-items: center; gap: 10px; padding: 8px 0; font-size: 15px; }
.ca .opt + .opt { border-top: 1px solid #f3e4dc; }
.ca .opt i { width: 18px; height: 18px; border-radius: 50%; box-shadow: inset 0 0 0 2px #cbb8b0; }
.ca .opt.on i { box-shadow: inset 0 0 0 5px var(--accent); }
.ca .opt small { display: block; font-size: 15px; color: #7b6d66; }
.ca .tot { display: flex; justify-content: space-between; margin: 10px 16px 0; font-size: 16px; }
.ca .tot b { font-size: 19px; }
.ca .go { margin: auto 12px 22px; padding: 13px; border-radius: 14px; background: var(--accent); color: #fff; font-weight: 800; font-size: 16px; text-align: center; }
`;

const introCss = `
.bo { display: flex; background: #f7f5f6; }
.bo .side { width: 112px; flex: none; background: #2a0a14; color: #f5c2cd; padding: 10px 7px; display: flex; flex-direction: column; gap: 1px; }
.bo .side .logo { font: 700 14px/1.1 'Lora', 'Inter Variable'; color: #fff; padding: 2px 6px 10px; }
.bo .side span { display: flex; align-items: center; gap: 6px; font-size: 12.5px; padding: 5px 6px; border-radius: 6px; }
.bo .side .on { background: var(--accent); color: #fff; font-weight: 700; }
.bo .main { flex: 1; min-width: 0; padding: 10px 12px; display: flex; flex-direction: column; gap: 8px; }
.bo .head { display: flex; align-items: center; gap: 8px; }
.bo .head h1 { font-size: 16px; }
.bo .head .pill { font-size: 12px; }
.bo .tiles { display: grid; grid-template-columns: repeat(3, 1fr); gap: 8px; }
.bo .tiles .card { padding: 7px 10px; }
.bo .tiles small { display: block; font-size: 12px; color: var(--muted); }
.bo .tiles b { font-size: 14px; }
.bo .tbl { font-size: 12.5px; }
.bo .tbl th { font-size: 12px; text-transform: none; letter-spacing: 0; padding: 6px 8px; }
.bo .tbl td { padding: 6px 8px; }
.bo .tbl td small { display: block; font-size: 12px; color: var(--muted); }
.bo .tbl .pill { font-size: 12px; }
.bo .tbl tr.sel td { background: #fff1f3; }
.bo .kind { font-size: 12px; font-weight: 800; padding: 1px 6px; border-radius: 5px; }
.bo .kind.b2b { background: #ede9fe; color: #5b21b6; }
.bo .kind.b2c { background: #ffe4e6; color: #9f1239; }
.bo .trail { padding: 9px 11px; }
.bo .trail h2 { font-size: 13px; display: flex; justify-content: space-between; margin-bottom: 2px; }
.bo .trail .ev { display: flex; align-items: center; gap: 8px; font-size: 12.5px; padding: 4px 0; }
.bo .trail .ev svg { color: var(--ok); }
.bo .trail .ev.wait svg { color: #a8a29e; }
.bo .trail .ev span { margin-left: auto; color: var(--muted); font-size: 12px; }
`;

const orders = [
  ['TL-20931', 'b2b', 'Business', 'Shree Gifts, Surat', 'Bank transfer', 'info', 48 * 849, 'Packed', 'accent'],
  ['TL-20930', 'b2c', 'Retail', 'Kochi 682020', 'Prepaid · UPI', 'ok', 2098, 'Shipped', 'ok'],
  ['TL-20929', 'b2c', 'Retail', 'Lucknow 226010', 'Cash on delivery', 'warn', 1649, 'Confirmed', 'plain'],
];

export default {
  hero: {
    frame: 'browser',
    accent,
    font: 'jakarta',
    faces: ['lora'],
    css: heroCss,
    render() {
      const store = `<div class="app st">
  <div class="strip">Free delivery above ${inr(999)} · cash on delivery across India</div>
  <div class="nav"><span class="logo">${brand}</span><nav><span class="on">Copper</span><span>Brass</span><span>Gifting</span></nav><span class="acct"><span>Retail</span><span class="on">Trade</span></span><span class="cart">${icon('shopping-bag', 19)}<b>3</b></span></div>
  <div class="shop">
    <div class="filters"><h3>Tags</h3>${each([...products.map((product) => product[4]), 'Festive'], (tag, i) => `<span class="${i === 0 ? 'on' : ''}"><i></i>${tag}</span>`)}<h3>Price</h3><span><i></i>Under ${inr(1000)}</span><span><i></i>${inr(1000)} and up</span></div>
    <div class="main">
      <div class="head"><h1>Copper essentials</h1><span>48 products</span></div>
      <div class="grid">${each(products, ([shape, name, mrp, trade, tag, tone], i) => `<div class="p"><div class="img">${shapes[shape](`h${i}`)}<span class="pill ${tone}">${tag}</span></div><div class="t"><b>${name}</b><div class="pr">${inr(mrp)}</div><div class="tr">Trade <strong>${inr(trade)}</strong> · 24+</div></div></div>`)}</div>
      <div class="trade">${icon('briefcase-business', 18)}<div><b>Trade account</b><span>Prices for 24 units and more, GST invoice, 30-day credit</span></div></div>
    </div>
  </div>
</div>`;
      const [bottle, , jug] = products;
      const cart = `<div class="app ca">
  <div class="top">${icon('arrow-left', 20)}<h2>Cart · 2 items</h2></div>
  ${each([[bottle, 2], [jug, 1]], ([[shape, name, price], qty], i) => `<div class="it"><span class="img">${shapes[shape](`c${i}`)}</span><div><b>${name}</b><span>Qty ${qty}</span></div><span class="q">${inr(price * qty)}</span></div>`)}
  <div class="pay"><div class="opt on"><i></i><div>Pay online<small>UPI, cards, net banking</small></div></div><div class="opt"><i></i><div>Cash on delivery<small>Free delivery by 18 Oct</small></div></div></div>
  <div class="tot"><span>Total</span><b>${inr(bottle[2] * 2 + jug[2])}</b></div>
  <div class="go">Place order</div>
</div>`;
      return browser({ url: `${host}/copper`, zoom: 1.2, body: store }) + phone({ x: 240, zoom: 0.94, statusBar: '#fff', body: cart });
    },
  },
  intro: {
    frame: 'browser',
    accent,
    font: 'jakarta',
    faces: ['lora'],
    css: introCss,
    render(service) {
      // The back office's menu: what the record says it runs.
      const menu = [['package', 'Products'], ['users', 'Customers'], ['receipt-text', 'Orders'], ['tag', 'Tags'], ['message-square-text', 'SMS and e-mail']];
      const trail = [
        ['SMS', 'Order confirmed', '09:12', true],
        ['E-mail', 'GST invoice sent', '09:13', true],
        ['SMS', 'Shipped, with tracking link', 'when dispatched', false],
      ];
      const [id, , , buyer, , , amount] = orders[0];
      const admin = `<div class="app bo">
  <div class="side"><span class="logo">${brand}</span>${each(menu, ([ic, label]) => `<span class="${label === 'Orders' ? 'on' : ''}">${icon(ic, 14)}${label}</span>`)}</div>
  <div class="main">
    <div class="head"><h1>Orders</h1><span class="pill accent">Today · 64</span><span class="pill plain">${service.facts[0].value}</span></div>
    <div class="tiles"><div class="card"><small>Retail orders</small><b>52 · ${inr(96480)}</b></div><div class="card"><small>Business orders</small><b>12 · ${inr(418200)}</b></div><div class="card"><small>Cash on delivery</small><b>19 to collect</b></div></div>
    <div class="card" style="overflow:hidden"><table class="tbl"><tr><th>Order · buyer</th><th>Payment</th><th class="num">Amount</th><th>Status</th></tr>
      ${each(orders, ([no, kind, label, who, pay, payTone, sum, status, tone], i) => `<tr class="${i === 0 ? 'sel' : ''}"><td>${no} <span class="kind ${kind}">${label}</span><small>${who}</small></td><td><span class="pill ${payTone}">${pay}</span></td><td class="num">${inr(sum)}</td><td><span class="pill ${tone}">${status}</span></td></tr>`)}
    </table></div>
    <div class="card trail"><h2><span>${id} · ${buyer} · ${inr(amount)}</span></h2>${each(trail, ([channel, what, when, done]) => `<div class="ev${done ? '' : ' wait'}">${icon(done ? 'circle-check' : 'clock', 14)}<b>${channel}</b>${what}<span>${when}</span></div>`)}</div>
  </div>
</div>`;
      return browser({ url: `${host}/admin/orders`, zoom: 1.45, body: admin });
    },
  },
};
