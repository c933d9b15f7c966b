// A travel agency's package page: the trip's itinerary day by day, departure dates with the seats
// left and the price, part payment online, and the traveller documents needed after booking.
import { browser } from '../frames.mjs';
import { each, icon, inr, pageCss } from '../kit.mjs';

const itinerary = [
  ['Day 1', 'Arrive in Manali', 'Hotel check-in, Old Manali walk'],
  ['Day 2', 'Manali to Kaza', 'Over Kunzum Pass, 200 km'],
  ['Day 3', 'Key and Kibber', 'Monastery visit, high villages'],
  ['Day 4', 'Langza and Hikkim', 'Fossil village, highest post office'],
  ['Day 5', 'Chandratal Lake', 'Camp by the moon lake'],
  ['Day 6', 'Back to Manali', 'Over Rohtang, evening free'],
];
const departures = [['12 Jun', 9], ['26 Jun', 4], ['10 Jul', 0], ['24 Jul', 12]];
const price = 24900;

export default {
  frame: 'browser',
  layout: 'day-by-day itinerary beside departures with seats left',
  accent: '#0369a1',
  font: 'jakarta',
  css: `
${pageCss('.tr', '#fff')}
.banner { position: relative; height: 118px; background: linear-gradient(180deg, #bae6fd, #e0f2fe 60%, #fef3c7); overflow: hidden; }
.banner .m1 { position: absolute; left: -20px; bottom: 0; width: 340px; height: 90px; background: #64748b; clip-path: polygon(0 100%, 22% 30%, 34% 55%, 52% 0, 72% 60%, 84% 35%, 100% 100%); }
.banner .m2 { position: absolute; right: -30px; bottom: 0; width: 420px; height: 76px; background: #475569; clip-path: polygon(0 100%, 18% 45%, 40% 10%, 58% 50%, 76% 20%, 100% 100%); }
.banner .snow { position: absolute; left: 150px; bottom: 66px; width: 48px; height: 24px; background: #fff; clip-path: polygon(0 100%, 50% 0, 100% 100%, 70% 70%, 50% 100%, 30% 70%); }
.banner .nav { position: absolute; left: 0; right: 0; top: 0; display: flex; align-items: center; gap: 14px; padding: 9px 18px; font-size: 12px; font-weight: 600; color: #0c4a6e; }
.banner .nav b { font-size: 15px; font-weight: 800; }
.banner .nav .links { margin-left: auto; display: flex; gap: 14px; }
.banner h1 { position: absolute; left: 18px; bottom: 12px; font-size: 24px; font-weight: 800; color: #fff; text-shadow: 0 2px 10px rgba(15,23,42,.45); }
.banner h1 small { display: block; font-size: 12.5px; font-weight: 700; }
.main { display: grid; grid-template-columns: 1fr 222px; gap: 14px; padding: 10px 18px; }
.it h2, .book h2 { font-size: 13.5px; font-weight: 800; margin-bottom: 6px; }
.day { display: flex; gap: 10px; padding: 5px 0; position: relative; }
.day .n { width: 46px; flex: none; padding: 3px 0; border-radius: 7px; text-align: center; font-size: 11.5px; font-weight: 800; background: #e0f2fe; color: #075985; height: fit-content; }
.day b { display: block; font-size: 12.5px; }
.day span { font-size: 11.5px; color: var(--muted); }
.book { padding: 12px; }
.dep { display: flex; align-items: center; justify-content: space-between; padding: 6px 8px; border-radius: 8px; border: 1px solid var(--line); margin-bottom: 5px; font-size: 12px; font-weight: 700; }
.dep.on { border-color: var(--accent); box-shadow: 0 0 0 1px var(--accent); background: #f0f9ff; }
.dep.full { color: #94a3b8; text-decoration: line-through; }
.price { display: flex; align-items: baseline; gap: 6px; margin: 8px 0 6px; }
.price b { font-size: 20px; font-weight: 800; }
.price span { font-size: 11.5px; color: var(--muted); }
.book .btn { width: 100%; }
.docs { display: flex; align-items: center; gap: 6px; margin-top: 7px; font-size: 11.5px; color: var(--muted); }
`,
  render(entry) {
    return browser({
      url: new URL('spiti-valley/', entry.url).href,
      body: `<div class="app tr">
  <div class="banner"><div class="m1"></div><div class="snow"></div><div class="m2"></div>
    <div class="nav"><b>Holiday Trails</b><span class="links"><span>Mountains</span><span>Beaches</span><span>Heritage</span><span>${icon('phone', 12)}</span></span></div>
    <h1>Spiti Valley road trip<small>7 days · Manali to Chandigarh</small></h1></div>
  <div class="main">
    <div class="it"><h2>Itinerary, day by day</h2>${each(itinerary, ([d, t, n]) => `<div class="day"><span class="n">${d}</span><div><b>${t}</b><span>${n}</span></div></div>`)}</div>
    <div class="card book"><h2>Departures</h2>${each(departures, ([date, seats], i) => `<div class="dep${i === 1 ? ' on' : ''}${seats ? '' : ' full'}"><span>${date}</span>${seats ? `<span class="pill ${seats < 5 ? 'warn' : 'ok'}">${seats} seats left</span>` : '<span>Full</span>'}</div>`)}
      <div class="price"><b>${inr(price)}</b><span>per person, twin sharing</span></div>
      <span class="btn primary">Pay 25% now · ${inr(Math.round(price / 4))}</span>
      <div class="docs">${icon('clipboard-check', 13)}Document checklist after booking</div></div>
  </div>
</div>`,
    });
  },
};
