// A distributor's ERP reporting screen: sales by branch from live ERP data, and the roles that
// see it, each with its own view.
import { laptop } from '../frames.mjs';
import { each, icon } from '../kit.mjs';

const branches = [
  ['Noida', 142, 118],
  ['Gurugram', 126, 121],
  ['Jaipur', 88, 74],
  ['Lucknow', 71, 66],
  ['Dehradun', 54, 58],
];
const roles = [
  ['Super Administrator', 2],
  ['Corporate Top Level', 5],
  ['Regional Managers', 6],
  ['Branch Managers', 18],
  ['Managers', 24],
  ['Accounts', 12],
  ['Sales Reps in/out', 86],
  ['Delivery Person', 40],
  ['General Staff', 55],
];

function chart() {
  const max = 150;
  const h = 120;
  const bw = 15;
  const step = 64;
  const bars = branches
    .map(([name, now, last], i) => {
      const x = 30 + i * step;
      const y1 = h - (last / max) * h;
      const y2 = h - (now / max) * h;
      return `<rect x="${x}" y="${y1}" width="${bw}" height="${h - y1}" rx="3" fill="#c7d2fe"/><rect x="${x + bw + 3}" y="${y2}" width="${bw}" height="${h - y2}" rx="3" fill="var(--accent)"/>
        <text x="${x + bw + 1}" y="${h + 15}" text-anchor="middle">${name}</text>`;
    })
    .join('');
  const grid = [0, 50, 100, 150].map((v) => `<line x1="24" x2="345" y1="${h - (v / max) * h}" y2="${h - (v / max) * h}" stroke="#e5e9f0"/><text x="18" y="${h - (v / max) * h + 4}" text-anchor="end">${v}</text>`).join('');
  return `<svg class="chart" viewBox="0 -8 350 148" width="350" height="148">${grid}${bars}</svg>`;
}

export default {
  frame: 'laptop',
  layout: 'report with filters, grouped bars and a roles panel',
  accent: '#1d4ed8',
  font: 'inter',
  css: `
.erp { display: flex; background: #f4f6fb; }
.rail { width: 46px; background: #0f1f3d; color: #8ea0c4; display: flex; flex-direction: column; align-items: center; gap: 16px; padding-top: 12px; }
.rail .logo { width: 28px; height: 28px; border-radius: 7px; background: var(--accent); color: #fff; display: grid; place-items: center; font-weight: 800; font-size: 11px; margin-bottom: 6px; }
.rail .on { color: #fff; background: rgba(255,255,255,.12); border-radius: 7px; padding: 5px; box-sizing: content-box; }
.main { flex: 1; min-width: 0; padding: 12px 14px; display: flex; flex-direction: column; gap: 10px; }
.head { display: flex; align-items: center; gap: 10px; }
.crumb { font-size: 11px; color: var(--muted); }
.head h1 { font-size: 17px; }
.head .pill { margin-left: auto; font-size: 11px; }
.filters { display: flex; gap: 6px; }
.filters .field { font-size: 11.5px; padding: 5px 8px; gap: 4px; }
.filters .btn { margin-left: auto; font-size: 11.5px; padding: 5px 10px; }
.grid { display: grid; grid-template-columns: 1fr 168px; gap: 10px; min-height: 0; }
.panel { padding: 10px 12px; }
.panel h2 { font-size: 12.5px; display: flex; align-items: center; gap: 6px; }
.legend { margin-left: auto; display: flex; gap: 10px; font-size: 11px; font-weight: 500; color: var(--muted); }
.legend i { display: inline-block; width: 9px; height: 9px; border-radius: 2px; margin-right: 4px; background: var(--accent); }
.legend i.last { background: #c7d2fe; }
.chart { display: block; margin-top: 6px; width: 100%; height: auto; }
.chart text { font: 500 11px 'Inter Variable'; fill: #64748b; }
.tbl { font-size: 11.5px; }
.tbl td, .tbl th { padding: 5px 8px; }
.tbl tr.total td { font-weight: 700; border-bottom: 0; background: #f8fafc; }
.up { color: var(--ok); font-weight: 600; }
.down { color: var(--bad); font-weight: 600; }
.roles li { display: flex; justify-content: space-between; gap: 6px; padding: 4.5px 0; border-bottom: 1px solid var(--line); font-size: 11.5px; }
.roles li:last-child { border-bottom: 0; }
.roles li b { font-weight: 600; color: var(--muted); }
.roles li.me { color: var(--accent-ink); font-weight: 700; }
.roles ul { list-style: none; margin: 6px 0 0; padding: 0; }
.live { display: inline-flex; align-items: center; gap: 5px; font-size: 11px; color: var(--ok); font-weight: 600; }
`,
  render() {
    const rows = branches.slice(0, 3).map(([name, now, last]) => {
      const change = Math.round(((now - last) / last) * 100);
      return `<tr><td>${name}</td><td class="num">₹${(now / 100).toFixed(2)} Cr</td><td class="num">₹${(last / 100).toFixed(2)} Cr</td><td class="num ${change >= 0 ? 'up' : 'down'}">${change >= 0 ? '+' : ''}${change}%</td></tr>`;
    });
    return laptop({
      zoom: 1.3,
      body: `<div class="app erp">
  <div class="rail"><span class="logo">SX</span>${icon('layout-dashboard', 17)}${icon('shopping-cart', 17)}${icon('store', 17)}${icon('wallet', 17)}${icon('truck', 17)}<span class="on">${icon('chart-column', 17)}</span>${icon('users', 17)}</div>
  <div class="main">
    <div class="head"><div><div class="crumb">Reports › Sales</div><h1>Sales by branch</h1></div><span class="pill accent">${icon('user-round', 12)}Regional Manager · North</span></div>
    <div class="filters"><span class="field"><span class="label">Period</span>Apr–Sep${icon('chevron-down', 12)}</span><span class="field"><span class="label">Region</span>North${icon('chevron-down', 12)}</span><span class="field"><span class="label">Branch</span>All 5${icon('chevron-down', 12)}</span><span class="btn ghost">${icon('download', 13)}Export</span></div>
    <div class="grid">
      <div class="col">
        <div class="card panel"><h2>Sales, ₹ lakh<span class="legend"><span><i></i>This year</span><span><i class="last"></i>Last year</span></span></h2>${chart()}</div>
        <div class="card"><table class="tbl"><tr><th>Branch</th><th class="num">Apr–Sep</th><th class="num">Last year</th><th class="num">Change</th></tr>${rows.join('')}<tr class="total"><td>North, 5 branches</td><td class="num">₹4.81 Cr</td><td class="num">₹4.37 Cr</td><td class="num up">+10%</td></tr></table></div>
      </div>
      <div class="card panel roles"><h2>${icon('shield-check', 14)}Roles</h2><ul>${each(roles, ([role, n]) => `<li class="${role.startsWith('Regional') ? 'me' : ''}"><span>${role}</span><b>${n}</b></li>`)}</ul>
        <div class="live" style="margin-top:8px">${icon('radio', 13)}Live from Infor SX</div></div>
    </div>
  </div>
</div>`,
    });
  },
};
