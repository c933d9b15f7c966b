// Custom ERP: a pipe and fittings maker with several branches. The hero shows head office's stock
// across the branches in the browser, with the purchase order a reorder alert drafted and a GST
// invoice a branch just raised in front of it; the intro follows one order through its whole life on a laptop,
// quotation to payment, with the tax invoice and the notes staff left on it.
import { browser, float, laptop } from '../frames.mjs';
import { each, icon, inr } from '../kit.mjs';

const accent = '#334155';
const company = 'Vindhya Polymers';
const host = 'https://erp.vindhyapolymers.example.com';
const branches = ['Indore', 'Bhopal', 'Jabalpur'];

// The record's modules, as a menu names them.
const menuLabel = { 'Multi-role access': 'Roles', 'Order lifecycle': 'Orders', 'Alerts and chat': 'Alerts' };
const menuIcon = { Roles: 'shield-check', Branches: 'building-2', Inventory: 'boxes', Warehouse: 'warehouse', Orders: 'receipt-text', CRM: 'contact', Documents: 'folder-open', Alerts: 'bell', Integrations: 'plug' };
const modules = (service) => service.sections[0].cards.map((card) => menuLabel[card.title] ?? card.title).filter((label) => menuIcon[label]);

const stock = [
  ['PVC pipe 110 mm', '3917', [1240, 380, 95], 'Reorder', 'warn'],
  ['Elbow 90°, 75 mm', '3917', [5600, 2150, 3020], 'In stock', 'ok'],
  ['Ball valve 50 mm', '8481', [410, 120, 60], 'Low', 'bad'],
  ['Solvent cement', '3506', [980, 640, 710], 'In stock', 'ok'],
];

const shared = `
.erp { display: flex; background: #f3f5f8; --hi: #0f766e; --hi-soft: #ccfbf1; }
.erp .side { width: 118px; flex: none; background: #1e293b; color: #cbd5e1; padding: 10px 8px; display: flex; flex-direction: column; gap: 1px; }
.erp .side .logo { display: flex; align-items: center; gap: 6px; color: #fff; font-weight: 700; font-size: 12.5px; padding: 0 4px 10px; line-height: 1.15; }
.erp .side .logo i { width: 22px; height: 22px; border-radius: 6px; background: var(--hi); display: grid; place-items: center; font-style: normal; font-size: 12px; flex: none; }
.erp .side span { display: flex; align-items: center; gap: 7px; font-size: 12.5px; padding: 5px 6px; border-radius: 6px; }
.erp .side .on { background: var(--hi); color: #fff; font-weight: 600; }
.erp .main { flex: 1; min-width: 0; display: flex; flex-direction: column; }
.erp .top { display: flex; align-items: center; gap: 10px; padding: 7px 12px; background: #fff; border-bottom: 1px solid var(--line); font-size: 12.5px; }
.erp .top .branch { display: flex; align-items: center; gap: 5px; font-weight: 600; padding: 3px 8px; border: 1px solid var(--line); border-radius: 7px; }
.erp .top .role { margin-left: auto; color: var(--muted); display: flex; align-items: center; gap: 5px; }
.erp .top .bell { position: relative; color: var(--muted); }
.erp .top .bell b { position: absolute; top: -6px; right: -7px; min-width: 15px; height: 15px; border-radius: 8px; background: var(--bad); color: #fff; font-size: 12px; line-height: 15px; text-align: center; }
.erp .pill { font-size: 12px; }
.erp .tbl { font-size: 12.5px; }
.erp .tbl th { font-size: 12px; text-transform: none; letter-spacing: 0; padding: 6px 8px; }
.erp .tbl td { padding: 6px 7px; }
`;

const heroCss = `${shared}
.f-browser { left: 292px; top: 52px; width: 656px; height: 470px; }
.erp .body { padding: 10px 12px; display: flex; flex-direction: column; gap: 9px; }
.erp h1 { font-size: 16px; }
.erp .kpis { display: grid; grid-template-columns: repeat(3, 1fr); gap: 8px; }
.erp .kpi { padding: 7px 10px; }
.erp .kpi small { display: block; font-size: 12px; color: var(--muted); }
.erp .kpi b { font-size: 16px; }
.erp .kpi.warn b { color: var(--warn); }
.erp .tbl td small { display: block; font-size: 12px; color: var(--muted); }
.po { padding: 12px 14px; }
.po .row.t { justify-content: space-between; font-size: 12px; color: var(--muted); }
.po .row.t .pill { font-size: 12px; }
.po b.n { display: block; font-size: 16px; margin-top: 4px; }
.po .line { display: flex; justify-content: space-between; font-size: 13px; padding: 5px 0; border-top: 1px solid var(--line); }
.po .line:first-of-type { margin-top: 6px; }
.po .line span { color: var(--muted); }
.po .acts { display: flex; gap: 6px; margin-top: 8px; }
.po .acts .btn { flex: 1; font-size: 12.5px; padding: 6px 8px; }
.po .btn.primary { background: #0f766e; }
`;

const introCss = `${shared}
.f-laptop { left: 56px; top: 44px; width: 848px; }
.erp .side.slim { width: 46px; align-items: center; }
.erp .side.slim span { padding: 6px; }
.erp .body { padding: 10px 12px; display: flex; flex-direction: column; gap: 8px; }
.erp .ohead { display: flex; align-items: baseline; gap: 8px; }
.erp .ohead h1 { font-size: 16px; }
.erp .ohead span { font-size: 12.5px; color: var(--muted); }
.erp .ohead b { margin-left: auto; font-size: 16px; }
.life { display: flex; padding: 8px 6px; }
.life div { flex: 1; text-align: center; position: relative; font-size: 12px; font-weight: 600; color: var(--muted); }
.life div::before { content: ''; position: absolute; top: 11px; left: -50%; width: 100%; height: 2px; background: #d5dbe3; z-index: 0; }
.life div:first-child::before { display: none; }
.life div.done::before, .life div.now::before { background: var(--hi); }
.life i { position: relative; z-index: 1; width: 24px; height: 24px; margin: 0 auto 3px; border-radius: 50%; display: grid; place-items: center; background: #e2e8f0; color: #64748b; }
.life .done i { background: var(--hi); color: #fff; }
.life .now i { background: #fff; color: var(--hi); box-shadow: inset 0 0 0 2px var(--hi); }
.life .done, .life .now { color: var(--ink); }
.erp .split { display: grid; grid-template-columns: 1fr 176px; gap: 8px; align-items: start; }
.inv { overflow: hidden; }
.inv .tbl td.t { font-weight: 700; }
.inv .tbl td small { display: block; font-size: 12px; color: var(--muted); }
.inv .tbl td { padding: 5px 9px; }
.inv .tax td { color: var(--muted); }
.notes { padding: 8px 10px; display: flex; flex-direction: column; gap: 6px; }
.notes h2 { font-size: 12.5px; }
.note { font-size: 12px; padding: 6px 8px; border-radius: 8px; background: #f1f5f9; }
.note b { display: block; font-size: 12px; color: var(--hi); }
`;

/** The ERP's menu: a dashboard, then the record's modules (`slim`: their pictograms only). */
const side = (service, on, slim = false) =>
  `<div class="side${slim ? ' slim' : ''}"><span class="logo"><i>VP</i>${slim ? '' : company}</span><span>${icon('layout-dashboard', 14)}${slim ? '' : 'Dashboard'}</span>${each(modules(service).slice(0, 7), (label) => `<span class="${label === on ? 'on' : ''}">${icon(menuIcon[label], 14)}${slim ? '' : label}</span>`)}</div>`;

export default {
  hero: {
    frame: 'browser',
    accent,
    font: 'roboto',
    css: heroCss,
    render(service) {
      const app = `<div class="app erp">${side(service, 'Inventory')}
  <div class="main">
    <div class="top"><span class="branch">${icon('building-2', 13)}All branches${icon('chevron-down', 13)}</span><span class="role">${icon('user-round', 13)}Head office</span></div>
    <div class="body">
      <h1>Inventory · stock by branch</h1>
      <div class="kpis"><div class="card kpi"><small>Stock value</small><b>₹1.86 Cr</b></div><div class="card kpi warn"><small>Below reorder level</small><b>7 items</b></div><div class="card kpi"><small>Transfers in transit</small><b>3</b></div></div>
      <div class="card" style="overflow:hidden"><table class="tbl"><tr><th>Item · HSN</th>${each(branches, (b) => `<th class="num">${b}</th>`)}<th>Status</th></tr>
        ${each(stock, ([item, hsn, counts, status, tone]) => `<tr><td>${item}<small>HSN ${hsn} · ${counts.reduce((sum, n) => sum + n, 0).toLocaleString('en-IN')} in all</small></td>${each(counts, (n) => `<td class="num">${n.toLocaleString('en-IN')}</td>`)}<td><span class="pill ${tone}">${status}</span></td></tr>`)}
      </table></div>
    </div>
  </div>
</div>`;
      const po = `<div class="po"><div class="row t"><span>${icon('triangle-alert', 13)}From a reorder alert</span><span class="pill warn">Awaiting approval</span></div>
  <b class="n">Purchase order PO/IND/0419</b>
  <div class="line"><span>PVC resin, 12 t</span><b>${inr(1380000)}</b></div>
  <div class="line"><span>Deliver to</span><b>Indore warehouse</b></div>
  <div class="acts"><span class="btn primary">${icon('check', 13, 3)}Approve</span><span class="btn ghost">Edit</span></div></div>`;
      const gst = `<div class="po"><div class="row t"><span>${icon('receipt-text', 13)}Bhopal branch · just now</span><span class="pill ok">Raised</span></div>
  <b class="n">Tax invoice INV/BPL/2611</b>
  <div class="line"><span>Taxable value</span><b>${inr(200000)}</b></div>
  <div class="line"><span>CGST 9% + SGST 9%</span><b>${inr(36000)}</b></div>
  <div class="line"><span>Invoice total</span><b>${inr(236000)}</b></div></div>`;
      return (
        browser({ url: `${host}/inventory`, zoom: 1.17, body: app }) +
        float({ x: 300, y: 410, w: 316, zoom: 1.2, body: po }) +
        float({ x: 636, y: 446, w: 300, zoom: 1.2, body: gst })
      );
    },
  },
  intro: {
    frame: 'laptop',
    accent,
    font: 'roboto',
    css: introCss,
    render(service) {
      const steps = [['file-pen-line', 'Quotation', 'done'], ['clipboard-check', 'Order', 'done'], ['receipt-text', 'Invoice', 'done'], ['truck', 'Dispatch', 'done'], ['map-pin-check', 'Delivery', 'now'], ['indian-rupee', 'Payment', '']];
      // The same invoice the hero's branch raised: ₹2,00,000 taxable, 18% GST split into CGST and SGST.
      const lines = [['PVC pipe 110 mm', '3917', '400 m', 350, 140000], ['Elbow 90°, 75 mm', '3917', '600', 100, 60000]];
      const taxable = lines.reduce((sum, line) => sum + line[4], 0);
      const gst = taxable * 0.18;
      const app = `<div class="app erp">${side(service, 'Orders', true)}
  <div class="main">
    <div class="top"><span class="branch">${icon('building-2', 13)}Bhopal${icon('chevron-down', 13)}</span><span class="role">${icon('user-round', 13)}Branch manager</span><span class="bell">${icon('bell', 16)}<b>2</b></span></div>
    <div class="body">
      <div class="ohead"><h1>Order SO/BPL/1187</h1><span>Narmada Agro Dealers, Vidisha</span><b>${inr(taxable + gst)}</b></div>
      <div class="card life">${each(steps, ([ic, label, state]) => `<div class="${state}"><i>${icon(state === 'done' ? 'check' : ic, 13, state === 'done' ? 3 : 2)}</i>${label}</div>`)}</div>
      <div class="split">
        <div class="card inv"><table class="tbl"><tr><th>Tax invoice INV/BPL/2611</th><th class="num">Amount</th></tr>
          ${each(lines, ([item, hsn, qty, rate, amount]) => `<tr><td>${item}<small>HSN ${hsn} · ${qty} × ${inr(rate)}</small></td><td class="num">${inr(amount)}</td></tr>`)}
          <tr class="tax"><td>CGST 9% + SGST 9%</td><td class="num">${inr(gst)}</td></tr>
          <tr><td class="t">Total</td><td class="num t">${inr(taxable + gst)}</td></tr>
        </table></div>
        <div class="card notes"><h2>On this order</h2>
          <div class="note"><b>Warehouse</b>Packed and loaded, e-way bill attached</div>
          <div class="note"><b>Delivery</b>Reached Vidisha, proof of delivery uploaded</div>
        </div>
      </div>
    </div>
  </div>
</div>`;
      return laptop({ url: `${host}/orders/1187`, zoom: 1.5, body: app });
    },
  },
};
