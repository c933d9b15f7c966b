// SMM: a month planned, designed and approved before it is posted. The hero is next month's
// content calendar as the client receives it in the last week of the month before (reels,
// carousels, stories and posts around the season, each approved or waiting), with the first post
// in front on a phone, scheduled; the intro is the monthly report the offers promise: reach
// (organic and paid), engagement, followers, clicks and enquiries, and the posts that did best.
// An invented Jaipur boutique; its posts are designed artwork, not photos of people.
import { each, icon } from '../kit.mjs';
import { barChart, darkHero, inFace, monogram, sampleReport } from './shared/marketing.mjs';

const kinds = {
  reel: ['Reel', 'clapperboard', '#f472b6'],
  carousel: ['Carousel', 'gallery-horizontal', '#a78bfa'],
  story: ['Story', 'circle-dashed', '#fbbf24'],
  post: ['Post', 'square', '#5eead4'],
};
// December 2026 starts on a Tuesday; the calendar shows its first four weeks, Monday first.
const plan = {
  1: ['reel', 'Wedding edit'],
  3: ['carousel', 'Dupatta 5 ways'],
  5: ['story', 'Colour poll'],
  7: ['post', 'New lehengas'],
  9: ['reel', 'Block printing'],
  11: ['carousel', 'Kurta prices'],
  13: ['story', 'Store hours'],
  15: ['reel', 'Bridesmaid looks'],
  17: ['post', 'Free alterations'],
  19: ['carousel', 'Gift cards'],
  21: ['story', 'Sale ends'],
  23: ['reel', 'Packing orders'],
  25: ['post', 'Holiday hours'],
  27: ['carousel', 'Bestsellers'],
};
const waiting = new Set([21, 23, 27]);
const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
// 30 Nov (a Monday) to 27 Dec: four weeks.
const days = Array.from({ length: 28 }, (_, i) => (i === 0 ? [30, true] : [i, false]));

const tiles = [
  ['Reach', '48,200', '+31% on Oct', 'radio-tower'],
  ['Engagement rate', '5.8%', '+1.1 pts', 'heart'],
  ['New followers', '+612', '4,940 in all', 'user-plus'],
  ['Website clicks', '1,140', '37 enquiries', 'mouse-pointer-click'],
];
const organic = [7.2, 8.1, 8.8, 9.4];
const paid = [3.0, 3.4, 4.1, 4.2];
const top = [
  ['reel', 'Styling a bandhani dupatta three ways', '12.4K reach', '7.9%'],
  ['carousel', 'Festive price list', '6.1K reach', '6.2%'],
  ['reel', 'A day at the block-printing unit', '5.8K reach', '5.4%'],
];

const hero = darkHero({
  frame: 'browser',
  accent: '#f472b6',
  css: `
.stage .f-browser { left: 10px; top: 60px; width: 690px; height: 580px; }
.stage .f-phone { left: 580px !important; top: 84px; width: 262px; height: 600px; }
.cal { padding: 12px 14px; display: flex; flex-direction: column; gap: 8px; }
.cal .top { display: flex; align-items: center; gap: 9px; white-space: nowrap; }
.cal .top h1 { font-size: 17px; font-weight: 800; }
.cal .top small { display: block; font-size: 12px; color: var(--muted); }
.cal .pill { font-size: 12px; }
.kinds { display: flex; gap: 10px; font-size: 12px; color: var(--muted); }
.kinds span { display: inline-flex; align-items: center; gap: 4px; }
.kinds i { width: 9px; height: 9px; border-radius: 3px; }
.month { display: grid; grid-template-columns: repeat(7, 1fr); gap: 4px; }
.month .wd { font-size: 12px; font-weight: 700; color: var(--muted); text-transform: uppercase; padding: 0 4px; }
.day { min-height: 76px; border-radius: 8px; background: rgba(148, 163, 184, .07); border: 1px solid var(--line); padding: 4px 5px; display: flex; flex-direction: column; gap: 3px; }
.day.out { opacity: .45; }
.day .n { font-size: 12px; font-weight: 700; color: var(--muted); }
.chip { border-radius: 6px; padding: 3px 5px; font-size: 12px; font-weight: 700; line-height: 1.2; color: #0b1a30; }
.chip svg { display: inline-block !important; vertical-align: -2px; margin-right: 3px; }
.chip.wait { outline: 2px dashed #fde68a; outline-offset: -1px; }
.ps { display: flex; flex-direction: column; height: 100%; background: #0d2140; }
.ps .bar { display: flex; align-items: center; gap: 8px; padding: 8px 12px; }
.ps .bar b { display: block; font-size: 13px; }
.ps .bar small { font-size: 12px; color: var(--muted); }
.art { aspect-ratio: 1; position: relative; display: flex; flex-direction: column; justify-content: flex-end; padding: 14px; color: #fff;
  background: radial-gradient(circle at 20% 20%, rgba(255, 255, 255, .2) 0 3px, transparent 4px) 0 0 / 18px 18px,
    linear-gradient(160deg, #9d174d, #6b0f3a 55%, #3b0764); }
.art small { font-size: 12px; font-weight: 800; letter-spacing: .08em; text-transform: uppercase; opacity: .9; }
.art b { font-size: 23px; line-height: 1.05; font-weight: 800; margin: 4px 0 8px; }
.art span { align-self: flex-start; font-size: 12.5px; font-weight: 800; background: #fbcfe8; color: #6b0f3a; border-radius: 8px; padding: 4px 9px; }
.acts { display: flex; gap: 14px; padding: 9px 12px 4px; color: var(--ink); }
.acts .save { margin-left: auto; }
.cap { padding: 0 12px; font-size: 12px; color: #cbd5e1; line-height: 1.35; }
.cap b { color: var(--ink); }
.cap .tags { color: var(--accent-ink); font-weight: 700; }
.sched { margin: 9px 12px 0; display: flex; align-items: center; gap: 6px; font-size: 12px; font-weight: 700; color: var(--ok); background: var(--ok-soft); border-radius: 8px; padding: 6px 9px; }
`,
  url: 'https://plan.example.com/rangrez-boutique/december',
  zoom: 1.2,
  body: `<div class="app dark cal">
  <div class="top">${icon('calendar-days', 20)}<div><h1>December content calendar</h1><small>Rangrez Boutique, Jaipur · shared for approval on 24 Nov</small></div>
</div>
  <div class="kinds"><span class="pill ok">11 approved</span><span class="pill warn">3 to review</span>${each(Object.values(kinds), ([label, , color]) => `<span><i style="background:${color}"></i>${label}</span>`)}</div>
  <div class="month">${each(weekdays, (d) => `<span class="wd">${d}</span>`)}${each(days, ([n, out]) => {
    const item = out ? null : plan[n];
    const chip = item
      ? `<span class="chip${waiting.has(n) ? ' wait' : ''}" style="background:${kinds[item[0]][2]}">${icon(kinds[item[0]][1], 12)}${item[1]}</span>`
      : '';
    return `<div class="day${out ? ' out' : ''}"><span class="n">${n}</span>${chip}</div>`;
  })}</div>
</div>`,
  phone: {
    zoom: 1.2,
    body: `<div class="app dark ps">
  <div class="bar">${monogram('RB', '#db2777', 34, 17)}<div><b>Rangrez Boutique</b><small>Jaipur</small></div>${icon('ellipsis', 18).replace('<svg', '<svg style="margin-left:auto"')}</div>
  <div class="art"><small>Wedding season edit</small><b>Bandhani and mirror-work lehengas</b><span>From ₹8,900</span></div>
  <div class="acts">${icon('heart', 20)}${icon('message-circle', 20)}${icon('send', 20)}<span class="save">${icon('bookmark', 20)}</span></div>
  <p class="cap"><b>Rangrez Boutique</b> Wedding season is here: lehengas block-printed and stitched in Jaipur. <span class="tags">#JaipurFashion #WeddingSeason</span></p>
  <div class="sched">${icon('calendar-clock', 14)}Scheduled: 1 Dec, 7 pm</div>
</div>`,
  },
});

const intro = sampleReport({
  accent: '#db2777',
  url: 'https://plan.example.com/rangrez-boutique/report/november',
  page: { scope: 'rp', columns: '1fr 1fr', gap: 10, background: '#fbf7f9' },
  title: { icon: 'chart-no-axes-column', size: 16, text: 'Social report · November', who: 'Rangrez Boutique, Jaipur', tag: 'Sample report', weight: 800 },
  css: `
.tiles { grid-column: 1 / -1; display: grid; grid-template-columns: repeat(4, 1fr); gap: 8px; }
.tile { padding: 8px 10px; }
.tile small { display: flex; align-items: center; gap: 4px; font-size: 11px; color: var(--muted); white-space: nowrap; }
.tile small svg { color: var(--accent); }
.tile b { display: block; font-size: 21px; font-weight: 800; }
.tile span { font-size: 11px; color: var(--ok); font-weight: 700; }
.chart, .best { padding: 9px 11px; }
.chart h2, .best h2 { font-size: 12.5px; font-weight: 800; margin-bottom: 6px; display: flex; justify-content: space-between; align-items: center; }
.legend .o { color: #db2777; } .legend .p { color: #f9a8d4; }
.best .r { display: flex; align-items: center; gap: 8px; padding: 6px 0; border-top: 1px solid var(--line); font-size: 12px; }
.best .r .ic { width: 28px; height: 28px; border-radius: 8px; display: grid; place-items: center; background: var(--accent-soft); color: var(--accent-ink); }
.best .r .t { flex: 1; min-width: 0; line-height: 1.25; }
.best .r .t small { display: block; color: var(--muted); font-size: 11px; }
.best .r b { font-size: 13px; }
.next { grid-column: 1 / -1; display: flex; align-items: center; gap: 8px; padding: 8px 11px; font-size: 12px; font-weight: 700; background: var(--accent-soft); border-color: transparent; color: var(--accent-ink); }
`,
  cards: () => `
  <div class="tiles">${each(tiles, ([label, value, note, ic]) => `<div class="card tile"><small>${icon(ic, 12)}${label}</small><b class="num">${value}</b><span>${note}</span></div>`)}</div>
  <div class="card chart"><h2>Reach by week<span class="legend"><span class="o"><i></i>Organic</span><span class="p"><i></i>Paid</span></span></h2>
    ${barChart({ values: organic.map((o, i) => [o, paid[i]]), colors: ['#db2777', '#f9a8d4'], w: 260, h: 112, max: 14.5, gap: 0.45 })}
    <div class="axis"><span>Week 1</span><span>Week 2</span><span>Week 3</span><span>Week 4</span></div></div>
  <div class="card best"><h2>Best posts<span class="legend">engagement</span></h2>${each(top, ([kind, title, reach, rate]) => `<div class="r"><span class="ic">${icon(kinds[kind][1], 14)}</span><span class="t">${title}<small>${kinds[kind][0]} · ${reach}</small></span><b>${rate}</b></div>`)}</div>
  <div class="card next">${icon('sparkles', 14)}December: two more reels a week, the theme that reached furthest</div>
`,
});

export default inFace({ font: 'nunito' }, { hero, intro });
