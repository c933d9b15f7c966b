// A placement agency's hiring tracker: one client opening's candidates in columns by interview
// round, CV skills and notice periods parsed into each card, and the recruiter's week.
import { laptop } from '../frames.mjs';
import { each, icon, pageCss } from '../kit.mjs';

const columns = [
  ['Screening', 6, [['CND-1042', '5 yrs · Java, Spring', '30 days'], ['CND-1051', '3 yrs · Node.js, SQL', '60 days'], ['CND-1057', '4 yrs · Java, Kafka', 'Immediate']]],
  ['Round 1', 4, [['CND-0998', '6 yrs · Java, AWS', '30 days', 'Today 3 pm'], ['CND-1013', '4 yrs · Spring, React', '45 days']]],
  ['Round 2', 2, [['CND-0971', '7 yrs · Java, Microservices', '60 days', 'Thu 11 am'], ['CND-0985', '5 yrs · Go, Kafka', '30 days']]],
  ['Offer', 1, [['CND-0940', '6 yrs · Java, GCP', '30 days', 'Offer sent']]],
];

export default {
  frame: 'laptop',
  // From just under the lid's top edge: a box from its corner cuts a line of the board's cards.
  cardCrop: { x: 26, y: 52, w: 600, anchor: 'none' },
  layout: 'kanban of candidates by interview round',
  accent: '#7c3aed',
  font: 'jakarta',
  css: `
${pageCss('.hr', '#f7f6fb')}
.hbar { display: flex; align-items: center; gap: 10px; padding: 10px 14px 8px; }
.hbar h1 { font-size: 15px; }
.hbar .muted { font-size: 11.5px; }
.hbar .btn { margin-left: auto; font-size: 11.5px; padding: 5px 10px; }
.week { display: flex; gap: 8px; padding: 0 14px 10px; }
.week div { flex: 1; padding: 7px 10px; border-radius: 9px; background: #fff; border: 1px solid var(--line); }
.week b { font-size: 16px; display: block; }
.week span { font-size: 11px; color: var(--muted); }
.board { display: grid; grid-template-columns: repeat(4, 1fr); gap: 8px; padding: 0 14px; flex: 1; }
.colm { background: #eeecf6; border-radius: 10px; padding: 8px; display: flex; flex-direction: column; gap: 7px; }
.colm h2 { font-size: 12px; display: flex; justify-content: space-between; color: #3b3552; }
.colm h2 span { background: #fff; border-radius: 9px; padding: 0 7px; font-size: 11px; }
.cand { background: #fff; border-radius: 8px; padding: 8px; box-shadow: 0 1px 2px rgba(15,23,42,.08); }
.cand b { font-size: 12px; display: block; }
.cand .skills { font-size: 11px; color: #3f3f5a; margin: 2px 0 5px; }
.cand .row { gap: 4px; flex-wrap: wrap; }
.cand .pill { font-size: 11px; padding: 1px 6px; }
.cand.lift { transform: rotate(-3deg) translate(6px, -2px); box-shadow: 0 10px 20px -6px rgba(76, 29, 149, .45), 0 0 0 2px var(--accent); }
`,
  render() {
    return laptop({
      zoom: 1.3,
      body: `<div class="app hr">
  <div class="hbar"><div><h1>Backend Developer · Zenway Payments</h1><span class="muted">Opening OP-214 · Pune · 2 positions</span></div><span class="btn primary">${icon('upload', 13)}Add CVs</span></div>
  <div class="week"><div><b>5</b><span>interviews this week</span></div><div><b>13</b><span>in pipeline</span></div><div><b>1</b><span>offer out</span></div></div>
  <div class="board">${each(columns, ([name, count, cards], c) => `<div class="colm"><h2>${name}<span>${count}</span></h2>${each(cards, ([id, skills, notice, when], i) => `<div class="cand${c === 1 && i === 0 ? ' lift' : ''}"><b>${id}</b><div class="skills">${skills}</div><div class="row"><span class="pill plain">${icon('clock', 11)}${notice}</span>${when ? `<span class="pill ${when.startsWith('Offer') ? 'ok' : 'accent'}">${when}</span>` : ''}</div></div>`)}</div>`)}</div>
</div>`,
    });
  },
};
