// A sales team's leads database: leads from forms, spreadsheets and manual entry, each with a stage,
// an owner and a follow-up date; one lead open with its merged duplicates and the CSV export.
import { laptop } from '../frames.mjs';
import { each, icon } from '../kit.mjs';

const leads = [
  ['L-2318', 'Narmada Fabrics', 'Web form', 'Quoted', 'warn', 'Thu 14 Nov', true],
  ['L-2317', 'Orbit Dental Care', 'Spreadsheet', 'New', 'info', 'Today', false],
  ['L-2315', 'Greenway Logistics', 'Manual', 'Contacted', 'accent', 'Fri 15 Nov', false],
  ['L-2312', 'Lotus Banquets', 'Web form', 'Won', 'ok', '—', false],
  ['L-2309', 'Metro Auto Parts', 'Spreadsheet', 'Contacted', 'accent', 'Mon 18 Nov', false],
  ['L-2306', 'Silverline Hotels', 'Web form', 'Lost', 'bad', '—', false],
  ['L-2303', 'Aravali Stone Crafts', 'Manual', 'Quoted', 'warn', 'Tue 19 Nov', false],
];
const stages = ['New', 'Contacted', 'Quoted', 'Won'];

export default {
  frame: 'laptop',
  layout: 'lead list beside one lead’s detail with merged duplicates',
  accent: '#0891b2',
  font: 'dmSans',
  css: `
.ld { display: grid; grid-template-columns: minmax(0, 1fr) 212px; background: #f4f7f9; }
.list { min-width: 0; overflow: hidden; display: flex; flex-direction: column; border-right: 1px solid var(--line); background: #fff; }
.lhead { display: flex; align-items: center; gap: 8px; padding: 10px 12px; border-bottom: 1px solid var(--line); }
.lhead h1 { font-size: 15px; }
.lhead, .search { white-space: nowrap; }
.lhead .count { font-size: 11.5px; color: var(--muted); }
.lhead .btn { margin-left: auto; font-size: 11.5px; padding: 5px 9px; }
.search { display: flex; gap: 6px; padding: 8px 12px; border-bottom: 1px solid var(--line); }
.search .field { font-size: 11.5px; padding: 4px 8px; }
.search .field.q { flex: 1; color: var(--muted); }
.tbl td { font-size: 12px; padding: 5px 10px; }
.tbl tr.sel td { background: #ecfeff; }
.tbl tr.sel td:first-child { box-shadow: inset 3px 0 0 var(--accent); }
.tbl .id { color: var(--muted); font-size: 11px; display: block; }
.tbl b { font-weight: 600; }
.detail { padding: 12px; display: flex; flex-direction: column; gap: 10px; }
.detail h2 { font-size: 15px; }
.detail .muted { font-size: 11.5px; }
.steps { display: flex; gap: 3px; }
.steps span { flex: auto; padding-left: 5px !important; padding-right: 5px !important; text-align: center; font-size: 11px; font-weight: 600; padding: 4px 0; background: #e2e8f0; color: var(--muted); }
.steps span:first-child { border-radius: 6px 0 0 6px; } .steps span:last-child { border-radius: 0 6px 6px 0; }
.steps .done { background: #a5f3fc; color: #155e75; } .steps .cur { background: var(--accent); color: #fff; }
.box { padding: 9px 10px; }
.box .row { font-size: 12px; justify-content: space-between; padding: 2px 0; }
.box h3 { font-size: 11px; text-transform: uppercase; letter-spacing: .05em; color: var(--muted); margin-bottom: 4px; }
.follow { background: #fffbeb; border-color: #fde68a; }
.follow b { font-size: 14px; }
.dup { display: flex; align-items: center; gap: 6px; font-size: 11.5px; padding: 3px 0; }
.dup svg { color: var(--accent); }
`,
  render() {
    return laptop({
      zoom: 1.3,
      body: `<div class="app ld">
  <div class="list">
    <div class="lhead"><h1>Leads</h1><span class="count">1,284 leads</span><span class="btn ghost">${icon('download', 13)}Export CSV</span><span class="btn primary">${icon('plus', 13)}Add lead</span></div>
    <div class="search"><span class="field q">${icon('search', 13)}Search name, phone or e-mail</span><span class="field">Stage: All${icon('chevron-down', 12)}</span><span class="field">Owner: Me${icon('chevron-down', 12)}</span></div>
    <table class="tbl"><tr><th>Lead</th><th>Source</th><th>Stage</th><th>Follow-up</th></tr>
      ${each(leads, ([id, name, source, stage, tone, follow, sel]) => `<tr class="${sel ? 'sel' : ''}"><td><b>${name}</b><span class="id">${id}</span></td><td>${source}</td><td><span class="pill ${tone}">${stage}</span></td><td>${follow}</td></tr>`)}
    </table>
  </div>
  <div class="detail">
    <div><h2>Narmada Fabrics</h2><span class="muted">L-2318 · from the website form</span></div>
    <div class="steps">${each(stages, (s, i) => `<span class="${i < 2 ? 'done' : i === 2 ? 'cur' : ''}">${s}</span>`)}</div>
    <div class="card box follow"><h3>Next follow-up</h3><b>Thu 14 Nov, 11:00</b><div class="muted">Call about the revised quote</div></div>
    <div class="card box"><h3>Owner</h3><div class="row"><span>Sales executive, North</span>${icon('user-round', 14)}</div></div>
    <div class="card box"><h3>Merged duplicates · 2</h3><div class="dup">${icon('git-merge', 14)}Same phone · spreadsheet, 2 Nov</div><div class="dup">${icon('git-merge', 14)}Same e-mail · manual, 5 Nov</div></div>
  </div>
</div>`,
    });
  },
};
