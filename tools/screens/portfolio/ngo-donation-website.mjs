// A rural-education non-profit's site: the appeal with its goal meter, amounts to give and the
// instant 80G receipt, field stories from the programme and the volunteer sign-up.
import { browser } from '../frames.mjs';
import { appBarCss, each, icon, inr } from '../kit.mjs';
import { mathsBoard, villageAtDusk } from '../scenes.mjs';

const stories = [
  ['Field update', 'Evening reading circles open in two more villages', villageAtDusk('ng-dusk')],
  ['Volunteers', 'Weekend maths camps, taught by college students', mathsBoard('ng-board')],
];

/** How a gift is spent, as the appeal's card shows it (shares of 100). */
const uses = [
  ['Teachers', 48],
  ['Books', 32],
  ['Centres', 20],
];

export default {
  frame: 'browser',
  layout: 'donation card with goal meter beside field stories',
  accent: '#ca8a04',
  font: 'inter',
  faces: ['lora'],
  css: `
.ng { background: #fffdf8; display: flex; flex-direction: column; }
${appBarCss({
  bar: ['.nav', 'gap: 14px; padding: 10px 20px; border-bottom: 1px solid #f1e7d6;'],
  name: ['.brand', "gap: 7px; font: 700 15px 'Lora'; color: #3b2a12;"],
  tile: [28, '50%', '#fde68a', '#92400e'],
})}
.nav .links { display: flex; gap: 14px; margin-left: auto; font-size: 12px; color: #57534e; }
.nav .btn { background: var(--accent); color: #fff; border-radius: 18px; }
.main { display: grid; grid-template-columns: 1fr 236px; gap: 16px; padding: 14px 20px; }
.main h1 { font: 700 25px/1.15 'Lora'; color: #2b1d0b; }
.main .lead { font-size: 12.5px; color: #6b5a45; margin: 6px 0 12px; }
.stories { display: grid; grid-template-columns: 1fr 1fr; gap: 10px; }
.story { overflow: hidden; }
.pic { height: 96px; position: relative; overflow: hidden; }
.pic svg { display: block; }
.story .t { padding: 8px 10px 10px; }
.story small { font-size: 11px; font-weight: 700; color: var(--accent); text-transform: uppercase; letter-spacing: .05em; }
.story b { display: block; font: 600 13px/1.25 'Lora'; margin-top: 2px; }
.give { padding: 14px; box-shadow: 0 14px 30px -18px rgba(120, 53, 15, .5); }
.give h2 { font: 700 16px 'Lora'; }
.give .raised { display: flex; align-items: baseline; gap: 6px; margin-top: 8px; }
.give .raised b { font-size: 19px; }
.give .raised span { font-size: 11.5px; color: var(--muted); }
.give .meter { height: 10px; margin: 6px 0 4px; background: #f5ead8; }
.give .meter i { background: linear-gradient(90deg, #f59e0b, #b45309); }
.give .goal { font-size: 11.5px; color: var(--muted); display: flex; justify-content: space-between; }
.amts { display: grid; grid-template-columns: repeat(3, 1fr); gap: 6px; margin: 10px 0; }
.amts span { text-align: center; padding: 7px 0; border-radius: 9px; border: 1.5px solid #ecdcc4; font-weight: 700; font-size: 13px; }
.amts .on { border-color: var(--accent); background: #fff7ed; color: #92400e; }
.give .btn { width: 100%; padding: 9px; font-size: 13.5px; }
.give .receipt { display: flex; align-items: center; gap: 6px; margin-top: 8px; font-size: 11.5px; color: #166534; font-weight: 600; }
.split { margin-top: 12px; padding-top: 10px; border-top: 1px solid #f1e7d6; }
.split h3 { font-size: 11px; font-weight: 700; color: #78716c; text-transform: uppercase; letter-spacing: .05em; margin-bottom: 6px; }
.split div { display: grid; grid-template-columns: 70px 1fr 30px; align-items: center; gap: 6px; font-size: 11.5px; margin-top: 4px; }
.split div i { display: block; height: 6px; border-radius: 3px; background: #f5ead8; }
.split div i b { display: block; height: 100%; border-radius: 3px; background: #d97706; }
.split div span:last-child { text-align: right; font-weight: 700; }
.vol { display: flex; align-items: center; gap: 10px; margin-top: 10px; padding: 10px 12px; border-radius: 10px; background: #2b1d0b; color: #fde68a; font-size: 12px; }
.vol b { color: #fff; font-size: 13px; display: block; }
.vol .btn { margin-left: auto; background: #fde68a; color: #2b1d0b; }
`,
  render(entry) {
    return browser({
      url: entry.url,
      body: `<div class="app ng">
  <div class="nav"><span class="brand"><i>${icon('book-open', 15)}</i>Rural Education Trust</span><span class="links"><span>Our work</span><span>Stories</span><span>Annual reports</span><span>Volunteer</span></span><span class="btn">Donate</span></div>
  <div class="main">
    <div><h1>Every child in the village reads by the age of eight</h1><p class="lead">Learning centres, teachers and books for government-school children in rural India.</p>
      <div class="stories">${each(stories, ([kind, title, scene]) => `<div class="card story"><div class="pic">${scene}</div><div class="t"><small>${kind}</small><b>${title}</b></div></div>`)}</div>
      <div class="vol">${icon('hand-heart', 20)}<div><b>Teach on weekends</b>Sign up as a volunteer near you</div><span class="btn">Sign up</span></div>
    </div>
    <div class="card give"><h2>Fund a learning centre</h2>
      <div class="raised"><b>${inr(648000)}</b><span>raised</span></div><div class="meter"><i style="width:72%"></i></div><div class="goal"><span>72% of ${inr(900000)}</span><span>14 days left</span></div>
      <div class="amts"><span>${inr(500)}</span><span class="on">${inr(1000)}</span><span>${inr(2500)}</span></div>
      <span class="btn primary">${icon('heart', 14)}Donate ${inr(1000)}</span>
      <div class="receipt">${icon('badge-check', 14)}80G tax receipt by e-mail, instantly</div>
      <div class="split"><h3>Where each rupee goes</h3>${each(uses, ([what, share]) => `<div><span>${what}</span><i><b style="width:${share}%"></b></i><span>${share}%</span></div>`)}</div></div>
  </div>
</div>`,
    });
  },
};
