// ServicePlex on a phone: one account in both roles, the credits balance and what each credit
// opened; no subscription to renew.
import { float, phone } from '../frames.mjs';
import { each, icon } from '../kit.mjs';
import { looks } from './shared/looks.mjs';

const history = [
  ['eye', 'Opened a profile', 'Android developer · Kochi', '−1'],
  ['eye', 'Opened a project', 'Logo for a bakery · Jaipur', '−1'],
  ['plus', 'Bought credits', 'No subscription, no renewal', '+20'],
  ['eye', 'Opened a profile', 'UI and brand designer', '−1'],
];

export default {
  frame: 'phone',
  ...looks.marketplace,
  css: `
.cr { background: #f7f7fc; display: flex; flex-direction: column; font-size: 15px; }
.top { padding: 8px 18px 16px; background: #1e1b4b; color: #e0e7ff; }
.top .row { justify-content: space-between; }
.top h1 { font-size: 20px; color: #fff; }
.roles { display: flex; gap: 6px; margin-top: 12px; }
.roles span { flex: 1; text-align: center; padding: 8px 0; border-radius: 12px; background: rgba(255,255,255,.1); font-size: 14px; font-weight: 700; }
.roles .on { background: #fff; color: #1e1b4b; }
.bal { margin: -1px 0 0; padding: 16px 18px; background: #1e1b4b; color: #fff; border-radius: 0 0 24px 24px; }
.bal small { font-size: 14px; color: #c7d2fe; }
.bal b { display: block; font-size: 40px; line-height: 1.1; }
.bal .btn { margin-top: 10px; background: #818cf8; color: #fff; font-size: 15px; padding: 10px 16px; border-radius: 12px; }
.hist { padding: 14px 16px 0; }
.hist h2 { font-size: 16px; margin-bottom: 4px; }
.h { display: flex; align-items: center; gap: 10px; padding: 9px 0; border-bottom: 1px solid var(--line); }
.h .ic { width: 34px; height: 34px; border-radius: 10px; background: #eef2ff; color: var(--accent); display: grid; place-items: center; }
.h b { display: block; font-size: 15px; }
.h span { font-size: 14px; color: var(--muted); }
.h .n { margin-left: auto; font-weight: 800; font-size: 16px; }
.h .n.plus { color: var(--ok); }
.tabs { margin-top: auto; display: flex; justify-content: space-around; padding: 10px 0 24px; background: #fff; font-size: 14px; color: #64748b; }
.tabs span { display: flex; flex-direction: column; align-items: center; gap: 2px; }
.tabs .on { color: var(--accent); font-weight: 700; }
.note { padding: 16px 18px; }
.note b { display: block; font-size: 16px; margin-top: 6px; }
.note p { font-size: 13px; color: var(--muted); margin-top: 4px; }
.note .ic { width: 36px; height: 36px; border-radius: 10px; background: #ecfdf5; color: #047857; display: grid; place-items: center; }
`,
  render(product) {
    const screen = `<div class="app cr">
  <div class="top"><div class="row"><h1>${product.name}</h1>${icon('bell', 22)}</div><div class="roles"><span>Freelancing</span><span class="on">Hiring</span></div></div>
  <div class="bal"><small>Credits</small><b>18</b><span class="btn">${icon('plus', 16)}Buy credits</span></div>
  <div class="hist"><h2>What your credits opened</h2>${each(history, ([ic, what, detail, n]) => `<div class="h"><span class="ic">${icon(ic, 17)}</span><div><b>${what}</b><span>${detail}</span></div><span class="n${n.startsWith('+') ? ' plus' : ''}">${n}</span></div>`)}</div>
  <div class="tabs"><span>${icon('search', 22)}Find</span><span>${icon('briefcase', 22)}Projects</span><span class="on">${icon('coins', 22)}Credits</span></div>
</div>`;
    return (
      phone({ x: 120, zoom: 1, statusBar: '#1e1b4b', light: true, body: screen }) +
      float({ x: 500, y: 140, w: 360, zoom: 1.5, body: `<div class="note"><span class="ic">${icon('badge-percent', 20)}</span><b>Keep 100% of the fee</b><p>No commission is taken from what a client pays you.</p></div>` }) +
      float({ x: 540, y: 420, w: 330, zoom: 1.5, body: `<div class="note"><span class="ic" style="background:#eef2ff;color:#4f46e5">${icon('repeat', 20)}</span><b>One account, both roles</b><p>Hire for your projects and take on work from the same login.</p></div>` })
    );
  },
};
