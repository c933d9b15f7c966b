// A gym network's installed web app: the member's pass with its check-in QR code and the booked
// class, beside the map of partner studios nearby.
import { float, phone } from '../frames.mjs';
import { each, icon, qr } from '../kit.mjs';

const studios = [
  ['Prana Yoga Studio', 'Yoga · Sector 18', '0.8 km', 46, 44],
  ['CoreFit Cross Training', 'Functional · Sector 27', '1.4 km', 70, 22],
  ['Pulse Spin Room', 'Cycling · Sector 50', '2.1 km', 24, 70],
];

export default {
  frame: 'phone',
  layout: 'dark membership pass beside a studio map',
  accent: '#c026d3',
  font: 'sora',
  css: `
.fp { background: #111018; color: #f4f1fa; display: flex; flex-direction: column; font-size: 15px; padding: 6px 16px 0; gap: 12px; }
.fp .row.top { justify-content: space-between; }
.fp h1 { font-size: 21px; font-weight: 700; }
.pass { border-radius: 22px; padding: 16px; background: linear-gradient(140deg, #c026d3, #6d28d9 70%, #3b0764); box-shadow: 0 10px 30px -10px rgba(192,38,211,.6); }
.pass .row { justify-content: space-between; }
.pass small { font-size: 14px; color: rgba(255,255,255,.8); }
.pass b { font-size: 20px; }
.pass .qr { margin: 14px auto 8px; width: 162px; padding: 8px; background: #fff; border-radius: 14px; }
.pass .qr svg { width: 146px; height: 146px; }
.pass .hint { text-align: center; font-size: 14px; color: rgba(255,255,255,.9); }
.next { border-radius: 18px; background: #1d1b27; padding: 14px; display: flex; gap: 12px; align-items: center; }
.next .time { width: 56px; text-align: center; border-radius: 12px; background: #2b2838; padding: 6px 0; }
.next .time b { display: block; font-size: 19px; }
.next .time small { font-size: 14px; color: #b6b0c8; }
.next .what b { display: block; font-size: 16px; }
.next .what span { font-size: 14px; color: #b6b0c8; }
.stats { display: flex; gap: 10px; }
.stats div { flex: 1; border-radius: 16px; background: #1d1b27; padding: 10px 12px; }
.stats b { display: block; font-size: 20px; }
.stats span { font-size: 14px; color: #b6b0c8; }
.tabbar { margin: auto -16px 0; display: flex; justify-content: space-around; padding: 10px 0 24px; background: #17151f; color: #8c86a0; font-size: 14px; }
.tabbar span { display: flex; flex-direction: column; align-items: center; gap: 3px; }
.tabbar .on { color: #f0abfc; }
.map { position: relative; height: 205px; background: #eef1ec; overflow: hidden; }
.map svg.roads { position: absolute; inset: 0; }
.pin { position: absolute; transform: translate(-50%, -100%); display: flex; flex-direction: column; align-items: center; }
.pin span { background: #fff; border-radius: 10px; padding: 3px 8px; font-size: 11px; font-weight: 700; box-shadow: 0 2px 6px rgba(15,23,42,.25); white-space: nowrap; }
.pin i { width: 22px; height: 22px; border-radius: 50% 50% 50% 0; transform: rotate(-45deg); background: var(--accent); border: 3px solid #fff; margin-top: 3px; box-shadow: 0 2px 4px rgba(15,23,42,.3); }
.me { position: absolute; left: 50%; top: 62%; width: 18px; height: 18px; margin: -9px; border-radius: 50%; background: #2563eb; border: 3px solid #fff; box-shadow: 0 0 0 10px rgba(37,99,235,.18); }
.nearby { padding: 10px 16px 12px; }
.nearby h2 { font-size: 14px; margin-bottom: 4px; }
.studio { display: flex; align-items: center; gap: 10px; padding: 7px 0; border-top: 1px solid var(--line); font-size: 12px; }
.studio:first-of-type { border-top: 0; }
.studio .ic { width: 30px; height: 30px; border-radius: 9px; display: grid; place-items: center; background: var(--accent-soft); color: var(--accent); }
.studio b { display: block; font-size: 12.5px; }
.studio .muted { font-size: 11px; }
`,
  render() {
    const screen = `<div class="app fp">
  <div class="row top"><h1>My pass</h1>${icon('bell', 22)}</div>
  <div class="pass"><div class="row"><div><small>Fitpass Network</small><b style="display:block">All-access · Gold</b></div><span class="pill" style="background:rgba(255,255,255,.2);color:#fff;font-size:14px">Active</span></div>
    <div class="qr">${qr(146, '#1e1030', 25, 11)}</div><div class="hint">Show at the front desk to check in</div></div>
  <div class="next"><div class="time"><b>7:00</b><small>AM</small></div><div class="what grow"><b>Power Yoga</b><span>Prana Yoga Studio · Sector 18</span></div>${icon('chevron-right', 20)}</div>
  <div class="stats"><div><b>9</b><span>visits in Oct</span></div><div><b>31 Dec</b><span>valid till</span></div></div>
  <div class="tabbar"><span class="on">${icon('qr-code', 22)}Pass</span><span>${icon('map-pin', 22)}Studios</span><span>${icon('calendar', 22)}Bookings</span></div>
</div>`;
    const roads = `<svg class="roads" width="100%" height="100%" viewBox="0 0 300 250" preserveAspectRatio="none">
      <rect x="170" y="20" width="90" height="60" rx="8" fill="#d9ecd3"/><rect x="20" y="150" width="70" height="70" rx="8" fill="#d9ecd3"/>
      <path d="M0 110 H300 M0 200 H300 M110 0 V250 M220 0 V250 M0 30 L300 170" stroke="#fff" stroke-width="10" fill="none"/>
      <path d="M0 110 H300 M110 0 V250" stroke="#fde68a" stroke-width="5" fill="none"/></svg>`;
    const pins = each(studios, ([name, , km, x, y]) => `<div class="pin" style="left:${x}%;top:${y}%"><span>${name.split(' ')[0]} · ${km}</span><i></i></div>`);
    return (
      phone({ x: 560, zoom: 1, statusBar: '#111018', light: true, body: screen }) +
      float({
        x: 48, y: 96, w: 470, zoom: 1.6,
        body: `<div class="map">${roads}${pins}<span class="me"></span></div><div class="nearby"><h2>Partner studios near you</h2>${each(studios.slice(0, 2), ([name, kind, km]) => `<div class="studio"><span class="ic">${icon('dumbbell', 16)}</span><div class="grow"><b>${name}</b><span class="muted">${kind}</span></div><b>${km}</b></div>`)}</div>`,
      })
    );
  },
};
