// A property portal's search: sector, budget and bedroom filters kept in the address bar, listing
// cards with area, beds and baths, and the same listings as price pins on the map.
import { browser } from '../frames.mjs';
import { appBarCss, each, icon, pageCss } from '../kit.mjs';
import { homePhoto } from '../scenes.mjs';

const listings = [
  ['₹1.15 Cr', '3 BHK apartment', 'Sector 150, Noida', '1,650 sq ft', 3, 3, { sky: ['#9cc3ea', '#e0eefb'], wall: '#f1f5f9', back: '#94a3b8', floors: 10 }],
  ['₹96 L', '3 BHK apartment', 'Sector 144, Noida', '1,410 sq ft', 3, 2, { sky: ['#f3c89b', '#fdebd3'], wall: '#efe3cf', back: '#b08d67', floors: 8, glass: '#c8d8e4' }],
  ['₹1.08 Cr', '3 BHK + study', 'Sector 150, Noida', '1,720 sq ft', 3, 3, { sky: ['#a9d4c9', '#e6f4ef'], wall: '#e7ece9', back: '#7c9a8e', floors: 9, sun: false }],
];
const pins = [['₹1.15 Cr', 34, 40, true], ['₹96 L', 62, 22], ['₹1.08 Cr', 52, 62], ['₹88 L', 20, 72], ['₹1.2 Cr', 78, 56]];

export default {
  frame: 'browser',
  layout: 'filter bar, listing cards and a map of price pins',
  accent: '#e11d48',
  font: 'dmSans',
  css: `
${pageCss('.nh', '#fff')}
${appBarCss({
  bar: ['.top', 'gap: 14px; padding: 9px 16px; border-bottom: 1px solid var(--line);'],
  name: ['.logo', 'gap: 6px; font-weight: 800; font-size: 15px;'],
  tile: [26, '8px', 'var(--accent)', '#fff'],
})}
.filters { display: flex; gap: 6px; padding: 8px 16px; border-bottom: 1px solid var(--line); }
.chip { display: inline-flex; align-items: center; gap: 5px; padding: 5px 10px; border-radius: 16px; border: 1px solid var(--line); font-size: 12px; font-weight: 600; }
.chip.on { border-color: var(--accent); background: #fff1f3; color: #be123c; }
.split { flex: 1; display: grid; grid-template-columns: 292px 1fr; min-height: 0; }
.results { padding: 8px 12px; display: flex; flex-direction: column; gap: 8px; overflow: hidden; }
.results .count { font-size: 12px; color: var(--muted); display: flex; justify-content: space-between; white-space: nowrap; }
.results .count span { display: inline-flex; align-items: center; gap: 2px; }
.home { display: flex; gap: 10px; padding: 7px; }
.home.sel { box-shadow: 0 0 0 2px var(--accent); }
.photo { width: 92px; height: 76px; border-radius: 7px; flex: none; position: relative; overflow: hidden; }
.photo svg { display: block; }
.home b.price { font-size: 15px; display: block; }
.home .what { font-size: 12.5px; font-weight: 600; }
.home .where { font-size: 11.5px; color: var(--muted); }
.facts { display: flex; gap: 8px; margin-top: 4px; font-size: 11.5px; color: #334155; }
.facts span { display: inline-flex; align-items: center; gap: 3px; }
.map { position: relative; background: #eef1ec; overflow: hidden; }
.map svg.roads { position: absolute; inset: 0; width: 100%; height: 100%; }
.ppin { position: absolute; transform: translate(-50%, -50%); padding: 3px 8px; border-radius: 12px; background: #fff; font-size: 12px; font-weight: 800; box-shadow: 0 2px 6px rgba(15,23,42,.25); white-space: nowrap; }
.ppin.sel { background: var(--accent); color: #fff; }
.ppin::after { content: ''; position: absolute; left: 50%; bottom: -5px; margin-left: -5px; border: 5px solid transparent; border-bottom: 0; border-top-color: #fff; }
.ppin.sel::after { border-top-color: var(--accent); }
.maplabel { position: absolute; font-size: 11.5px; font-weight: 700; color: #64748b; letter-spacing: .04em; text-transform: uppercase; }
`,
  render(entry) {
    const url = new URL('search?sector=150&beds=3', entry.url).href;
    return browser({
      url,
      body: `<div class="app nh">
  <div class="top"><span class="logo"><i>${icon('house', 15)}</i>Noida Homes</span><span class="muted" style="font-size:12.5px">Buy · Rent · Commercial</span><span class="btn primary" style="margin-left:auto">${icon('plus', 13)}List property</span></div>
  <div class="filters"><span class="chip on">${icon('map-pin', 12)}Sector 150 ×</span><span class="chip on">₹80 L – 1.2 Cr ×</span><span class="chip on">3 beds ×</span><span class="chip">Apartment${icon('chevron-down', 12)}</span><span class="chip">${icon('sliders-horizontal', 12)}More</span></div>
  <div class="split">
    <div class="results"><div class="count"><span>24 homes</span><span>Newest ${icon('chevron-down', 11)}</span></div>
      ${each(listings, ([price, what, where, area, beds, baths, photo], i) => `<div class="card home${i === 0 ? ' sel' : ''}"><div class="photo">${homePhoto({ id: `nh-sky-${i}`, ...photo })}</div><div class="grow"><b class="price">${price}</b><div class="what">${what}</div><div class="where">${where}</div><div class="facts"><span>${icon('ruler', 12)}${area}</span><span>${icon('bed-double', 12)}${beds}</span><span>${icon('bath', 12)}${baths}</span></div></div></div>`)}
    </div>
    <div class="map"><svg class="roads" viewBox="0 0 360 330" preserveAspectRatio="none">
        <rect x="30" y="40" width="90" height="70" rx="8" fill="#d6e8cf"/><rect x="220" y="190" width="100" height="80" rx="8" fill="#d6e8cf"/>
        <path d="M0 150 L360 120 M0 250 L360 280 M120 0 L140 330 M260 0 L240 330" stroke="#fff" stroke-width="10" fill="none"/>
        <path d="M0 60 C120 90 220 20 360 50" stroke="#fcd34d" stroke-width="8" fill="none"/>
        <path d="M300 0 C280 120 330 220 300 330" stroke="#bfdbfe" stroke-width="16" fill="none"/></svg>
      <span class="maplabel" style="left:8%;top:8%">Noida Expressway</span><span class="maplabel" style="left:58%;top:88%">Sector 150</span>
      ${each(pins, ([p, x, y, sel]) => `<span class="ppin${sel ? ' sel' : ''}" style="left:${x}%;top:${y}%">${p}</span>`)}
    </div>
  </div>
</div>`,
    });
  },
};
