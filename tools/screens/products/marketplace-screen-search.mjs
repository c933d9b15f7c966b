// ServicePlex: a business browsing freelancers of one category, with its credits; profiles open
// for a credit, with no commission and no bidding.
import { browser } from '../frames.mjs';
import { each, icon, pageCss } from '../kit.mjs';
import { brandCss, looks } from './shared/looks.mjs';

const categories = ['Custom web apps', 'E-commerce', 'Business websites', 'Web and print design', 'Logo and branding', 'Android apps', 'SEO', 'Social media marketing'];
const people = [
  ['code-xml', 'Laravel and React developer', 'Pune', ['Laravel', 'React', 'MySQL'], 'Available now'],
  ['palette', 'UI and brand designer', 'Jaipur', ['Figma', 'Branding', 'Print'], 'From 4 Nov'],
  ['smartphone', 'Android developer', 'Kochi', ['Kotlin', 'Firebase'], 'Available now'],
  ['users', 'Micro-team of three', 'Noida', ['Design', 'Build', 'SEO'], 'Team'],
];

export default {
  frame: 'browser',
  ...looks.marketplace,
  css: `
${pageCss('.sp', '#f7f7fc')}
.nav { white-space: nowrap; display: flex; align-items: center; gap: 16px; padding: 10px 18px; background: #fff; border-bottom: 1px solid var(--line); }
${brandCss('marketplace')}
.nav .links { display: flex; gap: 14px; font-size: 12.5px; font-weight: 600; color: #64748b; }
.nav .links .on { color: #1e1b4b; }
.credits { margin-left: auto; display: flex; align-items: center; gap: 6px; padding: 5px 10px; border-radius: 16px; background: #eef2ff; color: #3730a3; font-size: 12px; font-weight: 700; }
.role { font-size: 11.5px; font-weight: 600; color: #64748b; display: flex; align-items: center; gap: 4px; }
.strip { display: flex; gap: 18px; padding: 7px 18px; background: #1e1b4b; color: #c7d2fe; font-size: 12px; font-weight: 600; }
.strip span { display: inline-flex; align-items: center; gap: 5px; }
.strip b { color: #fff; }
.body { display: grid; grid-template-columns: 138px minmax(0, 1fr); gap: 14px; padding: 12px 18px; }
.cats h3 { font-size: 12px; margin: 0 0 6px; }
.cats span { display: block; padding: 4px 8px; border-radius: 7px; font-size: 12px; color: #475569; }
.cats .on { background: #e0e7ff; color: #3730a3; font-weight: 700; }
.res .head { display: flex; align-items: baseline; gap: 8px; margin-bottom: 8px; }
.res h1 { font-size: 16px; }
.res .head span { font-size: 12px; color: var(--muted); }
.cards { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 10px; }
.pro { padding: 11px; display: flex; flex-direction: column; gap: 6px; }
.pro .row.t { gap: 9px; }
.pro .ic { width: 34px; height: 34px; border-radius: 10px; background: #eef2ff; color: var(--accent); display: grid; place-items: center; }
.pro.team .ic { background: #ecfdf5; color: #047857; }
.pro b { font-size: 13px; display: block; line-height: 1.2; }
.pro .muted { font-size: 11.5px; }
.tags { display: flex; gap: 4px; flex-wrap: wrap; }
.tags span { font-size: 11px; padding: 2px 7px; border-radius: 6px; background: #f1f5f9; color: #334155; font-weight: 600; }
.pro .foot { display: flex; align-items: center; justify-content: space-between; }
.pro .btn { font-size: 11.5px; padding: 5px 10px; }
`,
  render(product) {
    return browser({
      url: new URL('freelancers/custom-web-apps', product.url).href,
      body: `<div class="app sp">
  <div class="nav"><span class="brand"><i>${icon('blocks', 15)}</i>${product.name}</span><span class="links"><span class="on">Freelancers</span><span>Projects</span><span>Micro-teams</span></span><span class="credits">${icon('coins', 14)}18 credits</span></div>
  <div class="strip"><span>${icon('badge-percent', 14)}<b>0% commission</b></span><span>${icon('gavel', 14)}<b>No bidding</b></span><span>${icon('calendar-x', 14)}<b>No subscription</b></span><span>${icon('eye', 14)}A credit opens a profile</span></div>
  <div class="body">
    <div class="cats"><h3>Categories</h3>${each(categories, (c, i) => `<span class="${i === 0 ? 'on' : ''}">${c}</span>`)}</div>
    <div class="res"><div class="head"><h1>Custom web apps</h1><span>126 freelancers and 9 micro-teams</span></div>
      <div class="cards">${each(people, ([ic, title, city, tags, when]) => `<div class="card pro${when === 'Team' ? ' team' : ''}"><div class="row t"><span class="ic">${icon(ic, 18)}</span><div><b>${title}</b><span class="muted">${icon('map-pin', 11).replace('<svg', '<svg style="display:inline;vertical-align:-1px"')} ${city}</span></div></div><div class="tags">${tags.map((t) => `<span>${t}</span>`).join('')}</div><div class="foot"><span class="muted">${when === 'Team' ? 'Designer, developer, SEO' : when}</span><span class="btn primary">1 credit</span></div></div>`)}</div>
    </div>
  </div>
</div>`,
    });
  },
};
