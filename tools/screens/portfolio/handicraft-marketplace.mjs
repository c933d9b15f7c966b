// A multi-vendor marketplace for artisans: filters by craft, region and price, and handmade products
// each with its seller (a workshop or collective) and price.
import { browser } from '../frames.mjs';
import { each, icon, inr, pageCss } from '../kit.mjs';

const crafts = [['Blue pottery', true], ['Madhubani', true], ['Dhokra', false], ['Kantha', false]];
const regions = [['Rajasthan', true], ['Bihar', false], ['Chhattisgarh', false]];
const products = [
  ['Blue pottery vase', 'Jaipur Blue Works', 1450, 'vase'],
  ['Madhubani fish panel', 'Mithila Art Collective', 2200, 'panel'],
  ['Dhokra brass elephant', 'Bastar Metal Guild', 1850, 'brass'],
  ['Blue pottery plate', 'Jaipur Blue Works', 980, 'vase'],
  ['Madhubani peacock, A3', 'Mithila Art Collective', 1650, 'panel'],
  ['Dhokra tribal horse', 'Bastar Metal Guild', 1250, 'brass'],
];

const art = {
  vase: '<div class="vase"></div>',
  panel: '<div class="panel"><i></i><i></i></div>',
  brass: '<div class="brass"></div>',
};

export default {
  frame: 'browser',
  layout: 'craft and region filters beside a grid of sellers’ products',
  accent: '#c2410c',
  font: 'sora',
  faces: ['inter'],
  css: `
${pageCss('.hm', '#fdf8f3')}
.head { display: flex; align-items: center; gap: 14px; padding: 9px 16px; background: #fff; border-bottom: 1px solid #f1e4d6; }
.brand { font-weight: 700; font-size: 15px; color: #7c2d12; display: flex; align-items: center; gap: 6px; }
.search { flex: 1; display: flex; align-items: center; gap: 6px; padding: 6px 10px; border-radius: 9px; background: #f7efe6; font: 500 12px 'Inter Variable'; color: #78716c; }
.head .sell { font-size: 12px; font-weight: 600; color: #7c2d12; }
.body { display: grid; grid-template-columns: 150px 1fr; gap: 14px; padding: 12px 16px; font-family: 'Inter Variable'; }
.filt h3 { font: 700 12px 'Sora'; margin: 0 0 5px; }
.filt .grp { margin-bottom: 12px; }
.filt label { display: flex; align-items: center; gap: 6px; font-size: 12px; padding: 2px 0; }
.filt label i { width: 13px; height: 13px; border-radius: 3px; border: 1.5px solid #d6c3ae; display: grid; place-items: center; }
.filt label.on i { background: var(--accent); border-color: var(--accent); }
.filt label.on i::after { content: ''; width: 5px; height: 3px; border: 2px solid #fff; border-top: 0; border-right: 0; transform: rotate(-45deg) translate(0, -1px); }
.range { height: 5px; border-radius: 3px; background: #eadccc; position: relative; margin: 8px 4px; }
.range i { position: absolute; left: 15%; right: 40%; top: 0; bottom: 0; background: var(--accent); }
.range b { position: absolute; top: -5px; width: 14px; height: 14px; border-radius: 50%; background: #fff; border: 2px solid var(--accent); }
.filt .vals { display: flex; justify-content: space-between; font-size: 11.5px; color: var(--muted); }
.res .row.top { justify-content: space-between; font-size: 12px; color: var(--muted); margin-bottom: 8px; }
.res .row.top b { color: var(--ink); font: 700 14px 'Sora', 'Inter Variable'; }
.cards { display: grid; grid-template-columns: repeat(3, 1fr); gap: 10px; }
.prod { overflow: hidden; }
.img { height: 124px; display: grid; place-items: center; background: #f4e9dc; position: relative; }
.vase { width: 62px; height: 92px; border-radius: 46% 46% 22% 22% / 40% 40% 20% 20%; background: radial-gradient(circle at 50% 40%, #fff 0 10px, transparent 11px), repeating-radial-gradient(circle at 50% 40%, #1d4ed8 0 4px, #e0ecff 4px 9px); box-shadow: inset 0 -8px 0 #1e3a8a; }
.panel { width: 92px; height: 92px; background: #fef3c7; border: 5px solid #b91c1c; border-radius: 4px; position: relative; }
.panel i { position: absolute; left: 14px; width: 56px; height: 22px; border-radius: 50% 40% 40% 50%; background: repeating-linear-gradient(90deg, #166534 0 3px, #facc15 3px 6px); }
.panel i:first-child { top: 16px; } .panel i + i { top: 50px; transform: scaleX(-1); background: repeating-linear-gradient(90deg, #b91c1c 0 3px, #fde68a 3px 6px); }
.brass { width: 90px; height: 64px; border-radius: 44% 50% 14% 14%; background: linear-gradient(160deg, #d4a34a, #8a5a1c); position: relative; }
.brass::before { content: ''; position: absolute; left: -12px; top: 14px; width: 24px; height: 40px; border-radius: 12px 0 8px 8px; background: #a8741f; }
.brass::after { content: ''; position: absolute; left: 14px; bottom: -12px; width: 64px; height: 14px; background: repeating-linear-gradient(90deg, #8a5a1c 0 12px, transparent 12px 22px); }
.fav { position: absolute; top: 7px; right: 7px; width: 24px; height: 24px; border-radius: 50%; background: #fff; display: grid; place-items: center; color: #9a3412; }
.info { padding: 8px 9px 9px; }
.info b { font-size: 12.5px; display: block; }
.info .seller { display: flex; align-items: center; gap: 4px; font-size: 11.5px; color: var(--muted); margin: 2px 0 4px; }
.info .price { font: 700 14px 'Sora', 'Inter Variable'; }
`,
  render(entry) {
    return browser({
      url: new URL('crafts?region=rajasthan', entry.url).href,
      body: `<div class="app hm">
  <div class="head"><span class="brand">${icon('palette', 17)}Handicraft Bazaar</span><span class="search">${icon('search', 13)}Search crafts, regions, artisans</span><span class="sell">Sell with us</span>${icon('shopping-bag', 18)}</div>
  <div class="body">
    <div class="filt">
      <div class="grp"><h3>Craft</h3>${each(crafts, ([c, on]) => `<label class="${on ? 'on' : ''}"><i></i>${c}</label>`)}</div>
      <div class="grp"><h3>Region</h3>${each(regions, ([c, on]) => `<label class="${on ? 'on' : ''}"><i></i>${c}</label>`)}</div>
      <div class="grp"><h3>Price</h3><div class="range"><i></i><b style="left:10%"></b><b style="left:56%"></b></div><div class="vals"><span>${inr(500)}</span><span>${inr(2500)}</span></div></div>
    </div>
    <div class="res"><div class="row top"><b>Handmade in India</b><span>38 products from 12 sellers</span></div>
      <div class="cards">${each(products, ([name, seller, price, kind]) => `<div class="card prod"><div class="img">${art[kind]}<span class="fav">${icon('heart', 13)}</span></div><div class="info"><b>${name}</b><span class="seller">${icon('store', 11)}${seller}</span><span class="price">${inr(price)}</span></div></div>`)}</div>
    </div>
  </div>
</div>`,
    });
  },
};
