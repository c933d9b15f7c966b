// A rental manager's web app: the rent ledger of an owner's flats and shops by month (paid, due,
// late), the owner's monthly statement and an open maintenance request.
import { laptop } from '../frames.mjs';
import { icon, inr, pageCss } from '../kit.mjs';

const months = ['Jul', 'Aug', 'Sep', 'Oct'];
const units = [
  ['Flat A-102', 'Lease to Mar', 28000, ['p', 'p', 'p', 'p']],
  ['Flat A-304', 'Lease to Jan', 32000, ['p', 'p', 'l', 'd']],
  ['Flat B-201', 'Lease to Jun', 26000, ['p', 'p', 'p', 'p']],
  ['Shop G-07', 'Lease to Dec', 38000, ['p', 'l', 'p', 'p']],
  ['Shop G-09', 'Lease to Aug', 41000, ['p', 'p', 'p', 'd']],
  ['Flat C-403', 'Lease to May', 30000, ['d', 'p', 'p', 'p']],
];
const label = { p: ['Paid', 'ok'], d: ['Due', 'warn'], l: ['Late', 'bad'] };

export default {
  frame: 'laptop',
  layout: 'rent ledger grid with an owner statement',
  accent: '#0f766e',
  font: 'inter',
  css: `
${pageCss('.rm', '#f5f7f7')}
.side { background: #fff; border-bottom: 1px solid var(--line); padding: 6px 12px; display: flex; align-items: center; gap: 2px; font-size: 12px; font-weight: 500; color: #475569; }
.side .logo { display: flex; align-items: center; gap: 6px; font-weight: 800; color: var(--accent-ink); padding: 2px 12px 2px 0; font-size: 13px; }
.side span { display: flex; align-items: center; gap: 7px; padding: 6px; border-radius: 7px; }
.side .on { background: var(--accent-soft); color: var(--accent-ink); font-weight: 700; }
.main { min-width: 0; padding: 10px 12px; display: grid; grid-template-columns: minmax(0, 1fr) 184px; gap: 10px; align-content: start; }
.main h1 { font-size: 15px; grid-column: 1 / -1; display: flex; align-items: center; gap: 8px; }
.main h1 .pill { font-size: 11px; }
.cell { display: inline-flex; flex-direction: column; align-items: center; padding: 3px 0; width: 100%; border-radius: 6px; font-size: 11px; font-weight: 700; }
.cell.ok { background: var(--ok-soft); color: var(--ok); } .cell.warn { background: var(--warn-soft); color: var(--warn); } .cell.bad { background: var(--bad-soft); color: var(--bad); }
.tbl td { padding: 4px 8px; font-size: 12px; }
.tbl th { padding: 5px 8px; }
.tbl td small { display: block; color: var(--muted); font-size: 11px; }
.stmt { padding: 10px; }
.stmt h2 { font-size: 12.5px; }
.stmt .muted { font-size: 11px; }
.stmt .row { white-space: nowrap; justify-content: space-between; font-size: 11.5px; padding: 4px 0; border-top: 1px solid var(--line); }
.stmt .total { font-weight: 800; font-size: 13px; color: var(--accent-ink); }
.req { padding: 10px; margin-top: 8px; }
.req b { font-size: 12.5px; display: block; }
.req .muted { font-size: 11px; }
.req .row { margin-top: 6px; }
`,
  render(entry) {
    const ledger = units.map(([unit, lease, rent, marks]) => `<tr><td><b>${unit}</b><small>${lease} · ${inr(rent)}</small></td>${marks.map((m) => `<td><span class="cell ${label[m][1]}">${label[m][0]}</span></td>`).join('')}</tr>`);
    const collected = units.reduce((sum, [, , rent, marks]) => sum + (marks[3] === 'p' ? rent : 0), 0);
    const fee = Math.round(collected * 0.08);
    const repairs = 2400;
    return laptop({
      url: entry.url,
      zoom: 1.3,
      body: `<div class="app rm">
  <div class="side"><span class="logo">${icon('key-round', 15)}RentDesk</span><span class="on">${icon('table', 14)}Rent ledger</span><span>${icon('users', 14)}Tenants</span><span>${icon('wrench', 14)}Maintenance</span><span>${icon('send', 14)}Statements</span></div>
  <div class="main">
    <h1>Owner O-014 · 6 units<span class="pill accent">October</span></h1>
    <div class="card"><table class="tbl"><tr><th>Unit</th>${months.map((m) => `<th>${m}</th>`).join('')}</tr>${ledger.join('')}</table></div>
    <div>
      <div class="card stmt"><h2>October statement</h2><div class="muted">Sent to the owner on 1 Nov</div>
        <div class="row" style="margin-top:6px"><span>Rent collected</span><span>${inr(collected)}</span></div>
        <div class="row"><span>Fee, 8%</span><span>−${inr(fee)}</span></div>
        <div class="row"><span>Repairs</span><span>−${inr(repairs)}</span></div>
        <div class="row total"><span>Payable</span><span>${inr(collected - fee - repairs)}</span></div></div>
      <div class="card req"><b>Leaking kitchen tap</b><span class="muted">Flat B-201 · raised by tenant</span><div class="row"><span class="pill warn">Plumber assigned</span></div></div>
    </div>
  </div>
</div>`,
    });
  },
};
