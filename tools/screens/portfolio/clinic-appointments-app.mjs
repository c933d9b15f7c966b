// A multi-doctor clinic's Android app: a doctor's free and booked slots for the day, the patient's
// token and place in the queue, and a prescription shared to the app.
import { float, phone } from '../frames.mjs';
import { each, icon } from '../kit.mjs';

const days = [['Mon', 13], ['Tue', 14], ['Wed', 15], ['Thu', 16], ['Fri', 17]];
const evening = [['5:00', ''], ['5:15', 'booked'], ['5:30', '']];
const slots = [
  ['10:00', 'booked'], ['10:15', 'booked'], ['10:30', ''],
  ['10:45', 'booked'], ['11:00', 'picked'], ['11:15', ''],
  ['11:30', ''], ['11:45', 'booked'], ['12:00', ''],
];

export default {
  frame: 'phone',
  layout: 'doctor, date strip and slot grid beside the queue token',
  accent: '#0d9488',
  font: 'roboto',
  css: `
.cl { background: #fff; display: flex; flex-direction: column; font-size: 15px; }
.bar { display: flex; align-items: center; gap: 14px; padding: 8px 16px 12px; }
.bar h1 { font-size: 20px; font-weight: 600; }
.doc { margin: 0 14px; display: flex; gap: 12px; align-items: center; padding: 12px; border-radius: 16px; background: var(--accent-soft); }
.doc .ic { width: 46px; height: 46px; border-radius: 14px; background: var(--accent); color: #fff; display: grid; place-items: center; }
.doc b { display: block; font-size: 16px; }
.doc span { font-size: 14px; color: #35525a; }
.sec { margin: 16px 16px 8px; font-size: 15px; font-weight: 600; display: flex; justify-content: space-between; }
.sec span { color: var(--muted); font-weight: 500; font-size: 14px; }
.days { display: flex; gap: 7px; padding: 0 14px; }
.days div { flex: 1; text-align: center; padding: 7px 0; border-radius: 14px; border: 1px solid var(--line); }
.days small { display: block; font-size: 14px; color: var(--muted); }
.days b { font-size: 18px; }
.days .on { background: var(--accent); border-color: var(--accent); color: #fff; }
.days .on small { color: #ccfbf1; }
.slots { display: grid; grid-template-columns: repeat(3, 1fr); gap: 8px; padding: 0 14px; }
.slots span { text-align: center; padding: 9px 0; border-radius: 12px; border: 1px solid #99d5cf; color: var(--accent-ink); font-weight: 600; font-size: 15px; }
.slots .booked { border-color: transparent; background: #f1f5f9; color: #94a3b8; text-decoration: line-through; }
.slots .picked { background: var(--accent); color: #fff; border-color: var(--accent); }
.cta { margin: auto 14px 26px; padding: 14px; border-radius: 26px; background: var(--accent); color: #fff; text-align: center; font-weight: 600; font-size: 16px; }
.token { padding: 18px 20px; text-align: center; }
.token small { font-size: 12px; color: var(--muted); text-transform: uppercase; letter-spacing: .08em; font-weight: 600; }
.token .n { font-size: 60px; font-weight: 700; line-height: 1; color: var(--accent-ink); margin: 6px 0 4px; }
.token .row { justify-content: center; gap: 8px; margin-top: 8px; }
.queue { display: flex; gap: 6px; justify-content: center; margin-top: 12px; }
.queue i { width: 26px; height: 8px; border-radius: 4px; background: #cbd5e1; }
.queue i.me { background: var(--accent); }
.pdf { padding: 14px 16px; display: flex; gap: 12px; align-items: center; }
.pdf .ic { width: 40px; height: 46px; border-radius: 8px; background: #fee2e2; color: #b91c1c; display: grid; place-items: center; }
.pdf b { display: block; font-size: 14px; }
.pdf span { font-size: 12px; color: var(--muted); }
`,
  render() {
    const screen = `<div class="app cl">
  <div class="bar">${icon('arrow-left', 22)}<h1>Book appointment</h1></div>
  <div class="doc"><span class="ic">${icon('stethoscope', 24)}</span><div class="grow"><b>General Physician</b><span>Room 3 · OPD 10 am to 1 pm</span></div></div>
  <div class="sec">Choose a day<span>October</span></div>
  <div class="days">${each(days, ([d, n], i) => `<div class="${i === 1 ? 'on' : ''}"><small>${d}</small><b>${n}</b></div>`)}</div>
  <div class="sec">Morning slots<span>4 free</span></div>
  <div class="slots">${each(slots, ([t, s]) => `<span class="${s}">${t}</span>`)}</div>
  <div class="sec">Evening slots<span>2 free</span></div>
  <div class="slots">${each(evening, ([t, s]) => `<span class="${s}">${t}</span>`)}</div>
  <div class="cta">Confirm 11:00 am</div>
</div>`;
    return (
      phone({ x: 96, zoom: 1, body: screen }) +
      float({
        x: 500, y: 92, w: 380, zoom: 1.6,
        body: `<div class="token"><small>Your token · Tue 14 Oct</small><div class="n">14</div><div class="strong">General Physician · Room 3</div><div class="queue"><i></i><i></i><i></i><i class="me"></i></div><div class="row"><span class="pill accent">3 patients ahead</span><span class="pill plain">About 20 min</span></div></div>`,
      }) +
      float({
        x: 500, y: 474, w: 390, zoom: 1.55,
        body: `<div class="pdf"><span class="ic">${icon('file-text', 22)}</span><div class="grow"><b>Prescription shared</b><span>PDF · from your 2 Oct visit</span></div>${icon('download', 18)}</div>`,
      })
    );
  },
};
