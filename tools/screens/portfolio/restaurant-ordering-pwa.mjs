// Table-side ordering opened from the table's QR code: the menu with dishes and prices, the basket
// to pay; beside it the kitchen display's ticket for the same table.
import { float, phone } from '../frames.mjs';
import { each, icon, inr, qr } from '../kit.mjs';

const dishes = [
  ['Paneer Tikka', 'Starters · serves 2', 320, 'veg', 1, ['#f59e0b', '#b45309']],
  ['Chicken Seekh Kebab', 'Starters · 6 pieces', 380, 'nonveg', 0, ['#b45309', '#7c2d12']],
  ['Dal Makhani', 'Mains · slow cooked', 280, 'veg', 1, ['#92400e', '#451a03']],
  ['Butter Naan', 'Breads · 2 pieces', 120, 'veg', 1, ['#fde68a', '#d6a14a']],
];
const ticket = [['1', 'Paneer Tikka'], ['1', 'Dal Makhani'], ['1', 'Butter Naan ×2']];

export default {
  frame: 'phone',
  layout: 'menu list with basket bar beside a kitchen ticket',
  accent: '#dc2626',
  font: 'nunito',
  css: `
.ro { background: #fff; display: flex; flex-direction: column; font-size: 15px; }
.head { padding: 8px 16px 6px; }
.head small { font-size: 14px; color: var(--muted); font-weight: 600; }
.head h1 { font-size: 22px; font-weight: 800; }
.cats { display: flex; gap: 8px; padding: 8px 16px 10px; border-bottom: 1px solid var(--line); }
.cats span { padding: 6px 12px; border-radius: 16px; background: #f5f5f4; font-weight: 700; font-size: 14px; color: #57534e; }
.cats .on { background: #fee2e2; color: #b91c1c; }
.dish { display: flex; gap: 12px; padding: 11px 16px; border-bottom: 1px solid #f1f1ef; align-items: center; }
.plate { width: 62px; height: 62px; border-radius: 14px; flex: none; background: #f5f5f4; display: grid; place-items: center; }
.plate i { width: 46px; height: 46px; border-radius: 50%; box-shadow: 0 0 0 5px #fff, 0 2px 6px 5px rgba(0,0,0,.08); }
.mark { width: 14px; height: 14px; border: 2px solid #15803d; border-radius: 3px; display: grid; place-items: center; flex: none; }
.mark::after { content: ''; width: 6px; height: 6px; border-radius: 50%; background: #15803d; }
.mark.nonveg { border-color: #b91c1c; } .mark.nonveg::after { background: #b91c1c; }
.dish b { font-size: 16px; }
.dish .row { gap: 6px; }
.dish .note { font-size: 14px; color: var(--muted); }
.dish .price { font-weight: 800; font-size: 15px; margin-top: 2px; }
.qty { display: flex; align-items: center; gap: 10px; border: 1.5px solid var(--accent); border-radius: 10px; padding: 3px 8px; color: var(--accent); font-weight: 800; }
.add { border: 1.5px solid var(--accent); color: var(--accent); border-radius: 10px; padding: 4px 12px; font-weight: 800; font-size: 14px; }
.basket { margin: auto 12px 26px; display: flex; align-items: center; gap: 10px; padding: 12px 16px; border-radius: 16px; background: var(--accent); color: #fff; font-weight: 800; }
.basket small { display: block; font-size: 14px; font-weight: 600; opacity: .9; }
.basket .go { margin-left: auto; display: flex; align-items: center; gap: 4px; }
.kds { background: #18181b; color: #fafafa; padding: 16px 18px; font-family: 'Inter Variable'; }
.kds .row { justify-content: space-between; }
.kds h2 { font-size: 20px; }
.kds .time { font-size: 13px; color: #a1a1aa; }
.kds ul { list-style: none; margin: 12px 0; padding: 0; }
.kds li { display: flex; gap: 12px; padding: 7px 0; border-top: 1px dashed #3f3f46; font-size: 15px; }
.kds li b { color: #fbbf24; width: 16px; }
.kds .paid { display: inline-flex; gap: 6px; align-items: center; font-size: 13px; color: #86efac; font-weight: 600; }
.tent { display: flex; align-items: center; gap: 14px; padding: 14px 16px; }
.tent .code { padding: 4px; border-radius: 8px; box-shadow: 0 0 0 1px var(--line); }
.tent b { display: block; font-size: 16px; font-weight: 800; }
.tent span { font-size: 12px; color: var(--muted); }
.kds .btn { background: #22c55e; color: #052e16; font-size: 13px; }
`,
  render(entry) {
    const screen = `<div class="app ro">
  <div class="head"><small>Table 12 · Saffron Courtyard</small><h1>What would you like?</h1></div>
  <div class="cats"><span class="on">Starters</span><span>Mains</span><span>Breads</span><span>Drinks</span></div>
  ${each(dishes, ([name, note, price, kind, qty, [a, b]]) => `<div class="dish"><div class="plate"><i style="background:radial-gradient(circle at 35% 35%, ${a}, ${b})"></i></div><div class="grow"><div class="row"><span class="mark ${kind}"></span><b>${name}</b></div><div class="note">${note}</div><div class="price">${inr(price)}</div></div>${qty ? `<span class="qty">−<span>${qty}</span>+</span>` : '<span class="add">ADD</span>'}</div>`)}
  <div class="basket"><div><small>3 items</small>${inr(720)}</div><span class="go">View basket${icon('chevron-right', 18)}</span></div>
</div>`;
    return (
      phone({ x: 92, zoom: 1, url: entry.url, statusBar: '#f4f4f5', body: screen }) +
      float({
        x: 494, y: 150, w: 390, zoom: 1.5,
        body: `<div class="kds"><div class="row"><h2>Table 12</h2><span class="time">Order #58 · 2 min ago</span></div><ul>${each(ticket, ([n, d]) => `<li><b>${n}</b>${d}</li>`)}</ul><div class="row"><span class="paid">${icon('circle-check', 15)}Paid online · ${inr(720)}</span><span class="btn">Start</span></div></div>`,
      }) +
      float({
        x: 570, y: 520, w: 320, zoom: 1.4,
        body: `<div class="tent"><span class="code">${qr(74, '#111827', 21, 5)}</span><div><b>Table 12</b><span>Scan to see the menu, order and pay</span></div></div>`,
      })
    );
  },
};
