// A component manufacturer's inventory ERP, in its dark theme: stock by item across warehouses with
// reorder levels, the low-stock alert for the plant head, and a production order's bill of materials.
import { laptop } from '../frames.mjs';
import { each, icon } from '../kit.mjs';

const stock = [
  ['RM-1042', 'Aluminium billet 6061', 'WH-1 · A3', 1840, 600, 'kg'],
  ['RM-0877', 'M8 hex bolt, zinc', 'WH-1 · C1', 3200, 5000, 'pcs'],
  ['CP-2210', 'Bearing 6204-2RS', 'WH-2 · B4', 940, 400, 'pcs'],
  ['FG-3015', 'Pump housing AH-40', 'WH-2 · F2', 265, 120, 'pcs'],
  ['RM-0913', 'Nitrile O-ring 32 mm', 'WH-1 · C6', 610, 800, 'pcs'],
];
const bom = [['Housing casting', true], ['Impeller', true], ['Bearing 6204-2RS', true], ['M8 hex bolts × 6', false]];

export default {
  frame: 'laptop',
  layout: 'dark stock table with reorder levels and a bill of materials',
  accent: '#f59e0b',
  font: 'inter',
  css: `
.mf { --ink: #e5e7eb; --muted: #9aa3b2; --line: #2a3140; --surface: #161b24; background: #0f131a; display: flex; flex-direction: column; }
.mbar { display: flex; align-items: center; gap: 14px; padding: 9px 14px; border-bottom: 1px solid var(--line); }
.mbar .logo { display: flex; align-items: center; gap: 6px; font-weight: 800; font-size: 12.5px; color: #fbbf24; }
.mbar .tabs { display: flex; gap: 4px; }
.mbar .tabs span { padding: 4px 9px; border-radius: 7px; font-size: 11.5px; font-weight: 600; color: var(--muted); }
.mbar .tabs .on { background: #232a36; color: #fff; }
.mbar .pill { margin-left: auto; background: #232a36; color: #e5e7eb; }
.alert { margin: 10px 14px 0; display: flex; align-items: center; gap: 8px; padding: 7px 10px; border-radius: 8px; background: rgba(245, 158, 11, .12); border: 1px solid rgba(245, 158, 11, .35); color: #fcd34d; font-size: 12px; font-weight: 600; }
.alert .muted { font-weight: 500; font-size: 11px; }
.wrap { display: grid; grid-template-columns: minmax(0, 1fr) 176px; gap: 10px; padding: 10px 14px; }
.mf .tbl th { background: #131822; color: var(--muted); border-color: var(--line); }
.mf .tbl td { border-color: var(--line); font-size: 11.5px; padding: 6px 8px; }
.mf .tbl .code { color: var(--muted); font-size: 11px; display: block; }
.lvl { display: flex; align-items: center; gap: 6px; }
.lvl .meter { width: 48px; height: 6px; background: #232a36; }
.lvl .meter i { background: #34d399; }
.low .lvl .meter i { background: #f87171; }
.low td:first-child b { color: #fca5a5; }
.mf .pill.bad { background: rgba(248, 113, 113, .15); color: #fca5a5; }
.mf .pill.ok { background: rgba(52, 211, 153, .12); color: #6ee7b7; }
.po { padding: 10px; }
.po h2 { font-size: 12.5px; }
.po .muted { font-size: 11px; }
.po .item { display: flex; align-items: center; gap: 6px; font-size: 11.5px; padding: 5px 0; border-top: 1px solid var(--line); }
.po .item svg { color: #34d399; } .po .item.miss svg { color: #f87171; }
.po .meter { margin: 8px 0 4px; background: #232a36; }
.po .meter i { background: var(--accent); }
.day { padding: 10px; margin-top: 8px; }
.day b { font-size: 18px; display: block; }
`,
  render() {
    const rows = stock.map(([code, name, bin, onHand, reorder, unit]) => {
      const low = onHand < reorder;
      const share = Math.min(100, Math.round((onHand / (reorder * 3)) * 100));
      return `<tr class="${low ? 'low' : ''}"><td><b>${name}</b><span class="code">${code} · ${bin}</span></td><td class="num">${onHand.toLocaleString('en-IN')} ${unit}</td><td><span class="lvl"><span class="meter"><i style="width:${share}%"></i></span>${reorder.toLocaleString('en-IN')}</span></td><td>${low ? '<span class="pill bad">Reorder</span>' : '<span class="pill ok">OK</span>'}</td></tr>`;
    });
    return laptop({
      zoom: 1.3,
      body: `<div class="app mf">
  <div class="mbar"><span class="logo">${icon('factory', 16)}PlantOS</span><div class="tabs"><span>Receipts</span><span>BOM</span><span>Production</span><span class="on">Stock</span><span>Dispatch</span></div><span class="pill">${icon('warehouse', 12)}All warehouses</span></div>
  <div class="alert">${icon('triangle-alert', 15)}2 items below reorder level<span class="muted">· in the plant head’s 7 pm summary</span></div>
  <div class="wrap">
    <div class="card"><table class="tbl"><tr><th>Item · bin</th><th class="num">On hand</th><th>Reorder at</th><th></th></tr>${rows.join('')}</table></div>
    <div>
      <div class="card po"><h2>Production order PO-3318</h2><span class="muted">Pump housing AH-40 · 120 pcs</span><div class="meter"><i style="width:75%"></i></div><span class="muted">3 of 4 components ready</span>
        ${each(bom, ([part, ready]) => `<div class="item${ready ? '' : ' miss'}">${icon(ready ? 'circle-check' : 'circle-alert', 13)}${part}</div>`)}</div>
      <div class="card day"><span class="muted" style="font-size:11px">Dispatched today</span><b>180 pcs</b><span class="muted" style="font-size:11px">against 3 customer orders</span></div>
    </div>
  </div>
</div>`,
    });
  },
};
