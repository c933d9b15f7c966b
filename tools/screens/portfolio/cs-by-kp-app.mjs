// A company secretary practice's Android app: a client company's ROC deadlines, and a document
// scanned with the camera on its way to the practice.
import { float, phone } from '../frames.mjs';
import { each, icon } from '../kit.mjs';

const deadlines = [
  ['30', 'Oct', 'AOC-4', 'Financial statements', '<span class="pill warn">Due in 3 days</span>', 'soon'],
  ['29', 'Nov', 'MGT-7', 'Annual return', '<span class="pill plain">In 33 days</span>', ''],
  ['14', 'Oct', 'ADT-1', 'Auditor appointment', `<span class="pill ok">${icon('check', 12, 3)}Filed</span>`, 'done'],
  ['30', 'Sep', 'DIR-3 KYC', 'Directors’ KYC', `<span class="pill ok">${icon('check', 12, 3)}Filed</span>`, 'done'],
];

export default {
  frame: 'phone',
  layout: 'deadline list with a camera upload',
  accent: '#4338ca',
  font: 'roboto',
  css: `
.cs { display: flex; flex-direction: column; background: #f6f6fb; font-size: 15px; }
.top { background: var(--accent); color: #fff; padding: 6px 18px 16px; }
.top .row { justify-content: space-between; }
.top h1 { font-size: 23px; font-weight: 600; }
.company { display: inline-flex; align-items: center; gap: 6px; margin-top: 10px; padding: 6px 12px; border-radius: 18px; background: rgba(255,255,255,.16); font-size: 14.5px; font-weight: 500; }
.tabs { display: flex; background: var(--accent); color: rgba(255,255,255,.72); font-size: 15px; font-weight: 600; }
.tabs span { flex: 1; text-align: center; padding: 10px 0 12px; }
.tabs .on { color: #fff; box-shadow: inset 0 -3px 0 #fff; }
.list { flex: 1; padding: 12px 12px 0; display: flex; flex-direction: column; gap: 9px; }
.item { display: flex; align-items: center; gap: 12px; padding: 11px 12px; background: #fff; border-radius: 14px; box-shadow: 0 1px 2px rgba(15,23,42,.08); }
.day { width: 48px; flex: none; text-align: center; padding: 5px 0; border-radius: 10px; background: #eef0fb; color: var(--accent-ink); }
.day b { display: block; font-size: 20px; line-height: 1.05; }
.day small { font-size: 14px; }
.soon .day { background: var(--accent); color: #fff; }
.done { opacity: .8; }
.item .what b { display: block; font-size: 17px; }
.item .what span { font-size: 14px; color: var(--muted); }
.item .pill { font-size: 14px; padding: 3px 9px; }
.fab { align-self: flex-end; margin: 8px 14px 10px; display: inline-flex; align-items: center; gap: 8px; padding: 13px 18px; border-radius: 16px; background: #dcdcfb; color: #1e1b6b; font-weight: 600; font-size: 15px; box-shadow: 0 3px 8px rgba(15,23,42,.18); }
.nav { display: flex; background: #fff; border-top: 1px solid #e6e6ef; padding: 8px 0 22px; }
.nav span { flex: 1; display: flex; flex-direction: column; align-items: center; gap: 3px; font-size: 14px; color: #5b6174; }
.nav .on { color: var(--accent-ink); font-weight: 600; }
.nav .on svg { background: #dcdcfb; border-radius: 12px; padding: 3px 14px; box-sizing: content-box; }
.note { padding: 14px 16px; font-size: 14px; }
.note .app-row { display: flex; align-items: center; gap: 7px; color: var(--muted); font-size: 11px; }
.note .appicon { width: 20px; height: 20px; border-radius: 6px; background: var(--accent); color: #fff; display: grid; place-items: center; font-size: 10px; font-weight: 700; }
.note b { display: block; font-size: 15px; margin: 6px 0 2px; }
.note p { color: #3f4657; font-size: 12.5px; }
.upload { padding: 14px 16px; }
.upload .doc { width: 44px; height: 52px; border-radius: 8px; background: var(--accent-soft); color: var(--accent); display: grid; place-items: center; }
.upload b { font-size: 15px; display: block; }
.upload small { font-size: 12px; color: var(--muted); }
.upload .meter { margin: 12px 0 8px; }
.upload .row.meta { justify-content: space-between; font-size: 12px; }
`,
  render() {
    const screen = `<div class="app cs">
  <div class="top"><div class="row"><h1>Compliance</h1>${icon('bell', 22)}</div><span class="company">${icon('building-2', 16)}Aravali Tools Pvt Ltd${icon('chevron-down', 16)}</span></div>
  <div class="tabs"><span class="on">Upcoming · 2</span><span>Filed · 14</span></div>
  <div class="list">${each(deadlines, ([d, m, form, what, pill, state]) => `<div class="item ${state}"><div class="day"><b>${d}</b><small>${m}</small></div><div class="what grow"><b>${form}</b><span>${what}</span></div>${pill}</div>`)}</div>
  <span class="fab">${icon('camera', 20)}Scan document</span>
  <div class="nav"><span class="on">${icon('calendar-check', 20)}Deadlines</span><span>${icon('folder', 20)}Documents</span><span>${icon('megaphone', 20)}Notices</span></div>
</div>`;
    return (
      phone({ x: 110, zoom: 1, statusBar: '#4338ca', light: true, body: screen }) +
      float({
        x: 486, y: 96, w: 410, zoom: 1.55,
        body: `<div class="note"><div class="app-row"><span class="appicon">CS</span>CS by KP · now</div><b>AOC-4 is due on 30 Oct</b><p>Aravali Tools Pvt Ltd: upload the signed financial statements to file on time.</p></div>`,
      }) +
      float({
        x: 530, y: 390, w: 366, zoom: 1.5,
        body: `<div class="upload"><div class="row"><div class="doc">${icon('file-check', 24)}</div><div class="grow"><b>Board resolution</b><small>3 pages · scanned with the camera</small></div></div><div class="meter"><i style="width:100%"></i></div><div class="row meta"><span class="pill ok">${icon('check', 12, 3)}Uploaded</span><span class="muted">Sent to the practice</span></div></div>`,
      })
    );
  },
};
