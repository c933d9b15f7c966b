// A builder's residential project microsite: a tower's floor plan with its rooms, amenities,
// construction progress by tower and the site-visit booking form that goes to the sales office.
import { browser } from '../frames.mjs';
import { each, icon, pageCss } from '../kit.mjs';

const amenities = [['waves', 'Pool'], ['dumbbell', 'Gym'], ['trees', 'Central lawn'], ['baby', 'Play area']];
const towers = [['Tower A', 82], ['Tower B', 64], ['Tower C', 38]];

export default {
  frame: 'browser',
  layout: 'floor plan with tower progress and a site-visit form',
  accent: '#4d7c0f',
  font: 'jakarta',
  css: `
${pageCss('.bp', '#fbfbf8')}
.nav { display: flex; align-items: center; gap: 16px; padding: 10px 18px; background: #1c2a16; color: #e7efd9; }
.nav b { font-size: 15px; color: #fff; letter-spacing: .02em; }
.nav b small { display: block; font-size: 11px; font-weight: 600; color: #bcd39a; letter-spacing: .08em; text-transform: uppercase; }
.nav .links { display: flex; gap: 14px; font-size: 12px; margin-left: auto; }
.nav .call { display: flex; align-items: center; gap: 5px; font-size: 12px; font-weight: 700; color: #d9f99d; }
.main { display: grid; grid-template-columns: 1fr 190px; gap: 14px; padding: 12px 18px; }
.plan { padding: 10px 12px; }
.plan .row.h { justify-content: space-between; }
.plan h1 { font-size: 15px; }
.plan .tabs { display: flex; gap: 4px; }
.plan .tabs span { font-size: 11.5px; font-weight: 700; padding: 3px 9px; border-radius: 12px; background: #eef2e6; color: #3f6212; }
.plan .tabs .on { background: var(--accent); color: #fff; }
.fp { position: relative; height: 196px; margin-top: 8px; border: 3px solid #334155; border-radius: 3px; background: #fff; }
.fp div { position: absolute; border: 2px solid #334155; display: grid; place-items: center; text-align: center; font-size: 11px; font-weight: 700; color: #334155; line-height: 1.2; }
.fp div small { display: block; font-weight: 500; color: #64748b; font-size: 11px; }
.fp .liv { left: 0; top: 0; width: 46%; height: 62%; border-width: 0 2px 2px 0; background: #f7fee7; }
.fp .kit { left: 0; bottom: 0; width: 28%; height: 38%; border-width: 0 2px 0 0; }
.fp .bal { left: 28%; bottom: 0; width: 18%; height: 38%; border-width: 0 2px 0 0; background: #ecfccb; }
.fp .b1 { left: 46%; top: 0; width: 30%; height: 50%; border-width: 0 2px 2px 0; }
.fp .b2 { left: 76%; top: 0; width: 24%; height: 50%; border-width: 0 0 2px 0; }
.fp .b3 { left: 46%; bottom: 0; width: 30%; height: 50%; border-width: 0 2px 0 0; }
.fp .ba { left: 76%; bottom: 0; width: 24%; height: 50%; border-width: 0; background: #f1f5f9; }
.plan .facts { display: flex; gap: 14px; margin-top: 8px; font-size: 12px; color: #334155; }
.plan .facts b { font-size: 13px; }
.am { display: flex; gap: 6px; margin-top: 10px; }
.am span { display: inline-flex; align-items: center; gap: 4px; font-size: 11.5px; font-weight: 600; padding: 4px 8px; border-radius: 8px; background: #f1f5e8; color: #3f6212; }
.form { padding: 12px; background: #1c2a16; color: #e7efd9; border: 0; }
.form h2 { font-size: 14px; color: #fff; }
.form p { font-size: 11.5px; color: #bcd39a; margin: 2px 0 8px; }
.form .field { background: #2a3b22; border-color: #3f5532; color: #e7efd9; margin-bottom: 6px; font-size: 12px; }
.form .field .label { color: #a3b98a; }
.form .btn { width: 100%; background: #a3e635; color: #1c2a16; }
.prog { padding: 10px 12px; margin-top: 10px; }
.prog h3 { font-size: 12px; margin-bottom: 4px; }
.prog .row { font-size: 11.5px; justify-content: space-between; margin-top: 5px; }
.prog .meter { height: 6px; margin-top: 3px; }
`,
  render(entry) {
    return browser({
      url: entry.url,
      body: `<div class="app bp">
  <div class="nav"><b>Aranya Residency<small>Sector 150 · Noida</small></b><span class="links"><span>Floor plans</span><span>Amenities</span><span>Location</span><span>Updates</span></span><span class="call">${icon('phone', 13)}Sales office</span></div>
  <div class="main">
    <div>
      <div class="card plan"><div class="row h"><h1>3 BHK · Type B</h1><span class="tabs"><span class="on">Tower A</span><span>Tower B</span><span>Tower C</span></span></div>
        <div class="fp"><div class="liv">Living + dining<small>14′ × 22′</small></div><div class="kit">Kitchen<small>8′ × 10′</small></div><div class="bal">Balcony</div><div class="b1">Bedroom 1<small>12′ × 14′</small></div><div class="b2">Bed 2<small>11′ × 12′</small></div><div class="b3">Bedroom 3<small>11′ × 12′</small></div><div class="ba">2 baths</div></div>
        <div class="facts"><span><b>1,585</b> sq ft super area</span><span><b>3</b> beds</span><span><b>3</b> baths</span></div></div>
      <div class="am">${each(amenities, ([ic, name]) => `<span>${icon(ic, 13)}${name}</span>`)}</div>
    </div>
    <div>
      <div class="card form"><h2>Book a site visit</h2><p>Our sales office confirms by phone</p><div class="field"><span class="label">Date</span>Sat, 19 Oct</div><div class="field"><span class="label">Time</span>11:00 am${icon('chevron-down', 12)}</div><span class="btn">Book visit</span></div>
      <div class="card prog"><h3>Construction progress</h3>${each(towers, ([t, p]) => `<div class="row"><span>${t}</span><b>${p}%</b></div><div class="meter"><i style="width:${p}%"></i></div>`)}</div>
    </div>
  </div>
</div>`,
    });
  },
};
