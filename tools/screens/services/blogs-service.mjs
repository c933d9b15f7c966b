// Blogs: articles that answer customers' questions and rank. The hero is a post in the editor
// (written for a question customers ask, with headings, a list and an FAQ) with the on-page SEO
// checks beside it: keyphrase, title, meta description, headings, internal links, alt text and
// FAQ schema, as the offers list them; the intro is the same article published, read on a phone,
// beside the month's publishing plan (dates agreed in advance, visits per post). An invented local
// water-purifier service; its plan is a sample.
import { float, phone } from '../frames.mjs';
import { each, icon } from '../kit.mjs';
import { darkHero, inFace, sharedCss } from './shared/marketing.mjs';

const title = 'How often should you service a home RO purifier?';
const signs = ['Water tastes flat or salty', 'The flow from the tap has slowed', 'The filter-change light is on'];
const checks = [
  ['Keyphrase in title and intro', 'ok'],
  ['Meta description, 152 characters', 'ok'],
  ['Four H2 headings', 'ok'],
  ['Three internal links', 'ok'],
  ['Alt text on both images', 'ok'],
  ['FAQ schema added', 'ok'],
  ['Two sentences over 25 words', 'warn'],
];
const plan = [
  ['Tue 1 Dec', title, 'Published', 'ok', '412 visits'],
  ['Tue 8 Dec', 'What TDS means for your drinking water', 'Published', 'ok', '268 visits'],
  ['Tue 15 Dec', 'RO, UV or UF: which purifier suits your area?', 'Scheduled', 'info', '10:00'],
  ['Tue 22 Dec', 'Looking after a purifier in winter', 'With you', 'warn', 'for approval'],
];

const hero = darkHero({
  frame: 'laptop',
  accent: '#60a5fa',
  css: `
.stage .f-laptop { left: 80px; top: 64px; width: 770px; }
.stage .f-laptop .f-screen { height: 520px; }
.ed { display: grid; grid-template-columns: minmax(0, 1fr) 206px; grid-template-rows: auto 1fr; }
.ed .bar { grid-column: 1 / -1; }
.ed .bar { display: flex; align-items: center; gap: 10px; padding: 8px 14px; border-bottom: 1px solid var(--line); font-size: 12px; color: var(--muted); white-space: nowrap; }
.ed .bar .back { display: inline-flex; align-items: center; gap: 4px; font-weight: 600; color: var(--ink); }
.ed .bar .btns { margin-left: auto; display: flex; gap: 6px; }
.ed .bar .btn { padding: 4px 10px; font-size: 12px; }
.doc { padding: 12px 18px 0 38px; }
.doc .cat { display: inline-block; font-size: 11px; font-weight: 700; color: var(--accent); text-transform: uppercase; letter-spacing: .06em; }
.doc h1 { font-family: 'Lora', 'Inter Variable'; font-size: 21px; line-height: 1.2; margin: 5px 0 6px; font-weight: 700; color: #c9d5e6; }
.doc .meta { font-size: 11.5px; color: var(--muted); margin-bottom: 9px; }
.doc p, .doc li { font-family: 'Lora', 'Inter Variable'; font-size: 12.5px; line-height: 1.55; color: #d7dfeb; }
.doc p .kp { background: rgba(96, 165, 250, .22); border-radius: 3px; padding: 0 2px; }
.doc p .ln { color: #93c5fd; text-decoration: underline; text-underline-offset: 2px; }
.doc h2 { font-family: 'Lora', 'Inter Variable'; font-size: 15px; margin: 10px 0 4px; position: relative; }
.doc h2::before { content: 'H2'; position: absolute; left: -30px; top: 3px; font: 700 11px/1 'Inter Variable'; color: var(--muted); border: 1px solid var(--line); border-radius: 4px; padding: 2px 3px; }
.doc ul { margin: 0; padding-left: 20px; }
.seo { padding: 12px; display: flex; flex-direction: column; gap: 7px; border-left: 1px solid var(--line); background: #0f2647; }
.seo h3 { font-size: 13px; display: flex; align-items: center; gap: 6px; }
.seo h3 svg { color: var(--accent); }
.seo h3 .pill { margin-left: auto; }
.seo .kw { font-size: 11.5px; color: var(--muted); }
.seo .kw b { display: block; font-size: 13px; color: var(--ink); border: 1px solid var(--line); border-radius: 7px; padding: 4px 8px; margin-top: 3px; }
.seo ul { list-style: none; margin: 0; padding: 0; }
.seo li { display: flex; align-items: center; gap: 7px; padding: 5px 0; line-height: 1.25; border-top: 1px solid var(--line); font-size: 12px; }
.seo li svg { color: var(--ok); }
.seo li.warn svg { color: var(--warn); }
`,
  url: 'https://aquapure.example.com/admin/posts/1184/edit',
  body: `<div class="app dark ed">
  <div class="bar"><span class="back">${icon('chevron-left', 14)}Posts</span><span>Draft saved 10:42</span><span class="btns"><span class="btn ghost">Preview</span><span class="btn primary">${icon('calendar-clock', 13)}Schedule</span></span></div>
  <div class="doc"><span class="cat">Water purifiers</span><h1>${title}</h1><div class="meta">AquaPure service team · 6 min read</div>
    <p>Most homes in Ghaziabad need an <span class="kp">RO service</span> every six to twelve months, sooner where the tap water is hard. Here is how to tell, and what a <span class="ln">routine service</span> covers.</p>
    <h2>Signs your purifier needs a service</h2>
    <ul>${each(signs, (sign) => `<li>${sign}</li>`)}</ul>
  </div>
  <div class="seo">
    <h3>${icon('list-checks', 15)}SEO checks<span class="pill ok">Good</span></h3>
    <div class="kw">Focus keyphrase<b>RO service in Ghaziabad</b></div>
    <ul>${each(checks, ([check, tone]) => `<li class="${tone}">${icon(tone === 'ok' ? 'circle-check' : 'circle-alert', 14)}${check}</li>`)}</ul>
  </div>
</div>`,
});

const intro = {
  frame: 'phone',
  accent: '#2563eb',
  css: `${sharedCss}
.art { background: #fff; }
.art .site { display: flex; align-items: center; gap: 6px; padding: 8px 14px; border-bottom: 1px solid var(--line); font-weight: 800; font-size: 14px; color: #1e3a8a; }
.art .site i { width: 24px; height: 24px; border-radius: 7px; background: var(--accent); color: #fff; display: grid; place-items: center; }
.art .site .menu { margin-left: auto; color: var(--muted); }
.art .body { padding: 10px 14px; }
.art .crumb { font-size: 13.5px; color: var(--muted); }
.art h1 { font-family: 'Lora', 'Inter Variable'; font-size: 20px; line-height: 1.22; margin: 4px 0 5px; }
.art .meta { font-size: 13.5px; color: var(--muted); }
.art .hero { height: 112px; margin: 9px 0; border-radius: 10px; background: linear-gradient(150deg, #dbeafe, #93c5fd 60%, #3b82f6); display: flex; align-items: center; gap: 10px; padding: 12px; color: #1e3a8a; }
.art .hero .ic { width: 46px; height: 46px; border-radius: 50%; background: #fff; display: grid; place-items: center; color: var(--accent); }
.art .hero b { font-size: 15px; line-height: 1.2; }
.art p { font-family: 'Lora', 'Inter Variable'; font-size: 14px; line-height: 1.5; color: #1f2937; }
.art h2 { font-family: 'Lora', 'Inter Variable'; font-size: 16px; margin: 9px 0 3px; }
.art .cta { margin-top: 10px; display: flex; justify-content: center; }
.art .cta .btn { font-size: 14px; }
.plan { padding: 12px 14px; display: flex; flex-direction: column; gap: 2px; }
.plan h3 { font-size: 14px; display: flex; align-items: center; gap: 6px; margin-bottom: 4px; }
.plan h3 svg { color: var(--accent); }
.plan h3 .sample { margin-left: auto; }
.plan .r { display: grid; grid-template-columns: 74px minmax(0, 1fr); gap: 9px; padding: 7px 0; border-top: 1px solid var(--line); }
.plan .r .d { font-size: 11.5px; font-weight: 700; color: var(--muted); line-height: 1.3; }
.plan .r b { display: block; font-size: 12.5px; line-height: 1.3; font-weight: 600; }
.plan .r .s { display: flex; align-items: center; gap: 6px; margin-top: 3px; font-size: 11.5px; color: var(--muted); }
`,
  render() {
    return `${phone({
      x: 86,
      zoom: 1.05,
      url: 'https://aquapure.example.com/blog/ro-service-how-often',
      body: `<div class="app art">
  <div class="site"><i>${icon('droplet', 14)}</i>AquaPure<span class="menu">${icon('menu', 18)}</span></div>
  <div class="body"><div class="crumb">Blog › Water purifiers</div><h1>${title}</h1><div class="meta">6 min read · 1 Dec 2026</div>
    <div class="hero"><span class="ic">${icon('droplets', 24)}</span><b>A service every 6 to 12 months</b></div>
    <p>Most homes in Ghaziabad need an RO service every six to twelve months, sooner where the tap water is hard.</p>
    <h2>Signs your purifier needs a service</h2>
    <p>Water that tastes flat or salty, a slower flow from the tap, or the filter-change light.</p>
    <div class="cta"><span class="btn primary">${icon('wrench', 14)}Book a service visit</span></div>
  </div>
</div>`,
    })}${float({
      x: 468,
      y: 150,
      w: 440,
      zoom: 1.5,
      body: `<div class="app plan"><h3>${icon('calendar-days', 15)}Blog plan · December<span class="sample">Sample</span></h3>${each(
        plan,
        ([date, post, status, tone, note]) => `<div class="r"><span class="d">${date}</span><span><b>${post}</b><span class="s"><span class="pill ${tone}">${status}</span>${note}</span></span></div>`,
      )}</div>`,
    })}`;
  },
};

export default inFace({ font: 'inter', faces: ['lora'] }, { hero, intro });
