// ServicePlex: a business's project taken on by a micro-team (designer, developer, SEO), with the
// fee agreed directly and kept whole by the freelancers.
import { browser } from '../frames.mjs';
import { each, icon, inr, pageCss } from '../kit.mjs';
import { appBarCss, looks } from './shared/looks.mjs';

const team = [
  ['palette', 'Designer', 'Brand, product pages', 22000],
  ['code-xml', 'Developer', 'Store build, payments', 48000],
  ['search', 'SEO specialist', 'Launch and listings', 15000],
];
// What the team posted on the project lately, by role (no invented names).
const updates = [
  ['code-xml', 'Developer', 'Test payments working', 'Today'],
  ['palette', 'Designer', 'Product pages shared for review', 'Yesterday'],
];
const plan = [['Week 1', 'Design approved', true], ['Week 3', 'Store live for testing', true], ['Week 5', 'Launch and SEO', false]];

export default {
  frame: 'browser',
  ...looks.marketplace,
  css: `
${pageCss('.pj', '#f7f7fc')}
${appBarCss('marketplace')}
.crumb { font-size: 12px; color: var(--muted); }
.nav .role { margin-left: auto; font-size: 12px; font-weight: 700; display: flex; align-items: center; gap: 5px; color: #3730a3; background: #eef2ff; padding: 4px 10px; border-radius: 14px; }
.body { display: grid; grid-template-columns: 1fr 210px; gap: 14px; padding: 14px 18px; }
.body h1 { font-size: 19px; line-height: 1.2; }
.body .sub { font-size: 12px; color: var(--muted); margin: 4px 0 10px; display: flex; gap: 10px; }
.team { padding: 12px; }
.team h2 { font-size: 13px; display: flex; align-items: center; gap: 6px; margin-bottom: 4px; }
.mem { display: flex; align-items: center; gap: 10px; padding: 8px 0; border-top: 1px solid var(--line); }
.mem:first-of-type { border-top: 0; }
.mem .ic { width: 32px; height: 32px; border-radius: 10px; background: #eef2ff; color: var(--accent); display: grid; place-items: center; }
.mem b { display: block; font-size: 13px; }
.mem span { font-size: 11.5px; color: var(--muted); }
.mem .fee { margin-left: auto; font-weight: 700; font-size: 13px; }
.fee-box { padding: 12px; }
.fee-box small { font-size: 11.5px; color: var(--muted); display: block; }
.fee-box .big { font-size: 22px; font-weight: 800; margin: 2px 0 8px; }
.fee-box .row { justify-content: space-between; font-size: 12px; padding: 4px 0; border-top: 1px solid var(--line); }
.fee-box .zero { color: var(--ok); font-weight: 800; }
.updates { padding: 12px; margin-top: 10px; }
.updates h2 { font-size: 13px; display: flex; align-items: center; gap: 6px; margin-bottom: 2px; }
.upd { display: flex; align-items: flex-start; gap: 8px; padding: 7px 0; border-top: 1px solid var(--line); font-size: 12px; }
.upd:first-of-type { border-top: 0; }
.upd .ic { width: 22px; height: 22px; border-radius: 7px; background: #eef2ff; color: var(--accent); display: grid; place-items: center; flex: none; }
.upd b { font-weight: 700; }
.upd time { margin-left: auto; color: var(--muted); font-size: 11px; white-space: nowrap; }
.steps { padding: 12px; margin-top: 10px; }
.steps h2 { font-size: 12.5px; margin-bottom: 4px; }
.step { display: flex; gap: 8px; align-items: center; font-size: 12px; padding: 3px 0; }
.step svg { color: #cbd5e1; } .step.done svg { color: var(--ok); }
.step b { width: 46px; font-size: 11.5px; color: var(--muted); }
`,
  render(product) {
    const total = team.reduce((sum, [, , , fee]) => sum + fee, 0);
    return browser({
      url: new URL('projects/PRJ-3307', product.url).href,
      body: `<div class="app pj">
  <div class="nav"><span class="brand"><i>${icon('blocks', 15)}</i>${product.name}</span><span class="crumb">My projects › PRJ-3307</span><span class="role">${icon('briefcase', 13)}Business view</span></div>
  <div class="body">
    <div>
      <h1>Online store for a spice brand</h1><div class="sub"><span>${icon('tag', 12).replace('<svg', '<svg style="display:inline;vertical-align:-2px"')} E-commerce</span><span>Started 7 Oct</span><span class="pill ok">In progress</span></div>
      <div class="card team"><h2>${icon('users', 15)}Micro-team · agreed directly</h2>${each(team, ([ic, role, work, fee]) => `<div class="mem"><span class="ic">${icon(ic, 16)}</span><div><b>${role}</b><span>${work}</span></div><span class="fee">${inr(fee)}</span></div>`)}</div>
      <div class="card updates"><h2>${icon('message-square', 15)}Latest from the team</h2>${each(updates, ([ic, role, text, when]) => `<div class="upd"><span class="ic">${icon(ic, 12)}</span><span><b>${role}</b> · ${text}</span><time>${when}</time></div>`)}</div>
    </div>
    <div>
      <div class="card fee-box"><small>Project fee</small><div class="big">${inr(total)}</div><div class="row"><span>Platform commission</span><span class="zero">₹0</span></div><div class="row"><span>The team keeps</span><b>100%</b></div></div>
      <div class="card steps"><h2>Plan</h2>${each(plan, ([w, t, done]) => `<div class="step${done ? ' done' : ''}"><b>${w}</b>${icon(done ? 'circle-check' : 'circle', 14)}${t}</div>`)}</div>
    </div>
  </div>
</div>`,
    });
  },
};
