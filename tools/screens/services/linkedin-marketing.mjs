// LinkedIn marketing: conversations with the right buyers. The hero is a company page's
// thought-leadership post (a document post drafted from an interview with the operations team)
// with its analytics in front: impressions, clicks, followers gained and who read it by role; the
// intro is the sponsored lead form that sends contacts to the sales team, beside the targeting by
// job title, industry and company size the offers describe. A generic professional network in
// our own style (no network's name, logo, colour or layout), for an invented B2B company.
import { each, icon, inr } from '../kit.mjs';
import { darkHero, inFace, monogram, sampleReport } from './shared/marketing.mjs';

const company = 'Vertex Freight Solutions';
const stats = [
  ['Impressions', '9,840', 'eye'],
  ['Clicks', '412', 'mouse-pointer-click'],
  ['Reactions', '214', 'thumbs-up'],
  ['New followers', '+57', 'user-plus'],
];
// The job titles the campaign aims at: each as the post's analytics name it and as the lead report
// does, its share of the post's readers (%) and its leads from the form.
const titles = [
  ['Operations heads', 'Operations', 31, 26],
  ['Supply chain managers', 'Supply chain', 24, 21],
  ['Plant heads', 'Plant heads', 12, 17],
];
const targeting = [
  ['Job titles', 'Operations head, supply chain manager, plant head'],
  ['Industries', 'Manufacturing, FMCG, pharma'],
  ['Company size', '51–1,000 employees'],
  ['Locations', 'Maharashtra, Gujarat'],
];
const fields = [
  ['First name', 'From profile'],
  ['Last name', 'From profile'],
  ['Work e-mail', 'From profile'],
  ['Job title', 'From profile'],
  ['Company', 'From profile'],
];

const hero = darkHero({
  frame: 'browser',
  accent: '#22d3ee',
  css: `
.stage .f-browser { left: 16px; top: 50px; width: 690px; height: 600px; }
.feed { display: grid; grid-template-columns: 150px minmax(0, 1fr); gap: 12px; padding: 12px 14px; align-items: start; }
.co { padding: 12px; display: flex; flex-direction: column; align-items: flex-start; gap: 6px; }
.co b { font-size: 13.5px; line-height: 1.2; }
.co small { font-size: 11.5px; color: var(--muted); line-height: 1.3; }
.co .btn { padding: 4px 12px; font-size: 12px; border-radius: 14px; }
.co .btn.ghost { border-color: var(--accent); color: var(--accent); }
.post { overflow: hidden; }
.post .head { display: flex; align-items: center; gap: 9px; padding: 11px 12px 6px; }
.post .head b { display: block; font-size: 13.5px; }
.post .head small { font-size: 11.5px; color: var(--muted); }
.post .head .more { margin-left: auto; color: var(--muted); }
.post p { padding: 0 12px 9px; font-size: 12.5px; line-height: 1.45; color: #d8e1ee; }
.doc { margin: 0 12px; border-radius: 10px; overflow: hidden; border: 1px solid var(--line); }
.doc .page { height: 172px; padding: 16px; display: flex; flex-direction: column; justify-content: space-between;
  background: linear-gradient(135deg, rgba(45, 212, 191, .2), rgba(45, 212, 191, 0) 60%), #102c4f; }
.doc .page small { font-size: 11.5px; font-weight: 700; letter-spacing: .08em; text-transform: uppercase; color: var(--accent); }
.doc .page b { font-size: 24px; line-height: 1.1; }
.doc .page span { font-size: 12px; color: var(--muted); }
.doc .foot { display: flex; justify-content: space-between; padding: 6px 10px; font-size: 11.5px; color: var(--muted); background: rgba(148, 163, 184, .08); }
.counts { display: flex; gap: 10px; padding: 9px 12px 6px; font-size: 11.5px; color: var(--muted); }
.counts .r { margin-left: auto; }
.acts { display: flex; justify-content: space-around; border-top: 1px solid var(--line); padding: 7px 0; font-size: 12px; font-weight: 700; color: #c3cfdf; }
.acts span { display: inline-flex; align-items: center; gap: 5px; }
.an { padding: 12px 14px; display: flex; flex-direction: column; gap: 8px; }
.an h3 { font-size: 13.5px; display: flex; align-items: center; gap: 6px; }
.an h3 svg { color: var(--accent); }
.an h3 span { margin-left: auto; font-size: 11px; font-weight: 500; color: var(--muted); }
.an .grid { display: grid; grid-template-columns: 1fr 1fr; gap: 6px; }
.an .st { padding: 7px 9px; border-radius: 9px; background: rgba(148, 163, 184, .08); }
.an .st small { display: flex; align-items: center; gap: 4px; font-size: 11px; color: var(--muted); }
.an .st b { font-size: 19px; }
.an h4 { font-size: 11.5px; color: var(--muted); font-weight: 600; }
.an .role { display: grid; grid-template-columns: 1fr 52px 30px; gap: 8px; align-items: center; font-size: 12px; }
.an .role b { text-align: right; font-size: 12px; }
`,
  url: 'https://network.example.com/company/vertex-freight/posts',
  body: `<div class="app dark feed">
  <div class="card co">${monogram('VF', '#0f766e', 44, 10)}<b>${company}</b><small>Logistics and supply chain · Mumbai</small><small>4,860 followers</small><span class="btn ghost">${icon('plus', 12)}Follow</span></div>
  <div class="card post">
    <div class="head">${monogram('VF', '#0f766e', 36, 8)}<div><b>${company}</b><small>4,860 followers · 2 days</small></div><span class="more">${icon('ellipsis', 18)}</span></div>
    <p>Outsourcing your warehousing? These are the five questions our operations team asks before any contract is signed, from inventory accuracy to the exit clause.</p>
    <div class="doc"><div class="page"><small>Checklist</small><b>The 3PL checklist</b><span>5 questions to ask before you outsource warehousing</span></div><div class="foot"><span>PDF · 8 pages</span><span>1 / 8</span></div></div>
    <div class="counts"><span>214 reactions</span><span class="r">38 comments · 19 reposts</span></div>
    <div class="acts"><span>${icon('thumbs-up', 14)}Like</span><span>${icon('message-square', 14)}Comment</span><span>${icon('repeat-2', 14)}Repost</span><span>${icon('send', 14)}Send</span></div>
  </div>
</div>`,
  card: {
    x: 500,
    y: 286,
    w: 344,
    body: `<div class="app dark an">
  <h3>${icon('chart-no-axes-column', 15)}Post analytics<span>first 7 days</span></h3>
  <div class="grid">${each(stats, ([label, value, ic]) => `<div class="st"><small>${icon(ic, 11)}${label}</small><b class="num">${value}</b></div>`)}</div>
  <h4>Who read it, by job title</h4>
  ${each(titles, ([role, , share]) => `<div class="role"><span>${role}</span><span class="meter"><i style="width:${share * 2.5}%"></i></span><b>${share}%</b></div>`)}
</div>`,
  },
});

const intro = sampleReport({
  accent: '#0f766e',
  url: 'https://network.example.com/campaigns/3pl-checklist',
  zoom: 1.45,
  page: { scope: 'lg', columns: 'minmax(0, 1fr) 240px', gap: 12, background: '#f3f7f7' },
  title: { icon: 'target', size: 16, text: 'Lead form campaign · 3PL checklist', who: company, tag: 'Sample' },
  css: `
.side { display: flex; flex-direction: column; gap: 10px; }
.kpis { display: grid; grid-template-columns: repeat(3, 1fr); gap: 8px; }
.kpi { padding: 8px 10px; }
.kpi small { display: block; font-size: 11px; color: var(--muted); }
.kpi b { font-size: 19px; }
.tg { padding: 9px 11px; }
.tg h2 { font-size: 12.5px; display: flex; align-items: center; gap: 6px; margin-bottom: 2px; }
.tg h2 svg { color: var(--accent); }
.tg .r { display: grid; grid-template-columns: 96px minmax(0, 1fr); gap: 8px; padding: 6px 0; border-top: 1px solid var(--line); font-size: 12px; line-height: 1.3; }
.tg .r span { color: var(--muted); }
.tg .r b { font-weight: 600; }
.by { padding: 9px 11px; }
.by h2 { font-size: 12.5px; display: flex; align-items: center; gap: 6px; margin-bottom: 7px; }
.by h2 svg { color: var(--accent); }
.by .stack { display: flex; gap: 2px; height: 10px; border-radius: 5px; overflow: hidden; }
.by .stack i, .by .keys i { background: var(--accent); }
.by .keys { display: flex; gap: 12px; margin-top: 6px; font-size: 11.5px; color: var(--muted); white-space: nowrap; }
.by .keys span { display: inline-flex; align-items: center; gap: 4px; }
.by .keys i { width: 8px; height: 8px; border-radius: 2px; }
.by .keys b { color: var(--ink); }
.crm { display: flex; align-items: center; gap: 7px; padding: 8px 11px; font-size: 12px; font-weight: 600; background: var(--accent-soft); border-color: transparent; color: var(--accent-ink); }
.form { box-shadow: 0 12px 30px -12px rgba(15, 23, 42, .3); overflow: hidden; }
.form .fh { display: flex; align-items: center; gap: 8px; padding: 10px 12px; border-bottom: 1px solid var(--line); }
.form .fh b { display: block; font-size: 12.5px; }
.form .fh small { font-size: 11px; color: var(--muted); }
.form .fb { padding: 10px 12px; display: flex; flex-direction: column; gap: 7px; }
.form h2 { font-size: 15px; line-height: 1.25; }
.form .note { font-size: 11px; color: var(--muted); }
.form .f { display: flex; align-items: center; gap: 6px; border: 1px solid var(--line); border-radius: 7px; padding: 5px 8px; background: #f8fafc; font-size: 11.5px; }
.form .f label { font-weight: 700; color: #334155; }
.form .f span { margin-left: auto; display: inline-flex; align-items: center; gap: 4px; color: var(--muted); }
.form .f svg { color: var(--ok); }
.form .btn { margin-top: 2px; border-radius: 16px; }
`,
  cards: () => `
  <div class="side">
    <div class="kpis"><div class="card kpi"><small>Leads · Nov</small><b>64</b></div><div class="card kpi"><small>Cost per lead</small><b>${inr(1450)}</b></div><div class="card kpi"><small>Form fill rate</small><b>14%</b></div></div>
    <div class="card tg"><h2>${icon('crosshair', 14)}Who sees the ad</h2>${each(targeting, ([k, v]) => `<div class="r"><span>${k}</span><b>${v}</b></div>`)}</div>
    <div class="card by"><h2>${icon('users', 14)}Leads by job title</h2><div class="stack">${each(titles, ([, , , n], i) => `<i style="flex:${n};opacity:${1 - i * 0.28}"></i>`)}</div><div class="keys">${each(titles, ([, role, , n], i) => `<span><i style="opacity:${1 - i * 0.28}"></i>${role} <b>${n}</b></span>`)}</div></div>
    <div class="card crm">${icon('send', 14)}New leads go straight to the sales team’s CRM</div>
  </div>
  <div class="card form">
    <div class="fh">${monogram('VF', '#0f766e', 30, 7)}<div><b>${company}</b><small>Promoted</small></div></div>
    <div class="fb"><h2>Get the 3PL checklist</h2><span class="note">Your details are shared with ${company}.</span>
      ${each(fields, ([label, value]) => `<div class="f"><label>${label}</label><span>${value}${icon('check', 12)}</span></div>`)}
      <span class="btn primary">Download the checklist</span></div>
  </div>
`,
});

export default inFace({ font: 'dmSans' }, { hero, intro });
