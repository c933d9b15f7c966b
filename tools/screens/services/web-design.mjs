// Web design: a custom website for a homestay on a tea estate, designed for the phone first. The
// hero shows its home page in the browser with the same page on a phone in front of it; the intro shows
// the season's landing page on a phone beside the design's own palette and type styles and the
// tap target size every button keeps.
import { browser, float, phone } from '../frames.mjs';
import { each, icon, inr } from '../kit.mjs';
import { websiteScreens } from './shared/website.mjs';

const accent = '#4d7c0f';
const site = { name: 'Mistvale', line: 'Estate stay · Munnar', url: 'https://www.mistvale.example.com' };
const palette = [['#2f4a1f', 'Tea leaf'], ['#4d7c0f', 'Estate'], ['#e8efe2', 'Mist'], ['#b45f3c', 'Laterite']];

/** Tea-covered hills in morning mist (the site's photograph stands drawn). */
function hills(id) {
  return `<svg width="100%" height="100%" viewBox="0 0 600 300" preserveAspectRatio="xMidYMid slice">
  <defs><linearGradient id="${id}s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f5d9a8"/><stop offset=".55" stop-color="#e9efe0"/><stop offset="1" stop-color="#cfdcc4"/></linearGradient>
  <pattern id="${id}r" width="14" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(-8)"><rect width="14" height="10" fill="#4d7c0f"/><rect y="6" width="14" height="4" fill="#3f6b0c"/></pattern></defs>
  <rect width="600" height="300" fill="url(#${id}s)"/>
  <circle cx="455" cy="92" r="34" fill="#fbe3b4"/>
  <path d="M0 150 C90 100 170 120 250 138 C330 110 430 92 600 128 V300 H0Z" fill="#9fb79a"/>
  <path d="M0 190 C120 150 210 160 300 178 C400 150 500 160 600 176 V300 H0Z" fill="#6f955d"/>
  <path d="M0 230 C140 196 260 206 360 222 C450 200 540 206 600 214 V300 H0Z" fill="url(#${id}r)"/>
  <rect y="168" width="600" height="26" fill="#ffffff" opacity=".35"/>
  <path d="M412 206 l22 -16 l22 16 v22 h-44z" fill="#f3efe6"/><path d="M406 208 l28 -20 l28 20" fill="none" stroke="#b45f3c" stroke-width="6"/><rect x="428" y="212" width="12" height="16" fill="#2f4a1f"/>
</svg>`;
}

const css = `
.mv { display: flex; flex-direction: column; background: #fbfaf6; font-family: 'DM Sans Variable', 'Inter Variable'; color: #1c2117; }
.mv .serif { font-family: 'DM Serif Display', 'Inter Variable'; font-weight: 400; }
.mv .nav { display: flex; align-items: center; gap: 16px; padding: 9px 18px; background: #fbfaf6; }
.mv .logo { font-family: 'DM Serif Display'; font-size: 20px; color: #2f4a1f; line-height: 1; }
.mv .logo small { display: block; font: 600 12px 'DM Sans Variable'; color: #6b7560; letter-spacing: .06em; margin-top: 2px; }
.mv .nav nav { display: flex; gap: 14px; font-size: 12.5px; font-weight: 600; color: #3b4434; margin-left: auto; }
.mv .book { background: var(--accent); color: #fff; border-radius: 99px; padding: 6px 14px; font-weight: 700; font-size: 12.5px; }
.mv .split { display: grid; grid-template-columns: 1fr 1fr; gap: 18px; padding: 4px 18px 0; align-items: center; }
.mv .heroimg { position: relative; height: 236px; border-radius: 16px; overflow: hidden; }
.mv .heroimg svg { position: absolute; inset: 0; }
.mv .words h1 { font-size: 29px; line-height: 1.05; color: #1c2117; }
.mv .words p { font-size: 13px; margin-top: 6px; color: #4b5543; }
.mv .form { display: grid; grid-template-columns: 1.3fr 1fr; margin-top: 10px; border-radius: 10px; box-shadow: inset 0 0 0 1px #ddd8cb; background: #fff; }
.mv .form div { padding: 6px 10px; }
.mv .form div + div { border-left: 1px solid #ece9df; }
.mv .form small { display: block; font-size: 12px; color: #6b7560; }
.mv .form b { font-size: 12.5px; }
.mv .go { display: block; margin-top: 8px; text-align: center; padding: 8px; border-radius: 10px; background: #2f4a1f; color: #fff; font-weight: 700; font-size: 13px; }
.mv .cards { display: grid; grid-template-columns: repeat(3, 1fr); gap: 10px; padding: 14px 18px; }
.mv .cards > div { display: flex; gap: 8px; align-items: center; }
.mv .cards .ic { width: 32px; height: 32px; border-radius: 50%; background: #e8efe2; color: #2f4a1f; display: grid; place-items: center; flex: none; }
.mv .cards b { display: block; font-size: 12.5px; }
.mv .cards span { font-size: 12px; color: #6b7560; }
.mm { display: flex; flex-direction: column; background: #fbfaf6; font-family: 'DM Sans Variable', 'Inter Variable'; color: #1c2117; font-size: 15px; }
.mm .top { display: flex; align-items: center; justify-content: space-between; padding: 8px 16px; }
.mm .top .logo { font-family: 'DM Serif Display'; font-size: 22px; color: #2f4a1f; }
.mm .pic { position: relative; height: 190px; margin: 0 12px; border-radius: 16px; overflow: hidden; }
.mm .pic svg { position: absolute; inset: 0; }
.mm h1 { font-family: 'DM Serif Display'; font-weight: 400; font-size: 29px; line-height: 1.05; margin: 14px 16px 6px; }
.mm p { font-size: 15.5px; color: #4b5543; margin: 0 16px; }
.mm .cta { margin: 14px 16px 0; padding: 14px; border-radius: 14px; background: var(--accent); color: #fff; font-weight: 700; text-align: center; font-size: 16px; }
.mm .two { display: flex; gap: 8px; margin: 8px 16px 0; }
.mm .two span { flex: 1; display: flex; align-items: center; justify-content: center; gap: 6px; padding: 12px 0; border-radius: 14px; font-weight: 700; font-size: 15.5px; box-shadow: inset 0 0 0 1.5px #c9d6bd; color: #2f4a1f; }
.mm .room { margin: 12px 16px 0; padding: 12px 14px; border-radius: 14px; background: #fff; box-shadow: 0 1px 3px rgba(28,33,23,.12); }
.mm .room b { font-size: 16px; display: block; }
.mm .room span { font-size: 15px; color: #6b7560; }
.mm .offer { margin: 12px 16px 0; display: inline-flex; align-self: flex-start; align-items: center; gap: 6px; padding: 5px 12px; border-radius: 99px; background: #f6e7dd; color: #8a3f1f; font-weight: 700; font-size: 14px; }
.mm .ticks { margin: 12px 16px 0; display: flex; flex-direction: column; gap: 7px; font-size: 15px; }
.mm .ticks span { display: flex; align-items: center; gap: 8px; }
.mm .ticks svg { color: var(--accent); }
.sw { padding: 14px 16px; }
.sw h3 { font-size: 12px; font-weight: 700; color: #6b7560; text-transform: uppercase; letter-spacing: .06em; margin-bottom: 8px; }
.sw .chips { display: flex; gap: 8px; }
.sw .chip { flex: 1; }
.sw .chip i { display: block; height: 46px; border-radius: 10px; box-shadow: inset 0 0 0 1px rgba(0,0,0,.08); }
.sw .chip b { display: block; font-size: 12px; margin-top: 5px; }
.sw .chip span { font-size: 12px; color: #6b7560; }
.ty { padding: 14px 16px; }
.ty h3 { font-size: 12px; font-weight: 700; color: #6b7560; text-transform: uppercase; letter-spacing: .06em; }
.ty .big { font-family: 'DM Serif Display'; font-size: 34px; line-height: 1.1; color: #1c2117; margin-top: 4px; }
.ty .row { justify-content: space-between; font-size: 12.5px; color: #6b7560; padding-top: 6px; margin-top: 6px; border-top: 1px solid var(--line); }
.ty .body { font-size: 15px; color: #1c2117; margin-top: 8px; }
.tap { padding: 12px 16px; display: flex; align-items: center; gap: 12px; }
.tap .b { position: relative; padding: 10px 16px; border-radius: 12px; background: var(--accent); color: #fff; font-weight: 700; font-size: 13px; outline: 1.5px dashed #c026d3; outline-offset: 4px; }
.tap small { font-size: 12.5px; color: #4b5543; }
.tap small b { display: block; font-size: 14px; color: #1c2117; }
`;

export default websiteScreens({
  look: { accent, font: 'dmSans', faces: ['dmSerif'] },
  css,
  hero: {
    frame: 'browser',
    css: `
.f-browser { left: 306px; top: 58px; width: 644px; height: 520px; }
.f-phone { top: 168px; width: 252px; height: 532px; padding: 9px; border-radius: 44px; }
.f-phone .f-glass { border-radius: 38px; }
`,
    render() {
      const home = `<div class="app mv">
  <div class="nav"><span class="logo">${site.name}<small>${site.line}</small></span><nav><span>Stay</span><span>Experiences</span><span>Dining</span></nav><span class="book">Book now</span></div>
  <div class="split">
    <div class="heroimg">${hills('a')}</div>
    <div class="words"><h1 class="serif">Wake up above the tea gardens</h1><p>Six cottages on a working estate, 1,600 m up in Munnar.</p>
      <div class="form"><div><small>Dates</small><b>Fri 12 – Sun 14 Dec</b></div><div><small>Guests</small><b>2 adults</b></div></div>
      <span class="go">Check availability</span></div>
  </div>
  <div class="cards">
    <div><span class="ic">${icon('sunrise', 16)}</span><div><b>Plantation walk</b><span>at sunrise</span></div></div>
    <div><span class="ic">${icon('bed-double', 16)}</span><div><b>Valley-view cottage</b><span>from ${inr(6800)} a night</span></div></div>
    <div><span class="ic">${icon('utensils', 16)}</span><div><b>Kerala breakfast</b><span>with every stay</span></div></div>
  </div>
</div>`;
      const mobile = `<div class="app mm">
  <div class="pic">${hills('b')}</div>
  <h1>Wake up above the tea gardens</h1>
  <p>Six cottages on a working estate in Munnar.</p>
  <div class="cta">Check availability</div>
  <div class="two"><span>${icon('phone', 16)}Call</span><span>${icon('message-circle', 16)}Chat</span></div>
</div>`;
      return browser({ url: `${site.url}/`, zoom: 1.2, body: home }) + phone({ x: 240, zoom: 0.94, url: site.url, body: mobile });
    },
  },
  intro: {
    render() {
      const landing = `<div class="app mm">
  <div class="top"><span class="logo">${site.name}</span>${icon('menu', 22)}</div>
  <div class="pic">${hills('c')}</div>
  <span class="offer">${icon('cloud-rain', 15)}Monsoon offer</span>
  <h1>Three nights for the price of two</h1>
  <div class="ticks"><span>${icon('check', 16, 3)}Valley-view cottage for two</span><span>${icon('check', 16, 3)}Breakfast and plantation walk</span></div>
  <div class="cta">${inr(13600)} for 3 nights · Book</div>
  <div class="two"><span>${icon('phone', 16)}Call</span><span>${icon('message-circle', 16)}Chat</span></div>
</div>`;
      const swatches = `<div class="sw"><h3>Colour</h3><div class="chips">${each(palette, ([hex, name]) => `<div class="chip"><i style="background:${hex}"></i><b>${name}</b><span>${hex}</span></div>`)}</div></div>`;
      const type = `<div class="ty"><h3>Type</h3><div class="big">Tea gardens</div><div class="row"><span>DM Serif Display · headings</span><span>40 / 44</span></div><div class="body">Six cottages on a working estate.</div><div class="row"><span>DM Sans · text</span><span>16 / 26</span></div></div>`;
      const tap = `<div class="tap"><span class="b">Book</span><small><b>48 px tap targets</b>Every button sized for a thumb</small></div>`;
      return (
        phone({ x: 576, zoom: 1.05, url: site.url, body: landing }) +
        float({ x: 48, y: 34, w: 470, zoom: 1.45, body: swatches }) +
        float({ x: 76, y: 246, w: 444, zoom: 1.45, body: type }) +
        float({ x: 48, y: 540, w: 430, zoom: 1.45, body: tap })
      );
    },
  },
});
