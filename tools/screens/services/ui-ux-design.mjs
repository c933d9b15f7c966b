// UI/UX design: a diagnostics lab's home-collection booking flow on a review board (a plain board of
// ours, no design tool's interface). The hero takes one step of the flow from wireframe to finished
// screens, with the reviewers' numbered notes; the intro is the handover to developers: components
// and their states, colour tokens with their measured contrast, the type scale and a measured chip.
import { each, icon, inr } from '../kit.mjs';

const accent = '#c026d3';
const brand = { name: 'Aarav Diagnostics', ink: '#0f766e' };
const days = [['Mon', 12], ['Tue', 13], ['Wed', 14], ['Thu', 15]];
const slots = { Morning: ['7:00', '7:30', '8:00', '8:30'], Evening: ['5:00', '5:30', '6:00'] };

/** WCAG contrast ratio of two sRGB colours, to one decimal. */
function contrast(a, b) {
  const lum = (hex) => {
    const [r, g, bl] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (Math.floor(((hi + 0.05) / (lo + 0.05)) * 10) / 10).toFixed(1);
}

/** The four steps of the record's process, the current one marked. */
const steps = (service, current) =>
  `<div class="steps">${each(service.sections[0].cards.map((card) => card.title), (title, i) => `<span class="${title === current ? 'on' : ''}"><i>${i + 1}</i>${title}</span>`)}</div>`;

const css = `
.board { position: absolute; inset: 40px 18px 30px 22px; border-radius: 22px; background-color: #f6f5fa; background-image: radial-gradient(#dcd8e8 1.2px, transparent 1.2px); background-size: 22px 22px;
  box-shadow: 0 0 0 1px rgba(15, 23, 42, .08), 0 30px 60px -24px rgba(15, 23, 42, .45); font-family: 'Plus Jakarta Sans Variable', 'Inter Variable'; color: #1e1b2e; overflow: hidden; }
.board .bh { display: flex; align-items: center; gap: 12px; padding: 16px 22px; }
.board .bh h1 { font-size: 19px; }
.board .bh small { display: block; font-size: 14px; color: #6b6580; font-weight: 500; }
.steps { margin-left: auto; display: flex; gap: 6px; }
.steps span { display: flex; align-items: center; gap: 6px; font-size: 14px; font-weight: 600; color: #6b6580; padding: 5px 10px 5px 6px; border-radius: 99px; background: #fff; box-shadow: inset 0 0 0 1px #e4e0ee; }
.steps i { font-style: normal; width: 20px; height: 20px; border-radius: 50%; background: #ece9f4; display: grid; place-items: center; font-size: 14px; }
.steps .on { background: var(--accent); color: #fff; box-shadow: none; }
.steps .on i { background: rgba(255,255,255,.25); }
.ab { position: absolute; width: 236px; }
.ab > small { display: flex; align-items: center; gap: 6px; font-size: 14px; font-weight: 700; color: #6b6580; margin-bottom: 7px; }
.ab .scr { height: 418px; border-radius: 22px; background: #fff; box-shadow: 0 1px 2px rgba(30,27,46,.08), 0 12px 28px -14px rgba(30,27,46,.35); overflow: hidden; display: flex; flex-direction: column; font-size: 15px; }
.wf .scr { background: #fcfcfd; box-shadow: inset 0 0 0 2px #c9c5d6; color: #5b566c; }
.wf .t { font-size: 17px; font-weight: 700; padding: 18px 16px 10px; border-bottom: 2px dashed #d6d2e2; }
.wf .box { margin: 10px 14px 0; border: 2px dashed #c9c5d6; border-radius: 10px; padding: 8px 10px; font-size: 14px; }
.wf .chips { display: flex; gap: 6px; margin: 10px 14px 0; }
.wf .chips span { flex: 1; border: 2px solid #c9c5d6; border-radius: 8px; text-align: center; padding: 6px 0; font-size: 14px; }
.wf .lab { margin: 12px 14px 0; font-size: 14px; font-weight: 700; }
.wf .cta { margin: auto 14px 16px; border: 2px solid #5b566c; border-radius: 10px; text-align: center; padding: 10px; font-weight: 700; }
.hf .top { background: ${brand.ink}; color: #fff; padding: 16px 14px 12px; }
.hf .top small { font-size: 14px; color: #ccfbf1; display: block; }
.hf .top b { font-size: 18px; }
.hf .days { display: flex; gap: 6px; margin: 12px 12px 0; }
.hf .days span { flex: 1; text-align: center; border-radius: 12px; padding: 6px 0; background: #f0fdfa; color: #134e4a; font-size: 14px; font-weight: 600; line-height: 1.15; }
.hf .days b { display: block; font-size: 17px; }
.hf .days .on { background: ${brand.ink}; color: #fff; }
.hf .lab { margin: 12px 14px 6px; font-size: 14px; font-weight: 700; color: #475569; display: flex; align-items: center; gap: 5px; }
.hf .slots { display: grid; grid-template-columns: repeat(3, 1fr); gap: 6px; margin: 0 12px; }
.hf .slots span { text-align: center; padding: 9px 0; border-radius: 10px; box-shadow: inset 0 0 0 1.5px #cbd5e1; font-size: 15px; font-weight: 600; }
.hf .slots .on { background: ${brand.ink}; color: #fff; box-shadow: none; }
.hf .foot { margin-top: auto; padding: 12px 14px 16px; border-top: 1px solid #e2e8f0; display: flex; align-items: center; gap: 10px; }
.hf .foot b { display: block; font-size: 18px; }
.hf .foot small { font-size: 14px; color: #64748b; }
.hf .foot .go { margin-left: auto; background: ${brand.ink}; color: #fff; border-radius: 12px; padding: 12px 14px; font-weight: 700; }
.hf .sum { margin: 12px 12px 0; border-radius: 14px; box-shadow: inset 0 0 0 1px #e2e8f0; padding: 4px 12px; }
.hf .sum .r { display: flex; justify-content: space-between; gap: 8px; padding: 8px 0; font-size: 15px; }
.hf .sum .r + .r { border-top: 1px solid #eef2f6; }
.hf .sum .r span { color: #64748b; }
.hf .sum .r b { text-align: right; }
.hf .pay { margin: auto 12px 16px; background: ${brand.ink}; color: #fff; border-radius: 14px; padding: 13px; text-align: center; font-weight: 700; font-size: 16px; }
.hf .safe { margin: 10px 14px 0; display: flex; align-items: center; gap: 6px; font-size: 14px; color: #15803d; font-weight: 600; }
.pin { position: absolute; width: 28px; height: 28px; border-radius: 50% 50% 50% 4px; background: var(--accent); color: #fff; display: grid; place-items: center; font-size: 15px; font-weight: 800; box-shadow: 0 4px 10px -2px rgba(192,38,211,.5); }
.note { position: absolute; top: 552px; width: 272px; padding: 10px 12px; border-radius: 12px; background: #fff; box-shadow: 0 0 0 1.5px var(--accent), 0 14px 26px -12px rgba(30,27,46,.4); font-size: 14px; line-height: 1.35; }
.note b { display: flex; align-items: center; gap: 6px; color: #86198f; font-size: 14px; margin-bottom: 2px; }
.note b i { font-style: normal; width: 20px; height: 20px; border-radius: 50%; background: var(--accent); color: #fff; display: grid; place-items: center; font-size: 14px; }
.arrow { position: absolute; color: #a39db8; }
.sec { position: absolute; border-radius: 16px; background: #fff; box-shadow: 0 1px 2px rgba(30,27,46,.08), 0 12px 28px -16px rgba(30,27,46,.35); padding: 14px 16px; }
.sec h2 { font-size: 14px; font-weight: 700; color: #6b6580; text-transform: uppercase; letter-spacing: .06em; margin-bottom: 10px; }
.btns { display: grid; grid-template-columns: auto 1fr; gap: 10px 14px; align-items: center; }
.btns .b { border-radius: 12px; padding: 13px 20px; font-weight: 700; font-size: 17px; text-align: center; }
.btns .p { background: ${brand.ink}; color: #fff; }
.btns .ph { background: #115e59; color: #fff; box-shadow: 0 0 0 3px #fff, 0 0 0 5px #2563eb; }
.btns .s { background: #fff; color: ${brand.ink}; box-shadow: inset 0 0 0 2px ${brand.ink}; }
.btns .d { background: #e2e8f0; color: #64748b; }
.btns small { font-size: 15px; color: #4b4660; }
.tok { display: flex; align-items: center; gap: 12px; padding: 7px 0; border-top: 1px solid #eeecf3; font-size: 14px; }
.tok:first-of-type { border-top: 0; }
.tok i { width: 38px; height: 38px; border-radius: 10px; flex: none; box-shadow: inset 0 0 0 1px rgba(0,0,0,.08); }
.tok b { display: block; font-size: 15px; }
.tok span { color: #6b6580; }
.tok .ratio { margin-left: auto; text-align: right; font-weight: 700; color: #15803d; }
.tok .ratio small { display: block; font-size: 14px; font-weight: 600; }
.typ .l { display: flex; align-items: baseline; justify-content: space-between; gap: 10px; padding: 5px 0; border-top: 1px solid #eeecf3; }
.typ .l:first-of-type { border-top: 0; }
.typ .l span { font-size: 14px; color: #6b6580; white-space: nowrap; }
.spec .chip { position: relative; display: inline-grid; place-items: center; width: 96px; height: 48px; border-radius: 10px; background: ${brand.ink}; color: #fff; font-size: 16px; font-weight: 700; margin: 26px 0 6px 44px; }
.spec .dim { position: absolute; color: #86198f; font-size: 14px; font-weight: 700; }
.spec .hline { position: absolute; height: 0; border-top: 1.5px solid var(--accent); }
.spec .vline { position: absolute; width: 0; border-left: 1.5px solid var(--accent); }
.spec p { font-size: 14px; color: #4b4660; margin-top: 8px; }
`;

// The hero's board stands at the right of the canvas: its left part lies under the page's title.
const heroCss = `${css}
.board.narrow { left: 262px; right: 10px; }
.narrow .bh { flex-direction: column; align-items: flex-start; gap: 8px; padding: 14px 16px 0; }
.narrow .steps { margin-left: 0; }
.narrow .ab { width: 206px; }
.narrow .ab.wf { width: 176px; }
.narrow .ab .scr { height: 392px; }
.narrow .note { top: 556px; width: 206px; padding: 8px 10px; }
`;

export default {
  hero: {
    frame: 'board',
    accent,
    font: 'jakarta',
    css: heroCss,
    render(service) {
      // Wireframes are the process's second step, finished screens its third: the board is at the third.
      const refinement = service.sections[0].cards[2].title;
      const wireframe = `<div class="ab wf" style="left:16px;top:126px"><small>${icon('pen-tool', 14)}Wireframe · Pick a slot</small><div class="scr">
  <div class="t">Pick a slot</div>
  <div class="box">Test: Full body checkup</div>
  <div class="chips">${each(days.slice(0, 3), ([d, n]) => `<span>${d} ${n}</span>`)}</div>
  <div class="lab">Morning</div><div class="chips">${each(slots.Morning.slice(0, 3), (t) => `<span>${t}</span>`)}</div>
  <div class="lab">Evening</div><div class="chips">${each(slots.Evening, (t) => `<span>${t}</span>`)}</div>
  <div class="box">Price, and what it includes</div>
  <div class="cta">Continue</div></div></div>`;
      const pick = `<div class="ab hf" style="left:228px;top:126px"><small>${icon('smartphone', 14)}Finished · Pick a slot</small><div class="scr">
  <div class="top"><small>${brand.name}</small><b>Home sample collection</b></div>
  <div class="days">${each(days, ([d, n], i) => `<span class="${i === 1 ? 'on' : ''}">${d}<b>${n}</b></span>`)}</div>
  <div class="lab">${icon('sunrise', 14)}Morning</div><div class="slots">${each(slots.Morning.slice(0, 3), (t, i) => `<span class="${i === 1 ? 'on' : ''}">${t}</span>`)}</div>
  <div class="lab">${icon('sunset', 14)}Evening</div><div class="slots">${each(slots.Evening, (t) => `<span>${t}</span>`)}</div>
  <div class="foot"><div><b>${inr(1499)}</b><small>Full body checkup</small></div><span class="go">Continue</span></div></div></div>`;
      const confirm = `<div class="ab hf" style="left:466px;top:126px"><small>${icon('smartphone', 14)}Finished · Confirm</small><div class="scr">
  <div class="top"><small>Step 3 of 3</small><b>Confirm and pay</b></div>
  <div class="sum"><div class="r"><span>Test</span><b>Full body checkup</b></div><div class="r"><span>Slot</span><b>Tue 13 Oct, 7:30 AM</b></div><div class="r"><span>At</span><b>Kothrud, Pune</b></div><div class="r"><span>Home visit</span><b>Free</b></div></div>
  <div class="safe">${icon('shield-check', 15)}Report on the app in 24 hours</div>
  <div class="pay">Pay ${inr(1499)} by UPI</div></div></div>`;
      const arrows = `<span class="arrow" style="left:196px;top:320px">${icon('arrow-right', 28, 2.5)}</span><span class="arrow" style="left:436px;top:320px">${icon('arrow-right', 28, 2.5)}</span>`;
      // Reviewers' notes: a numbered pin on the element, the note in the row under the screens.
      const notes = `
  <span class="pin" style="left:330px;top:306px">1</span><span class="pin" style="left:204px;top:484px">2</span><span class="pin" style="left:656px;top:476px">3</span>
  <div class="note" style="left:16px"><b><i>1</i>Slots by time of day</b>Morning first, for tests that need fasting.</div>
  <div class="note" style="left:240px"><b><i>2</i>Price stays in view</b>The total follows the visitor to the button.</div>
  <div class="note" style="left:466px"><b><i>3</i>Contrast ${contrast('#ffffff', brand.ink)}:1</b>White on teal passes AA at any size.</div>`;
      return `<div class="board narrow"><div class="bh"><div><h1>Home collection booking</h1><small>Review 2 · wireframe to finished screens</small></div>${steps(service, refinement)}</div>
  ${wireframe}${arrows}${pick}${confirm}${notes}</div>`;
    },
  },
  intro: {
    frame: 'board',
    accent,
    font: 'jakarta',
    css,
    render(service) {
      const delivery = service.sections[0].cards.at(-1).title;
      const tokens = [['#0f766e', 'Primary', 'buttons, links'], ['#134e4a', 'Primary dark', 'headings'], ['#64748b', 'Muted', 'captions']];
      const buttons = `<div class="sec" style="left:26px;top:94px;width:412px"><h2>Buttons</h2><div class="btns">
  <span class="b p">Continue</span><small>Default</small>
  <span class="b ph">Continue</span><small>Focus: 2 px ring</small>
  <span class="b s">Change slot</span><small>Secondary</small>
  <span class="b d">Continue</span><small>Disabled until a slot is picked</small></div></div>`;
      const colours = `<div class="sec" style="left:458px;top:94px;width:436px"><h2>Colour tokens</h2>${each(tokens, ([hex, name, use]) => `<div class="tok"><i style="background:${hex}"></i><div><b>${name}</b><span>${hex} · ${use}</span></div><span class="ratio">${contrast(hex, '#ffffff')}:1<small>on white</small></span></div>`)}</div>`;
      const type = `<div class="sec typ" style="left:26px;top:426px;width:412px"><h2>Type scale</h2>
  <div class="l"><b style="font-size:24px">Confirm and pay</b><span>24 / 32</span></div>
  <div class="l"><span style="font-size:16px;color:#1e1b2e">Full body checkup</span><span>16 / 24</span></div>
  <div class="l"><span style="font-size:14px;color:#64748b">Report in 24 hours</span><span>14 / 20</span></div></div>`;
      const spec = `<div class="sec spec" style="left:458px;top:360px;width:436px"><h2>Slot chip · measured</h2>
  <span class="chip">7:30</span>
  <span class="hline" style="left:60px;top:62px;width:96px"></span><span class="dim" style="left:90px;top:42px">96</span>
  <span class="vline" style="left:160px;top:78px;height:48px"></span><span class="dim" style="left:166px;top:92px">48</span>
  <span class="dim" style="left:210px;top:70px">radius 10 · gap 6</span>
  <p>Tap target 48 px high, as every control in the app. Exported with spacing, states and assets.</p></div>`;
      return `<div class="board"><div class="bh"><div><h1>Handover to developers</h1><small>${brand.name} · booking flow</small></div>${steps(service, delivery)}</div>
  ${buttons}${colours}${type}${spec}</div>`;
    },
  },
};
