// LocalLens in a browser: the businesses and services around the visitor, listed by distance with
// their category and whether they are open now, each numbered on the map beside the list.
import { browser } from '../frames.mjs';
import { each, icon, pageCss } from '../kit.mjs';
import { looks } from './shared/looks.mjs';

// [pictogram, tile colour, business, category, distance, open, pin x, pin y]
const places = [
  ['pill', '#dc2626', 'Ganesh Medicos', 'Chemist', '220 m', ['Open now', 'ok'], 150, 120],
  ['croissant', '#d97706', 'Madhuban Sweets', 'Bakery', '350 m', ['Open now', 'ok'], 214, 86],
  ['scissors', '#7c3aed', 'City Stitch Tailors', 'Tailor', '500 m', ['Opens 11 am', 'plain'], 96, 204],
  ['smartphone', '#0891b2', 'QuickFix Mobiles', 'Repairs', '650 m', ['Open now', 'ok'], 246, 232],
];
const chips = ['All', 'Food', 'Health', 'Shops'];

/** The streets, a park and a lake around the visitor, the search radius and a pin per place. */
function map() {
  const pin = ([, colour, , , , , x, y], i) =>
    `<g transform="translate(${x - 12} ${y - 31})"><path d="M12 31 C12 31 0 19 0 12 a12 12 0 0 1 24 0 C24 19 12 31 12 31z" fill="${colour}" stroke="#fff" stroke-width="2"/><text x="12" y="16.5" text-anchor="middle" font-size="12" font-weight="800" fill="#fff">${i + 1}</text></g>`;
  return `<svg class="map" viewBox="0 0 312 310" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
  <rect width="312" height="310" fill="#eef1ec"/>
  <path d="M0 250 Q40 236 70 262 T140 290 V310 H0Z" fill="#bfdcf3"/>
  <rect x="196" y="132" width="92" height="62" rx="10" fill="#cfe8c6"/>
  ${each([[14, 14, 90, 58], [118, 14, 70, 40], [206, 14, 92, 50], [14, 92, 60, 80], [176, 206, 40, 52], [234, 206, 64, 66], [100, 150, 56, 36]], ([x, y, w, h]) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="#e1e5de"/>`)}
  <path d="M0 76 H312 M0 194 H312 M104 0 V310 M192 0 V200 Q192 214 206 214 H312" stroke="#fff" stroke-width="11" fill="none"/>
  <path d="M0 134 Q90 126 160 140 T312 118" stroke="#fde68a" stroke-width="9" fill="none"/>
  <path d="M0 134 Q90 126 160 140 T312 118" stroke="#f59e0b" stroke-width="1" fill="none" opacity=".5"/>
  <text x="210" y="168" font-size="11" font-weight="700" fill="#3f6b35">City park</text>
  <text x="20" y="289" font-size="11" font-weight="700" fill="#2b6a99">Lake</text>
  <text x="236" y="112" font-size="10" font-weight="700" fill="#92400e">Main road</text>
  <circle cx="150" cy="160" r="118" fill="#2563eb" fill-opacity=".07" stroke="#2563eb" stroke-opacity=".35" stroke-dasharray="5 4"/>
  <circle cx="150" cy="160" r="16" fill="#2563eb" fill-opacity=".2"/><circle cx="150" cy="160" r="7" fill="#2563eb" stroke="#fff" stroke-width="3"/>
  ${places.map(pin).join('')}
</svg>`;
}

export default {
  frame: 'browser',
  ...looks.directory,
  css: `
${pageCss('.ll', '#fff', { rigid: true })}
.nav { display: flex; align-items: center; gap: 10px; padding: 8px 12px; border-bottom: 1px solid var(--line); white-space: nowrap; }
.logo { display: flex; align-items: center; gap: 6px; font-weight: 800; font-size: 15px; color: #0f172a; }
.logo i { width: 24px; height: 24px; border-radius: 7px; background: var(--accent); color: #fff; display: grid; place-items: center; }
.search { flex: 1; display: flex; align-items: center; gap: 5px; padding: 5px 9px; border-radius: 8px; background: #f1f5f9; color: #64748b; font-size: 11.5px; }
.here { display: flex; align-items: center; gap: 4px; padding: 4px 8px; border-radius: 8px; background: #eff6ff; color: #1d4ed8; font-size: 11.5px; font-weight: 700; }
.body { flex: 1; display: grid; grid-template-columns: 204px minmax(0, 1fr); min-height: 0; }
.list { border-right: 1px solid var(--line); padding: 7px 9px; display: flex; flex-direction: column; gap: 5px; overflow: hidden; }
.list .head { display: flex; align-items: baseline; justify-content: space-between; }
.list h1 { font-size: 13.5px; }
.list .head span { font-size: 11px; color: var(--muted); }
.chips { display: flex; gap: 4px; }
.chips span { padding: 2px 8px; border-radius: 10px; background: #f1f5f9; font-size: 11px; font-weight: 700; color: #334155; }
.chips .on { background: var(--accent); color: #fff; }
.place { display: flex; gap: 8px; align-items: center; padding: 5px 0; border-top: 1px solid var(--line); }
.place .ic { position: relative; width: 30px; height: 30px; border-radius: 9px; color: #fff; display: grid; place-items: center; }
.place .ic b { position: absolute; top: -5px; left: -5px; width: 15px; height: 15px; border-radius: 50%; background: #0f172a; color: #fff; font-size: 9px; display: grid; place-items: center; border: 1.5px solid #fff; }
.place .t { min-width: 0; }
.place strong { display: block; font-size: 12.5px; line-height: 1.2; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.place .m { display: flex; align-items: center; gap: 5px; font-size: 11px; color: var(--muted); margin-top: 2px; white-space: nowrap; }
.place .pill { font-size: 10px; padding: 1px 6px; }
.mapwrap { position: relative; overflow: hidden; }
.map { position: absolute; inset: 0; width: 100%; height: 100%; font-family: var(--font); }
.zoom { position: absolute; right: 8px; top: 8px; display: flex; flex-direction: column; border-radius: 8px; background: #fff; box-shadow: 0 1px 4px rgba(15,23,42,.2); color: #334155; }
.zoom span { width: 26px; height: 26px; display: grid; place-items: center; }
.zoom span + span { border-top: 1px solid var(--line); }
.area { position: absolute; left: 50%; top: 8px; transform: translateX(-50%); padding: 4px 10px; border-radius: 14px; background: #fff; box-shadow: 0 1px 4px rgba(15,23,42,.2); font-size: 11px; font-weight: 700; color: #1d4ed8; white-space: nowrap; display: flex; gap: 4px; align-items: center; }
`,
  render(card) {
    return browser({
      url: new URL('near-me', card.url).href,
      zoom: 2,
      body: `<div class="app ll">
  <div class="nav"><span class="logo"><i>${icon('scan-search', 15)}</i>${card.name}</span><span class="search">${icon('search', 12)}Pharmacy, tailor…</span><span class="here">${icon('locate-fixed', 12)}Sector 62</span></div>
  <div class="body">
    <div class="list">
      <div class="head"><h1>Near you</h1><span>24 within 1 km</span></div>
      <div class="chips">${each(chips, (c, i) => `<span class="${i === 0 ? 'on' : ''}">${c}</span>`)}</div>
      ${each(places, ([ic, colour, name, category, distance, [open, tone]], i) => `<div class="place"><span class="ic" style="background:${colour}">${icon(ic, 16)}<b>${i + 1}</b></span><div class="t"><strong>${name}</strong><div class="m">${category} · ${distance}<span class="pill ${tone}">${open}</span></div></div></div>`)}
    </div>
    <div class="mapwrap">${map()}<span class="area">${icon('refresh-cw', 11)}Search this area</span><span class="zoom"><span>${icon('plus', 14)}</span><span>${icon('minus', 14)}</span></span></div>
  </div>
</div>`,
    });
  },
};
