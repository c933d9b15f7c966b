// SEO: what the client sees every month. The hero is the search-performance report (clicks and
// impressions over six months, the tiles the FAQ lists, and the keyword positions in front); the
// intro is the technical audit the work starts with (site health, page speed, the fixes the offers
// name: broken links, redirects, duplicate metadata, canonical tags, sitemap, schema). An invented
// local practice's sample report, so no figure reads as a client's result.
import { each, icon } from '../kit.mjs';
import { darkHero, gauge, inFace, lineChart, sampleReport } from './shared/marketing.mjs';

const business = 'Sharma Dental Care, Noida';
const months = ['May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct'];
const clicks = [420, 470, 590, 720, 860, 1040];
const impressions = [14.6, 16.1, 19.8, 22.4, 25.9, 28.6];
const tiles = [
  ['Clicks · Oct', '1,040', '+148% since May', 'mouse-pointer-click'],
  ['Impressions', '28.6K', '+96%', 'eye'],
  ['Average CTR', '3.6%', '+0.7 pts', 'percent'],
  ['Average position', '9.8', 'from 18.4', 'list-ordered'],
];
const keywords = [
  ['dentist in sector 62 noida', 4, 13],
  ['root canal treatment noida', 6, 15],
  ['dental implants cost noida', 9, 25],
];
const audit = [
  ['Broken links', '18 found', 'Fixed', 'ok'],
  ['Pages without redirects', '9 pages', '301 set', 'ok'],
  ['Duplicate titles', '12 pages', 'Rewritten', 'ok'],
  ['Canonical tags', 'Missing', 'Added', 'ok'],
  ['Sitemap and robots.txt', 'Outdated', 'Submitted', 'ok'],
  ['FAQ and breadcrumb schema', 'None', 'Added', 'ok'],
  ['Images over 200 KB', '31 images', 'Under way', 'warn'],
];
const plan = ['Implant cost page rewritten', '4 blog posts', 'Local listings'];

const hero = darkHero({
  frame: 'browser',
  accent: '#34d399',
  css: `
.stage .f-browser { left: 24px; top: 64px; width: 770px; height: 560px; }
.rep { display: flex; flex-direction: column; gap: 12px; padding: 14px 16px; }
.rep .top { display: flex; align-items: center; gap: 10px; }
.rep .top { white-space: nowrap; gap: 9px; }
.rep .top h1 { font-size: 17px; display: flex; align-items: center; gap: 7px; }
.rep .top h1 svg { color: var(--accent); }
.rep .top .who { font-size: 12.5px; color: var(--muted); }
.rep .top .right { margin-left: auto; display: flex; gap: 8px; align-items: center; }
.rep .range { font-size: 12px; font-weight: 600; padding: 4px 9px; border-radius: 7px; border: 1px solid var(--line); display: inline-flex; gap: 5px; align-items: center; }
.tiles { display: grid; grid-template-columns: repeat(4, 1fr); gap: 8px; }
.tile { padding: 9px 11px; border-radius: 10px; background: var(--surface); border: 1px solid var(--line); }
.tile:first-child { border-color: color-mix(in oklab, var(--accent) 60%, transparent); box-shadow: inset 0 3px 0 var(--accent); }
.tile small { display: flex; align-items: center; gap: 5px; font-size: 11px; color: var(--muted); }
.tile b { display: block; font-size: 22px; letter-spacing: -.01em; margin: 2px 0 1px; }
.tile .up { font-size: 11px; }
.chart { padding: 10px 12px 6px; }
.chart .head { display: flex; justify-content: space-between; align-items: center; margin-bottom: 6px; }
.chart h2 { font-size: 13px; }
.legend .imp { color: #93c5fd; } .legend .clk { color: var(--accent); }
.kw { padding: 12px 14px; }
.kw h3 { font-size: 13px; display: flex; justify-content: space-between; margin-bottom: 4px; }
.kw h3 span { color: var(--muted); font-weight: 500; font-size: 11px; }
.kw .r { display: flex; align-items: center; gap: 8px; padding: 6px 0; border-top: 1px solid var(--line); font-size: 11.5px; }
.kw .r .q { flex: 1; min-width: 0; }
.kw .r b { font-size: 16px; width: 22px; text-align: right; }
.kw .r .up { width: 38px; text-align: right; font-size: 11px; display: inline-flex; gap: 1px; justify-content: flex-end; align-items: center; }
`,
  url: 'https://reports.example.com/sharma-dental-care/search',
  body: `<div class="app dark rep">
  <div class="top"><h1>${icon('chart-spline', 18)}Search performance</h1><span class="who">${business}</span>
    <span class="right"><span class="sample">Sample report</span></span></div>
  <div class="tiles">${each(tiles, ([label, value, change, ic]) => `<div class="tile"><small>${icon(ic, 12)}${label}</small><b class="num">${value}</b><span class="up">${change}</span></div>`)}</div>
  <div class="card chart">
    <div class="head"><h2>Clicks and impressions, May – Oct 2026</h2><span class="legend"><span class="clk"><i></i>Clicks</span><span class="imp"><i></i>Impressions</span></span></div>
    ${lineChart({ w: 600, h: 178, max: 1150, series: [{ values: clicks, color: '#34d399' }, { values: impressions.map((v) => v * 36), color: '#93c5fd', width: 2, dash: '5 4' }] })}
    <div class="axis">${each(months, (m) => `<span>${m}</span>`)}</div>
  </div>
</div>`,
  card: {
    x: 500,
    y: 446,
    w: 344,
    body: `<div class="app dark kw"><h3>Keyword positions<span>Oct · since May</span></h3>${each(
      keywords,
      ([q, pos, gain]) => `<div class="r"><span class="q">${q}</span><b class="num">${pos}</b><span class="up">${icon('arrow-up', 11, 3)}${gain}</span></div>`,
    )}</div>`,
  },
});

const intro = sampleReport({
  accent: '#15803d',
  url: 'https://reports.example.com/sharma-dental-care/audit',
  page: { scope: 'aud', columns: '172px minmax(0, 1fr)', gap: 12, background: '#f6f8f7' },
  title: { icon: 'scan-search', size: 17, text: 'Technical audit · month 1', who: business, tag: 'Sample report', nowrap: false },
  css: `
.side { display: flex; flex-direction: column; gap: 10px; }
.health { padding: 12px; display: flex; flex-direction: column; align-items: center; gap: 6px; text-align: center; }
.health h2, .speed h2 { font-size: 12px; color: var(--muted); font-weight: 600; }
.health .gauge b { font-size: 26px; }
.health .gauge small { display: block; font-size: 11px; color: var(--muted); }
.health .was { font-size: 11.5px; }
.speed { padding: 10px 12px; display: flex; flex-direction: column; gap: 6px; }
.speed .row { justify-content: space-between; font-size: 12px; }
.speed .row b { font-size: 14px; }
.speed .ch { display: inline-flex; align-items: center; gap: 4px; color: var(--muted); }
.speed .ch b { color: var(--ink); }
.fixes { overflow: hidden; }
.fixes .head { display: flex; justify-content: space-between; align-items: center; padding: 9px 12px; border-bottom: 1px solid var(--line); }
.fixes h2 { font-size: 13px; }
.fixes .count { font-size: 11.5px; color: var(--muted); }
.fixes .tbl td { padding: 5.5px 9px; font-size: 12px; }
.fixes .tbl th { padding: 6px 9px; }
.fixes .tbl td { vertical-align: middle; }
.fixes .tbl .chk { display: inline-flex; vertical-align: middle; align-items: center; gap: 7px; font-weight: 600; }
.fixes .tbl .chk svg { color: var(--ok); }
.fixes .tbl tr.open .chk svg { color: var(--warn); }
.fixes .tbl .was { color: var(--muted); }
.next { grid-column: 1 / -1; display: flex; align-items: center; gap: 8px; padding: 9px 12px; font-size: 12px; white-space: nowrap; }
.next b { display: inline-flex; align-items: center; gap: 6px; color: var(--accent-ink); }
.next .pill { font-size: 11.5px; }
`,
  cards: () => `
  <div class="side">
    <div class="card health"><h2>Site health</h2>${gauge({ score: 94, color: '#15803d', size: 92, track: '#e3e8ef', label: 'of 100' })}<span class="was">was <b>71</b> before the fixes</span></div>
    <div class="card speed"><h2>Page speed</h2>
      <div class="row"><span>${icon('smartphone', 13).replace('<svg', '<svg style="display:inline;vertical-align:-2px"')} Mobile</span><span class="ch">58${icon('arrow-right', 12)}<b>87</b></span></div><div class="meter"><i style="width:87%"></i></div>
      <div class="row"><span>${icon('monitor', 13).replace('<svg', '<svg style="display:inline;vertical-align:-2px"')} Desktop</span><span class="ch">79${icon('arrow-right', 12)}<b>96</b></span></div><div class="meter"><i style="width:96%"></i></div>
    </div>
  </div>
  <div class="card fixes">
    <div class="head"><h2>Fixed in order of impact</h2><span class="count">6 of 7 done</span></div>
    <table class="tbl"><tr><th>Check</th><th>Found</th><th>Status</th></tr>
      ${each(audit, ([check, found, status, tone]) => `<tr class="${tone === 'ok' ? '' : 'open'}"><td><span class="chk">${icon(tone === 'ok' ? 'circle-check' : 'loader-circle', 14)}${check}</span></td><td class="was">${found}</td><td><span class="pill ${tone}">${status}</span></td></tr>`)}
    </table>
  </div>
  <div class="card next"><b>${icon('calendar-check', 14)}Next month</b>${each(plan, (item) => `<span class="pill plain">${item}</span>`)}</div>
`,
});

export default inFace({ font: 'inter' }, { hero, intro });
