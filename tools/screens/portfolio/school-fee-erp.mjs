// A school ERP in the accountant's role: a student's fee ledger by instalment with concession and
// receipts, the receipt just issued, and the month's attendance.
import { laptop } from '../frames.mjs';
import { appBarCss, icon, inr, pageCss } from '../kit.mjs';

const instalments = [
  ['Q1 · April', '10 Apr', 18500, 1850, 'Paid 08 Apr', 'ok', 'R-4127'],
  ['Q2 · July', '10 Jul', 18500, 1850, 'Paid 09 Jul', 'ok', 'R-4630'],
  ['Q3 · October', '10 Oct', 18500, 1850, 'Paid today', 'ok', 'R-5521'],
  ['Q4 · January', '10 Jan', 18500, 1850, 'Upcoming', 'plain', ''],
];
// October: P present, A absent, H holiday, - school closed (Sunday).
const october = 'PPPPP-HPPPPP-PPAPPP-PPPPPP-PPP';

export default {
  frame: 'laptop',
  layout: 'fee ledger table beside a receipt and an attendance month',
  accent: '#16a34a',
  font: 'jakarta',
  css: `
${pageCss('.sc', '#f6f8f7')}
${appBarCss({
  bar: ['.topbar', 'gap: 12px; padding: 8px 14px; background: #fff; border-bottom: 1px solid var(--line);'],
  name: ['.logo', 'gap: 7px; font-weight: 800; font-size: 13px; color: #14532d; white-space: nowrap;'],
  tile: [24, '7px', 'var(--accent)', '#fff'],
})}
.menu { display: flex; gap: 14px; font-size: 12px; font-weight: 600; color: var(--muted); margin-left: 12px; }
.menu .on { color: #14532d; box-shadow: inset 0 -2px 0 var(--accent); padding-bottom: 3px; }
.topbar .pill { margin-left: auto; }
.body { display: flex; flex-direction: column; gap: 10px; padding: 10px 14px; }
.lower { display: grid; grid-template-columns: 1fr 1fr; gap: 10px; }
.student { display: flex; align-items: center; gap: 10px; padding: 8px 12px; }
.student .id { width: 34px; height: 34px; border-radius: 9px; background: #dcfce7; color: #15803d; display: grid; place-items: center; }
.student b { font-size: 14px; display: block; }
.student .muted { font-size: 11.5px; }
.sum { display: flex; gap: 16px; margin-left: auto; text-align: right; }
.sum small { display: block; font-size: 11px; color: var(--muted); }
.sum b { font-size: 14px; }
.ledger { overflow: hidden; }
.ledger .tbl td { padding: 6px 9px; }
.ledger .tbl th { padding: 6px 9px; }
.ledger tr.now td { background: #f0fdf4; font-weight: 600; }
.conc { color: var(--ok); }
.rcpt { padding: 12px; position: relative; overflow: hidden; }
.rcpt h3 { font-size: 12.5px; display: flex; justify-content: space-between; }
.rcpt .amt { font-size: 22px; font-weight: 800; margin: 6px 0 2px; }
.rcpt .line { display: flex; justify-content: space-between; font-size: 11.5px; color: var(--muted); padding: 3px 0; border-top: 1px dashed var(--line); }
.rcpt .cols { display: grid; grid-template-columns: 1fr 1fr; gap: 0 14px; }
.stamp { position: absolute; right: 16px; top: 16px; transform: rotate(-14deg); border: 2.5px solid var(--ok); color: var(--ok); border-radius: 8px; padding: 2px 8px; font-weight: 800; font-size: 15px; letter-spacing: .08em; opacity: .85; }
.att { padding: 10px 12px; }
.att h3 { font-size: 12.5px; display: flex; justify-content: space-between; align-items: baseline; }
.att h3 span { color: var(--ok); font-size: 12px; }
.days { display: grid; grid-template-columns: repeat(6, 1fr); gap: 4px; margin-top: 8px; }
.days i { height: 11px; border-radius: 3px; background: #86efac; }
.days i.A { background: #f87171; } .days i.H { background: #fde68a; } .days i.x { background: #eef1f4; }
.remind { display: flex; align-items: center; gap: 6px; margin-top: 8px; font-size: 11px; color: var(--muted); }
`,
  render() {
    const balance = instalments.filter(([, , , , s]) => !s.startsWith('Paid')).reduce((sum, [, , a, c]) => sum + a - c, 0);
    const paid = instalments.filter(([, , , , s]) => s.startsWith('Paid')).reduce((sum, [, , a, c]) => sum + a - c, 0);
    const rows = instalments.map(([term, due, amount, conc, status, tone, rc], i) => `<tr class="${i === 2 ? 'now' : ''}"><td>${term}</td><td>${due}</td><td class="num">${inr(amount)}</td><td class="num conc">−${inr(conc)}</td><td><span class="pill ${tone}">${status}</span></td><td>${rc}</td></tr>`);
    const marks = [...october.replace(/-/g, '')].slice(0, 24);
    const days = marks.map((d) => `<i class="${d === 'P' ? '' : d}"></i>`).join('');
    const present = marks.filter((d) => d === 'P').length;
    const open = marks.filter((d) => d !== 'H').length;
    return laptop({
      zoom: 1.3,
      body: `<div class="app sc">
  <div class="topbar"><span class="logo"><i>${icon('graduation-cap', 15)}</i>Nalanda Valley School</span><div class="menu"><span>Admissions</span><span class="on">Fees</span><span>Attendance</span><span>Results</span></div><span class="pill accent">${icon('user-round', 12)}Accountant</span></div>
  <div class="body">
    <div class="card student"><span class="id">${icon('id-card', 18)}</span><div><b>ADM/2023/0418</b><span class="muted">Class VIII-B · Roll 24 · sibling concession 10%</span></div>
        <div class="sum"><div><small>Paid</small><b>${inr(paid)}</b></div><div><small>Balance</small><b>${inr(balance)}</b></div></div></div>
    <div class="card ledger"><table class="tbl"><tr><th>Instalment</th><th>Due</th><th class="num">Fee</th><th class="num">Concession</th><th>Status</th><th>Receipt</th></tr>${rows.join('')}</table></div>
    <div class="lower">
      <div class="card rcpt"><h3>Receipt R-5521 · 14 Oct</h3><div class="amt">${inr(16650)}</div><div class="muted" style="font-size:11.5px;margin-bottom:6px">Q3 tuition · paid by UPI</div><div class="line"><span>Fee ${inr(18500)}</span><span>Concession −${inr(1850)}</span></div><span class="stamp">PAID</span></div>
      <div class="card att"><h3>October attendance<span>${present} of ${open} days</span></h3><div class="days">${days}</div><div class="remind">${icon('bell', 12)}Parent alerted for 16 Oct</div></div>
    </div>
  </div>
</div>`,
    });
  },
};
