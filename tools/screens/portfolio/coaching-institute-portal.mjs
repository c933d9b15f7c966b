// A coaching institute's student portal: the batch's weekly timetable, the latest test results
// uploaded by staff, and study material to download.
import { browser } from '../frames.mjs';
import { appBarCss, each, icon, pageCss } from '../kit.mjs';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const times = ['8:00', '10:00', '12:00', '4:00'];
// Subject per slot: P physics, C chemistry, M maths, T test, - free.
const grid = ['PMCPMT', 'CP-MC-', '-M-P-C', 'M-PC-T'];
const subjects = { P: ['Physics', '#2563eb'], C: ['Chem', '#0d9488'], M: ['Maths', '#d97706'], T: ['Test', '#dc2626'] };
const results = [['Physics', 86], ['Chemistry', 72], ['Maths', 91]];
const material = [['Rotational motion · notes', 'PDF · 2.4 MB'], ['Organic chemistry · sheet 6', 'PDF · 1.1 MB'], ['Test 7 · solutions', 'PDF · 0.8 MB']];

export default {
  frame: 'browser',
  layout: 'weekly timetable grid with results and downloads',
  accent: '#1e40af',
  font: 'nunito',
  css: `
${pageCss('.cp', '#f5f7fc')}
${appBarCss({
  bar: ['.nav', 'gap: 14px; padding: 9px 18px; background: #fff; border-bottom: 1px solid var(--line);'],
  name: ['.brand', 'gap: 7px; font-weight: 800; font-size: 15px; color: #1e3a8a;'],
  tile: [28, '8px', '#facc15', '#1e3a8a'],
})}
.nav .links { display: flex; gap: 14px; font-size: 12.5px; font-weight: 700; color: #64748b; margin-left: 12px; }
.nav .links .on { color: #1e3a8a; }
.nav .me { margin-left: auto; display: flex; align-items: center; gap: 6px; font-size: 12px; font-weight: 700; }
.main { display: grid; grid-template-columns: minmax(0, 1fr) 186px; gap: 12px; padding: 12px 18px; }
.tt { padding: 10px 12px; }
.tt h1, .side h2 { font-size: 14px; font-weight: 800; display: flex; align-items: center; gap: 6px; }
.tt h1 .pill { margin-left: auto; }
.tgrid { display: grid; grid-template-columns: 36px repeat(6, minmax(0, 1fr)); gap: 4px; margin-top: 8px; }
.tgrid .d { text-align: center; font-size: 11.5px; font-weight: 800; color: #64748b; }
.tgrid .t { font-size: 11px; font-weight: 700; color: #94a3b8; padding-top: 4px; }
.slot { height: 54px; overflow: hidden; border-radius: 7px; padding: 5px 6px; font-size: 11px; font-weight: 800; }
.slot small { display: block; font-weight: 600; font-size: 11px; opacity: .8; }
.slot.free { background: repeating-linear-gradient(135deg, #f1f5f9 0 6px, #fff 6px 12px); }
.slot.T { color: #fff !important; }
.side { display: flex; flex-direction: column; gap: 10px; }
.res { padding: 10px 12px; }
.res .r { margin-top: 7px; font-size: 12px; font-weight: 700; }
.res .r .row { justify-content: space-between; }
.res .meter { height: 6px; margin-top: 3px; }
.mat { padding: 10px 12px; }
.mat .f { display: flex; align-items: center; gap: 8px; padding: 6px 0; border-top: 1px solid var(--line); font-size: 12px; }
.mat .f:first-of-type { border-top: 0; }
.mat .f .ic { width: 26px; height: 30px; border-radius: 5px; background: #fee2e2; color: #b91c1c; display: grid; place-items: center; }
.mat .f b { display: block; font-size: 11.5px; line-height: 1.2; }
.mat .f span { font-size: 11px; color: var(--muted); }
.mat .f > svg { margin-left: auto; color: var(--accent); }
`,
  render(entry) {
    const cells = times.map((t, r) => `<span class="t">${t}</span>${[...grid[r]].map((k) => {
      if (k === '-') return '<span class="slot free"></span>';
      const [name, colour] = subjects[k];
      return `<span class="slot ${k}" style="background:${k === 'T' ? colour : `color-mix(in oklab, ${colour} 14%, white)`};color:${colour}">${name}<small>${k === 'T' ? 'Mock' : 'Room 2'}</small></span>`;
    }).join('')}`).join('');
    return browser({
      url: new URL('student/timetable', entry.url).href,
      body: `<div class="app cp">
  <div class="nav"><span class="brand"><i>${icon('graduation-cap', 16)}</i>Apex Classes</span><span class="links"><span class="on">Timetable</span><span>Results</span><span>Material</span></span><span class="me">${icon('user-round', 15)}Student ID JEE-2417</span></div>
  <div class="main">
    <div class="card tt"><h1>${icon('calendar-days', 15)}This week<span class="pill accent">Batch JEE B2</span></h1>
      <div class="tgrid"><span></span>${days.map((d) => `<span class="d">${d}</span>`).join('')}${cells}</div></div>
    <div class="side">
      <div class="card res"><h2>${icon('chart-no-axes-column', 14)}Test 6 results</h2>${each(results, ([s, v]) => `<div class="r"><div class="row"><span>${s}</span><span>${v}/100</span></div><div class="meter"><i style="width:${v}%"></i></div></div>`)}</div>
      <div class="card mat"><h2>${icon('download', 14)}Study material</h2>${each(material, ([n, m]) => `<div class="f"><span class="ic">${icon('file-text', 14)}</span><div><b>${n}</b><span>${m}</span></div></div>`)}</div>
    </div>
  </div>
</div>`,
    });
  },
};
