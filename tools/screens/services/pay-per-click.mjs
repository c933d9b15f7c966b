// PPC: every rupee traced to a lead. The hero is the account overview a client opens (spend, leads,
// cost per lead over eight weeks, with a search ad in front: a headline that promises what the
// landing page delivers); the intro is the monthly breakdown the offers name: conversions and cost
// per lead by campaign, the search terms kept or blocked as negatives, and the conversions the
// tracking records. An invented kitchen maker's sample account; the figures add up.
import { each, icon, inr } from '../kit.mjs';
import { barChart, darkHero, inFace, lineChart, sampleReport } from './shared/marketing.mjs';

const business = 'Gupta Modular Kitchens, Gurugram';
const weeks = ['5 Oct', '12 Oct', '19 Oct', '26 Oct', '2 Nov', '9 Nov', '16 Nov', '23 Nov'];
const spend = [12.0, 12.1, 12.3, 11.9, 11.4, 11.6, 11.8, 12.0]; // ₹ thousands a week: 48.3K in Oct, 46.8K in Nov
const leads = [36, 39, 42, 45, 44, 47, 52, 55]; // 162 in Oct, 198 in Nov
const tiles = [
  ['Spend · Nov', inr(46800), 'of ₹50,000 budget', 'wallet', ''],
  ['Leads', '198', '+22% on Oct', 'user-round-check', 'up'],
  ['Cost per lead', inr(236), 'was ₹298 in Oct', 'indian-rupee', 'up'],
  ['Conversion rate', '4.3%', 'of 4,650 clicks', 'mouse-pointer-click', ''],
];
// Campaign, kind, spend, clicks, leads (cost per lead = spend / leads).
const campaigns = [
  ['Modular kitchens, Gurugram', 'Search', 18400, 1020, 86],
  ['Wardrobes and storage', 'Search', 9600, 610, 38],
  ['Site visitors who left', 'Remarketing', 5200, 880, 24],
  ['Homeowners, new sectors', 'Social', 13600, 2140, 50],
];
const terms = [
  ['modular kitchen price gurugram', '14 leads', 'Kept', 'ok'],
  ['kitchen designer jobs', '0 leads', 'Negative', 'bad'],
  ['free kitchen design software', '0 leads', 'Negative', 'bad'],
];
const tracked = [
  ['Enquiry form', 121, 'file-text'],
  ['Calls from ads', 54, 'phone'],
  ['Chat clicks', 23, 'message-circle'],
];

const hero = darkHero({
  frame: 'laptop',
  accent: '#fb923c',
  css: `
.stage .f-laptop { top: 40px; left: 34px; width: 760px; }
.ov { display: flex; flex-direction: column; gap: 10px; padding: 12px 14px; }
.ov .top { display: flex; align-items: center; gap: 9px; white-space: nowrap; }
.ov .top h1 { font-size: 16px; display: flex; align-items: center; gap: 7px; }
.ov .top h1 svg { color: var(--accent); }
.ov .top .who { font-size: 12px; color: var(--muted); }
.ov .top .sample { margin-left: auto; }
.ov .top .range { font-size: 12px; font-weight: 600; padding: 4px 9px; border-radius: 7px; border: 1px solid var(--line); }
.tiles { display: grid; grid-template-columns: repeat(4, 1fr); gap: 8px; }
.tile { padding: 8px 10px; border-radius: 10px; background: var(--surface); border: 1px solid var(--line); }
.tile:nth-child(3) { border-color: color-mix(in oklab, var(--accent) 60%, transparent); box-shadow: inset 0 3px 0 var(--accent); }
.tile small { display: flex; align-items: center; gap: 5px; font-size: 11px; color: var(--muted); white-space: nowrap; }
.tile b { display: block; font-size: 21px; margin: 2px 0 1px; }
.tile span { font-size: 11px; color: var(--muted); }
.tile span.up { color: var(--ok); }
.chart { padding: 10px 12px 6px; }
.chart .head { display: flex; justify-content: space-between; align-items: center; margin-bottom: 4px; }
.chart h2 { font-size: 13px; }
.legend .sp { color: #64748b; } .legend .ld { color: var(--accent); }
.legend .sp i { height: 9px; background: #3b5b86; }
.plot { position: relative; }
.plot .line { position: absolute; inset: 0; }
.ad { padding: 12px 14px 13px; display: flex; flex-direction: column; gap: 4px; }
.ad .lab { display: flex; justify-content: space-between; align-items: center; font-size: 11px; color: var(--muted); margin-bottom: 2px; }
.ad .lab b { font-size: 11px; text-transform: uppercase; letter-spacing: .05em; }
.ad .site { display: flex; align-items: center; gap: 7px; font-size: 11.5px; }
.ad .site .fav { width: 22px; height: 22px; border-radius: 50%; display: grid; place-items: center; background: rgba(251, 146, 60, .2); color: var(--accent); }
.ad .site small { display: block; color: var(--muted); font-size: 11px; }
.ad .sp { font-weight: 700; font-size: 11px; }
.ad h3 { font-size: 16px; line-height: 1.25; color: #a5c8ff; font-weight: 600; }
.ad p { font-size: 12px; color: #c8d3e3; line-height: 1.4; }
.ad .links { display: flex; gap: 6px; margin-top: 4px; }
.ad .links span { white-space: nowrap; font-size: 11.5px; color: #a5c8ff; border: 1px solid var(--line); border-radius: 12px; padding: 2px 9px; }
`,
  url: 'https://reports.example.com/gupta-modular-kitchens/ads',
  body: `<div class="app dark ov">
  <div class="top"><h1>${icon('megaphone', 17)}Ads overview</h1><span class="who">${business}</span><span class="sample">Sample account</span></div>
  <div class="tiles">${each(tiles, ([label, value, note, ic, tone]) => `<div class="tile"><small>${icon(ic, 12)}${label}</small><b class="num">${value}</b><span class="${tone}">${note}</span></div>`)}</div>
  <div class="card chart">
    <div class="head"><h2>Weekly spend and leads</h2><span class="legend"><span class="sp"><i></i>Spend</span><span class="ld"><i></i>Leads</span></span></div>
    <div class="plot">${barChart({ values: spend, colors: ['#2c4a74'], w: 560, h: 170, max: 14 })}<div class="line">${lineChart({ series: [{ values: leads, color: '#fb923c', width: 3 }], w: 560, h: 170, max: 60, grid: 0, pad: 12, area: false })}</div></div>
    <div class="axis">${each(weeks, (w) => `<span>${w}</span>`)}</div>
  </div>
</div>`,
  card: {
    x: 470,
    y: 430,
    w: 378,
    body: `<div class="app dark ad">
  <div class="lab"><b>Ad preview · search</b><span>Headline 2 of 15</span></div>
  <div class="site"><span class="fav">${icon('chef-hat', 13)}</span><span><span class="sp">Sponsored</span><small>Gupta Modular Kitchens › modular-kitchens</small></span></div>
  <h3>Modular Kitchens in Gurugram | Free 3D Design and Home Visit</h3>
  <p>Soft-close fittings and a 10-year cabinet warranty. See 40+ designs at our Sector 14 studio.</p>
  <div class="links"><span>Designs</span><span>Price list</span><span>Book a visit</span></div>
</div>`,
  },
});

const intro = sampleReport({
  accent: '#ea580c',
  url: 'https://reports.example.com/gupta-modular-kitchens/ads/campaigns',
  page: { scope: 'cv', columns: '1.15fr 1fr', gap: 10, background: '#f8f7f5' },
  title: { icon: 'target', size: 17, text: 'Conversions by campaign · November', who: business, tag: 'Sample' },
  css: `
.camp { grid-column: 1 / -1; overflow: hidden; }
.camp .tbl td, .camp .tbl th { padding: 6px 9px; }
.camp .tbl td { font-size: 12.5px; }
.camp .tbl td:first-child b { font-weight: 600; }
.camp .tbl .cpl { font-weight: 700; color: var(--accent-ink); }
.camp .tbl tr.total td { background: #fff7ed; font-weight: 700; border-bottom: 0; }
.box { padding: 9px 11px; display: flex; flex-direction: column; gap: 2px; }
.box h2 { font-size: 12.5px; display: flex; align-items: center; gap: 6px; margin-bottom: 3px; }
.box h2 svg { color: var(--accent); }
.box .r { display: flex; align-items: center; gap: 8px; font-size: 12px; padding: 4px 0; border-top: 1px solid var(--line); white-space: nowrap; }
.box .r .q { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; }
.box .r small { color: var(--muted); font-size: 11px; }
.box .r svg { color: var(--muted); }
.box .r b { min-width: 26px; text-align: right; }
`,
  cards() {
    const total = campaigns.reduce((sum, [, , s, c, l]) => [sum[0] + s, sum[1] + c, sum[2] + l], [0, 0, 0]);
    const row = (name, kind, s, c, l, cls = '') =>
      `<tr class="${cls}"><td><b>${name}</b></td><td>${kind ? `<span class="pill plain">${kind}</span>` : ''}</td><td class="num">${inr(s)}</td><td class="num">${c.toLocaleString('en-IN')}</td><td class="num">${l}</td><td class="num cpl">${inr(Math.round(s / l))}</td></tr>`;
    return `
  <div class="card camp"><table class="tbl"><tr><th>Campaign</th><th>Type</th><th class="num">Spend</th><th class="num">Clicks</th><th class="num">Leads</th><th class="num">Cost / lead</th></tr>
    ${each(campaigns, ([name, kind, s, c, l]) => row(name, kind, s, c, l))}${row('All campaigns', '', ...total, 'total')}
  </table></div>
  <div class="card box"><h2>${icon('list-filter', 14)}Search terms this week</h2>${each(terms, ([q, n, action, tone]) => `<div class="r"><span class="q">${q}</span><small>${n}</small><span class="pill ${tone}">${action}</span></div>`)}</div>
  <div class="card box"><h2>${icon('radar', 14)}Conversions tracked</h2>${each(tracked, ([what, n, ic]) => `<div class="r">${icon(ic, 13)}<span class="q">${what}</span><b class="num">${n}</b></div>`)}<div class="r"><span class="q"><b>Leads in November</b></span><b class="num">198</b></div></div>
`;
  },
});

export default inFace({ font: 'roboto' }, { hero, intro });
