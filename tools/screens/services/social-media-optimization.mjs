// SMO: profiles that do their job before any ad money is spent. The hero is the profile audit (the
// offers' checks: one name and logo everywhere, searchable bio and category, hours, website link,
// highlights, reviews answered) with the optimised profile in front on a phone, its posts in the
// recurring themes of the content pillars; the intro is the share-ready website: how a page's
// link looks when someone shares it, and the sharing tags behind it. A generic social app in our
// own style (no network's name, logo or layout), for an invented sweet shop.
import { each, icon } from '../kit.mjs';
import { darkHero, inFace, monogram, sampleReport } from './shared/marketing.mjs';

const checks = [
  ['Same name and logo on all 4 profiles', 'Fixed'],
  ['Cover art sized for each network', 'Fixed'],
  ['Bio says “sweet shop in Gomti Nagar”', 'Rewritten'],
  ['Category, hours and phone number', 'Completed'],
  ['Website link on every profile', 'Added'],
  ['Highlights: menu, catering, gift boxes', 'Added'],
  ['12 unanswered reviews', 'Replied'],
];
// Posts in the shop's content pillars: products with prices, offers, catering, shop news.
const posts = [
  ['Kaju katli', '₹980 / kg', '#b45309', '#f59e0b'],
  ['Gift boxes', 'from ₹650', '#7c3aed', '#c084fc'],
  ['Catering', '50–500 guests', '#0f766e', '#2dd4bf'],
  ['Fresh today', 'Rasmalai', '#be185d', '#f472b6'],
  ['Open daily', '8 am – 10 pm', '#1d4ed8', '#60a5fa'],
  ['Order online', 'Same-day pickup', '#15803d', '#4ade80'],
];
const tags = [
  ['og:title', 'Diwali Gift Boxes | Annapurna Sweets'],
  ['og:description', 'Assorted pure-ghee mithai in four sizes…'],
  ['og:image', '1200 × 630 · 148 KB'],
  ['og:url', '/diwali-gift-boxes'],
  ['og:site_name', 'Annapurna Sweets'],
  ['Card type', 'Large image'],
];
const inStep = ['Name', 'Logo', 'Category', 'Hours', 'Phone', 'Website link'];

const hero = darkHero({
  frame: 'browser',
  accent: '#a78bfa',
  css: `
.stage .f-browser { left: 16px; top: 96px; width: 560px; height: 500px; }
.stage .f-phone { left: 536px !important; top: 28px; width: 300px; height: 664px; }
.au { padding: 14px 16px; display: flex; flex-direction: column; gap: 10px; }
.au .top { display: flex; align-items: center; gap: 10px; }
.au .top h1 { font-size: 16px; }
.au .top small { display: block; font-size: 11.5px; color: var(--muted); }
.au .score { margin-left: auto; text-align: right; }
.au .score b { font-size: 22px; color: var(--accent); }
.au .score small { font-size: 11px; }
.au .meter { height: 7px; }
.au ul { list-style: none; margin: 0; padding: 0; }
.au li { display: flex; align-items: center; gap: 8px; padding: 6.5px 0; border-top: 1px solid var(--line); font-size: 12.5px; white-space: nowrap; }
.au li svg { color: var(--ok); }
.au li .pill { margin-left: auto; }
.pr { display: flex; flex-direction: column; height: 100%; background: #0d2140; }
.cover { height: 64px; background: linear-gradient(120deg, #4c1d95, #6d28d9 60%, #86198f); position: relative; display: flex; align-items: flex-start; padding: 7px 12px; }
.cover span { font-weight: 800; font-size: 13px; color: #fff; margin-left: auto; text-align: right; line-height: 1.2; }
.id { position: relative; padding: 0 14px; margin-top: -26px; display: flex; align-items: flex-end; gap: 10px; }
.id .mono { border: 3px solid #0d2140; }
.id .stats { display: flex; gap: 10px; margin-left: auto; font-size: 11.5px; color: var(--muted); text-align: center; }
.id .stats b { display: block; font-size: 14px; color: var(--ink); }
.who { padding: 6px 14px 0; }
.who h2 { font-size: 16px; }
.who .cat { font-size: 11.5px; color: var(--accent-ink); font-weight: 600; }
.who p { font-size: 12px; color: #cbd5e1; margin-top: 3px; line-height: 1.35; }
.who .link { display: flex; align-items: center; gap: 4px; font-size: 11.5px; color: #c4b5fd; font-weight: 600; margin-top: 3px; }
.acts { display: flex; gap: 6px; padding: 8px 14px; }
.acts span { flex: 1; display: flex; align-items: center; justify-content: center; gap: 4px; padding: 6px 0; border-radius: 8px; background: rgba(148, 163, 184, .16); font-size: 11.5px; font-weight: 700; }
.acts span:first-child { background: var(--accent); color: #1e1040; }
.hl { display: flex; gap: 10px; padding: 2px 14px 8px; }
.hl span { display: flex; flex-direction: column; align-items: center; gap: 3px; font-size: 11.5px; color: var(--muted); }
.hl i { width: 34px; height: 34px; border-radius: 50%; display: grid; place-items: center; border: 2px solid var(--accent); color: var(--ink); }
.grid { display: grid; grid-template-columns: repeat(3, 1fr); gap: 2px; }
.post { aspect-ratio: 1; display: flex; flex-direction: column; justify-content: flex-end; padding: 7px; color: #fff; line-height: 1.15; }
.post b { font-size: 12px; }
.post small { font-size: 11.5px; opacity: .92; }
`,
  url: 'https://reports.example.com/annapurna-sweets/profile-audit',
  body: `<div class="app dark au">
  <div class="top">${icon('scan-search', 20)}<div><h1>Profile audit</h1><small>Annapurna Sweets, Lucknow · 4 profiles</small></div><div class="score"><b>7 / 7</b><small> fixed</small></div></div>
  <div class="meter"><i style="width:100%"></i></div>
  <ul>${each(checks, ([check, done]) => `<li>${icon('circle-check', 15)}${check}<span class="pill ok">${done}</span></li>`)}</ul>
</div>`,
  phone: {
    zoom: 1.25,
    body: `<div class="app dark pr">
  <div class="cover"><span>Mithai, namkeen<br>and catering</span></div>
  <div class="id">${monogram('AS', '#f59e0b', 52, 26, '#3b1d00')}<div class="stats"><span><b>248</b>posts</span><span><b>6,120</b>followers</span></div></div>
  <div class="who"><h2>Annapurna Sweets</h2><div class="cat">Sweet shop · Caterer · Lucknow</div>
    <p>Pure-ghee mithai, namkeen and party catering in Gomti Nagar.</p>
    <div class="link">${icon('link', 12)}Order Diwali gift boxes online</div></div>
  <div class="acts"><span>${icon('phone', 12)}Call</span><span>${icon('map-pin', 12)}Directions</span><span>${icon('message-circle', 12)}Message</span></div>
  <div class="hl">${each([['Menu', 'utensils'], ['Catering', 'chef-hat'], ['Gifts', 'gift'], ['Reviews', 'star']], ([label, ic]) => `<span><i>${icon(ic, 16)}</i>${label}</span>`)}</div>
  <div class="grid">${each(posts, ([title, line, a, b]) => `<div class="post" style="background:linear-gradient(150deg, ${b}, ${a})"><b>${title}</b><small>${line}</small></div>`)}</div>
</div>`,
  },
});

const intro = sampleReport({
  accent: '#7c3aed',
  url: 'https://reports.example.com/annapurna-sweets/share-check',
  page: { scope: 'sp', columns: '1fr 1.2fr', gap: 12, background: '#f8f7fc' },
  title: { icon: 'share-2', size: 16, text: 'Share preview', who: 'Annapurna Sweets · /diwali-gift-boxes', tag: `${icon('check', 12)}Ready to share`, whoClass: 'url', tagClass: 'pill ok' },
  css: `
.chat { padding: 12px; background: #ece9f6; border-radius: 12px; display: flex; flex-direction: column; gap: 6px; }
.chat .note { font-size: 11px; color: var(--muted); font-weight: 600; }
.bubble { background: #fff; border-radius: 12px 12px 12px 4px; padding: 6px; box-shadow: 0 1px 2px rgba(15, 23, 42, .08); }
.bubble .img { height: 118px; border-radius: 8px; background: linear-gradient(140deg, #4c1d95, #7c3aed 55%, #e879f9); color: #fff; padding: 10px 12px; display: flex; flex-direction: column; justify-content: space-between; }
.bubble .img b { font-size: 19px; line-height: 1.1; }
.bubble .img span { font-size: 12px; font-weight: 700; background: rgba(255, 255, 255, .2); border-radius: 6px; padding: 2px 7px; align-self: flex-start; }
.bubble .txt { padding: 7px 4px 3px; }
.bubble h2 { font-size: 13px; }
.bubble p { font-size: 11.5px; color: var(--muted); margin-top: 2px; }
.bubble .dom { font-size: 11px; color: var(--muted); margin-top: 3px; }
.tags { overflow: hidden; }
.tags h2, .step h2 { font-size: 12.5px; display: flex; align-items: center; gap: 6px; padding: 9px 11px 5px; }
.tags h2 svg, .step h2 svg { color: var(--accent); }
.tags .r { display: grid; grid-template-columns: 16px 98px minmax(0, 1fr); gap: 6px; align-items: center; padding: 6px 11px; border-top: 1px solid var(--line); font-size: 12px; }
.tags .r svg { color: var(--ok); }
.tags .r code { font-family: inherit; font-weight: 700; font-size: 11.5px; color: var(--accent-ink); }
.tags .r span { color: #334155; line-height: 1.3; }
.step { grid-column: 1 / -1; padding-bottom: 9px; }
.step .list { display: flex; flex-wrap: wrap; gap: 6px; padding: 0 11px; }
.step .list span { display: inline-flex; align-items: center; gap: 4px; font-size: 12px; font-weight: 600; padding: 3px 9px; border-radius: 8px; background: #f1f5f9; }
.step .list svg { color: var(--ok); }
`,
  cards: () => `
  <div class="chat"><span class="note">How the link looks in a chat</span>
    <div class="bubble"><div class="img"><span>Annapurna Sweets</span><b>Diwali gift boxes<br>from ₹650</b></div><div class="txt"><h2>Diwali Gift Boxes | Annapurna Sweets</h2><p>Assorted pure-ghee mithai in four sizes, delivered across Lucknow.</p><div class="dom">Annapurna Sweets</div></div></div>
  </div>
  <div class="card tags"><h2>${icon('code-xml', 14)}Sharing tags on the page</h2>${each(tags, ([tag, value]) => `<div class="r">${icon('circle-check', 14)}<code>${tag}</code><span>${value}</span></div>`)}</div>
  <div class="card step"><h2>${icon('badge-check', 14)}The same on all 4 profiles</h2><div class="list">${each(inStep, (item) => `<span>${icon('check', 12)}${item}</span>`)}</div></div>
`,
});

export default inFace({ font: 'jakarta' }, { hero, intro });
