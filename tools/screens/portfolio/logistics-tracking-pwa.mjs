// A transport company's driver app: the trip's route through its stops, proof of delivery, and
// what waits to sync; beside it the dispatcher's live map of vehicles.
import { float, phone } from '../frames.mjs';
import { each, icon } from '../kit.mjs';

const stops = [
  ['Sector 63 warehouse', 'Loaded 08:10', 'done'],
  ['Indirapuram', 'Delivered 09:05 · photo', 'done'],
  ['Vaishali', 'Next · arriving 09:40', 'next'],
  ['Kaushambi', '4 parcels', ''],
];
const vehicles = [
  ['UP16 T 4821', 'Trip TR-2041 · Vaishali', 'On time', 'ok'],
  ['UP16 T 3307', 'Trip TR-2038 · Greater Noida', 'Delay 25 min', 'warn'],
  ['UP14 T 9150', 'Trip TR-2044 · Ghaziabad', 'On time', 'ok'],
];

export default {
  frame: 'phone',
  layout: 'route map with stop sheet beside a dispatcher’s fleet list',
  accent: '#ea580c',
  font: 'dmSans',
  css: `
.lg { position: relative; background: #e8ebe4; font-size: 15px; }
.lg .map { position: absolute; inset: 0; }
.lg .chip { position: absolute; left: 12px; right: 12px; top: 10px; display: flex; align-items: center; gap: 8px; padding: 10px 12px; border-radius: 14px; background: #fff; box-shadow: 0 2px 8px rgba(15,23,42,.18); font-weight: 700; }
.lg .chip .pill { margin-left: auto; font-size: 14px; }
.sheet { position: absolute; left: 0; right: 0; bottom: 0; background: #fff; border-radius: 22px 22px 0 0; padding: 8px 16px 28px; box-shadow: 0 -6px 20px rgba(15,23,42,.15); }
.sheet .grab { width: 40px; height: 4px; border-radius: 2px; background: #cbd5e1; margin: 0 auto 10px; }
.stop { display: flex; gap: 12px; align-items: center; padding: 6px 0; }
.stop .n { width: 26px; height: 26px; border-radius: 50%; display: grid; place-items: center; font-size: 14px; font-weight: 700; background: #f1f5f9; color: #475569; flex: none; }
.stop.done .n { background: var(--ok); color: #fff; }
.stop.next .n { background: var(--accent); color: #fff; box-shadow: 0 0 0 4px #fed7aa; }
.stop b { display: block; font-size: 16px; }
.stop span { font-size: 14px; color: var(--muted); }
.stop.next span { color: var(--accent-ink); font-weight: 600; }
.sheet .btn { width: 100%; margin-top: 10px; padding: 13px; border-radius: 14px; font-size: 16px; }
.offline { display: flex; align-items: center; gap: 8px; margin-top: 10px; font-size: 14px; color: #92400e; }
.fleet { padding: 16px 18px 12px; }
.fleet h2 { font-size: 15px; display: flex; align-items: center; gap: 8px; }
.fleet h2 .pill { margin-left: auto; }
.vmap { height: 150px; margin: 12px -18px; position: relative; background: #eef0ea; overflow: hidden; }
.veh { display: flex; align-items: center; gap: 10px; padding: 8px 0; border-top: 1px solid var(--line); font-size: 12px; }
.veh .ic { width: 30px; height: 30px; border-radius: 9px; background: var(--accent-soft); color: var(--accent); display: grid; place-items: center; }
.veh b { display: block; font-size: 13px; }
.veh .muted { font-size: 11.5px; }
`,
  render() {
    const route = `<svg class="map" viewBox="0 0 314 632" preserveAspectRatio="xMidYMid slice">
      <rect width="314" height="632" fill="#e8ebe4"/>
      <rect x="20" y="90" width="110" height="80" rx="10" fill="#d3e7cc"/><rect x="200" y="250" width="90" height="70" rx="10" fill="#d3e7cc"/>
      <path d="M-10 140 L330 120 M-10 260 L330 300 M90 -10 L60 650 M230 -10 L250 650 M-10 380 L330 350" stroke="#fff" stroke-width="14" fill="none"/>
      <path d="M-10 200 C80 190 150 230 330 210" stroke="#fde68a" stroke-width="9" fill="none"/>
      <path d="M70 300 L78 140 L170 130 L240 200 L246 300" stroke="#94a3b8" stroke-width="6" fill="none" stroke-dasharray="2 10" stroke-linecap="round"/>
      <path d="M70 300 L78 140 L170 130 L240 200" stroke="#ea580c" stroke-width="7" fill="none" stroke-linejoin="round" stroke-linecap="round"/>
      ${[[70, 300, '1', '#15803d'], [78, 140, '2', '#15803d'], [246, 300, '4', '#64748b']].map(([x, y, n, c]) => `<circle cx="${x}" cy="${y}" r="13" fill="${c}" stroke="#fff" stroke-width="3"/><text x="${x}" y="${y + 5}" text-anchor="middle" font-size="14" font-weight="700" fill="#fff" font-family="DM Sans Variable">${n}</text>`).join('')}
      <circle cx="240" cy="200" r="22" fill="#ea580c" opacity=".2"/><circle cx="240" cy="200" r="13" fill="#ea580c" stroke="#fff" stroke-width="3"/><text x="240" y="205" text-anchor="middle" font-size="14" font-weight="700" fill="#fff" font-family="DM Sans Variable">3</text>
      <g transform="translate(196 148)"><rect x="-15" y="-11" width="30" height="22" rx="6" fill="#0f172a"/><path d="M-7 -4h9v8h-9z M2 -1h4l3 3v2h-7z" fill="#fff"/></g>
    </svg>`;
    const screen = `<div class="app lg">${route}
  <div class="chip">${icon('truck', 20)}Trip TR-2041<span class="pill accent">2 of 4 done</span></div>
  <div class="sheet"><div class="grab"></div>${each(stops, ([name, note, state], i) => `<div class="stop ${state}"><span class="n">${state === 'done' ? icon('check', 15, 3) : i + 1}</span><div><b>${name}</b><span>${note}</span></div></div>`)}
    <span class="btn primary">${icon('camera', 18)}Proof of delivery</span>
    <div class="offline">${icon('cloud-off', 16)}Offline · 2 updates will sync</div></div>
</div>`;
    const fleetMap = `<svg viewBox="0 0 300 150" width="100%" height="150" preserveAspectRatio="xMidYMid slice"><rect width="300" height="150" fill="#eef0ea"/><path d="M0 40 L300 60 M0 110 L300 95 M80 0 L70 150 M200 0 L215 150" stroke="#fff" stroke-width="8"/><path d="M0 75 C90 70 180 90 300 80" stroke="#fde68a" stroke-width="6" fill="none"/>
      ${[[120, 58, '#ea580c'], [232, 104, '#b45309'], [60, 100, '#ea580c']].map(([x, y, c]) => `<circle cx="${x}" cy="${y}" r="10" fill="${c}" stroke="#fff" stroke-width="3"/>`).join('')}</svg>`;
    return (
      phone({ x: 574, zoom: 1, body: screen }) +
      float({
        x: 44, y: 120, w: 490, zoom: 1.5,
        body: `<div class="fleet"><h2>${icon('map', 17)}Dispatch · live<span class="pill ok">3 on the road</span></h2><div class="vmap">${fleetMap}</div>${each(vehicles, ([no, trip, status, tone]) => `<div class="veh"><span class="ic">${icon('truck', 16)}</span><div class="grow"><b>${no}</b><span class="muted">${trip}</span></div><span class="pill ${tone}">${status}</span></div>`)}</div>`,
      })
    );
  },
};
