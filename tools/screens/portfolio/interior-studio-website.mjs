// An interior design studio's portfolio site: a room before and after its redesign, split by a
// slider, galleries by room type, the four steps of the studio's process and the consultation call.
import { browser } from '../frames.mjs';
import { each } from '../kit.mjs';

const steps = [['01', 'Consult', 'A visit and a brief'], ['02', 'Concept', 'Layouts and moodboards'], ['03', 'Build', 'Site work we manage'], ['04', 'Handover', 'Styled and ready']];

/** A living room drawn in CSS: `after` is the styled one. */
const room = (after) => `<div class="room ${after ? 'after' : 'before'}">
  <div class="wall"></div><div class="floor"></div><div class="window"></div>
  ${after ? '<div class="art"></div><div class="lamp"></div><div class="rug"></div><div class="sofa"><i></i><i></i></div><div class="plant"></div>' : '<div class="sofa old"></div><div class="bulb"></div>'}
</div>`;

export default {
  frame: 'browser',
  layout: 'before-and-after slider over a four-step process',
  accent: '#8a5a44',
  font: 'inter',
  faces: ['dmSerif'],
  css: `
.is { background: #faf7f2; display: flex; flex-direction: column; }
.nav { display: flex; align-items: center; gap: 18px; padding: 11px 22px; }
.logo { font: 400 19px 'DM Serif Display'; letter-spacing: .01em; }
.links { display: flex; gap: 16px; margin-left: auto; font-size: 12.5px; color: #57534e; }
.nav .btn { background: #2f2a26; color: #fff; border-radius: 20px; }
.hero { display: grid; grid-template-columns: 200px 1fr; gap: 18px; padding: 4px 22px 0; }
.copy h1 { font: 400 28px/1.08 'DM Serif Display'; color: #2f2a26; }
.copy p { font-size: 12.5px; color: #6b635c; margin-top: 8px; }
.tabs { display: flex; flex-wrap: wrap; gap: 5px; margin-top: 12px; }
.tabs span { font-size: 11.5px; padding: 4px 10px; border-radius: 14px; border: 1px solid #e4dcd2; color: #57534e; }
.tabs .on { background: var(--accent); border-color: var(--accent); color: #fff; }
.slider { position: relative; height: 282px; border-radius: 12px; overflow: hidden; }
.slider .room { position: absolute; inset: 0; }
.slider .before { clip-path: inset(0 54% 0 0); }
.wall { position: absolute; inset: 0 0 30% 0; }
.floor { position: absolute; left: 0; right: 0; bottom: 0; height: 30%; }
.before .wall { background: #d9d6cf; } .before .floor { background: #b9b2a6; }
.after .wall { background: linear-gradient(90deg, #e9dccb, #efe4d6); } .after .floor { background: repeating-linear-gradient(90deg, #b98b62 0 38px, #a97b54 38px 40px); }
.window { position: absolute; left: 8%; top: 14%; width: 18%; height: 40%; border: 6px solid #fff; background: linear-gradient(#cfe5f3, #e8f2f8); }
.before .window { border-color: #ecebe7; background: #c7cfd4; }
.sofa { position: absolute; left: 34%; bottom: 20%; width: 40%; height: 24%; border-radius: 12px 12px 6px 6px; background: #5f7a6b; }
.sofa i { position: absolute; top: 18%; width: 18%; height: 40%; border-radius: 6px; background: #d9a86c; }
.sofa i:first-child { left: 10%; } .sofa i + i { right: 10%; background: #c9785a; }
.sofa.old { background: #8f8a82; border-radius: 4px; }
.art { position: absolute; left: 44%; top: 14%; width: 20%; height: 24%; background: linear-gradient(135deg, #c9785a, #e9c07f 60%, #5f7a6b); border: 5px solid #fff; box-shadow: 0 4px 10px rgba(0,0,0,.12); }
.lamp { position: absolute; right: 10%; bottom: 22%; width: 3px; height: 46%; background: #2f2a26; }
.lamp::before { content: ''; position: absolute; left: -16px; top: -10px; width: 34px; height: 24px; border-radius: 16px 16px 4px 4px; background: #e9c07f; }
.rug { position: absolute; left: 26%; right: 18%; bottom: 4%; height: 14%; border-radius: 50%; background: #efe2cf; }
.plant { position: absolute; left: 26%; bottom: 18%; width: 26px; height: 60px; background: radial-gradient(circle at 50% 30%, #4d7c5a 0 12px, transparent 13px), radial-gradient(circle at 30% 55%, #5f8f68 0 10px, transparent 11px), linear-gradient(transparent 70%, #b98b62 70%); }
.bulb { position: absolute; left: 52%; top: 0; width: 2px; height: 22%; background: #6b6b6b; }
.handle { position: absolute; top: 0; bottom: 0; left: 46%; width: 3px; background: #fff; }
.handle b { position: absolute; top: 50%; left: 50%; width: 30px; height: 30px; margin: -15px; border-radius: 50%; background: #fff; box-shadow: 0 2px 8px rgba(0,0,0,.25); display: grid; place-items: center; font-size: 12px; color: #2f2a26; }
.tag { position: absolute; top: 10px; padding: 3px 10px; border-radius: 12px; font-size: 11.5px; font-weight: 600; }
.tag.b { left: 10px; background: rgba(47,42,38,.8); color: #fff; } .tag.a { right: 10px; background: #fff; color: #2f2a26; }
.steps { display: grid; grid-template-columns: repeat(4, 1fr); gap: 12px; padding: 14px 22px; }
.steps b { font: 400 18px 'DM Serif Display'; color: var(--accent); }
.steps div strong { display: block; font-size: 13px; }
.steps span { font-size: 11.5px; color: #6b635c; }
`,
  render(entry) {
    return browser({
      url: entry.url,
      body: `<div class="app is">
  <div class="nav"><span class="logo">Studio Kesar Interiors</span><span class="links"><span>Projects</span><span>Process</span><span>Studio</span></span><span class="btn">Book a consultation</span></div>
  <div class="hero">
    <div class="copy"><h1>Rooms that feel like you</h1><p>Homes across Noida and Delhi, from a single room to the whole flat.</p><div class="tabs"><span class="on">Living rooms</span><span>Bedrooms</span><span>Kitchens</span><span>Offices</span></div></div>
    <div class="slider">${room(true)}${room(false)}<div class="handle"><b>‹ ›</b></div><span class="tag b">Before</span><span class="tag a">After</span></div>
  </div>
  <div class="steps">${each(steps, ([n, t, d]) => `<div><b>${n}</b><strong>${t}</strong><span>${d}</span></div>`)}</div>
</div>`,
    });
  },
};
