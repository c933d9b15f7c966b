// PropertyShops: an ad-free search in Noida and Greater Noida with advanced filters, each listing
// with its area, bedrooms and bathrooms and a verified local agent.
import { browser } from '../frames.mjs';
import { each, icon, pageCss } from '../kit.mjs';
import { adFreeCss, appBarCss, listingPhotoCss, looks } from './shared/looks.mjs';

const homes = [
  ['₹1.05 Cr', '3 BHK apartment', 'Sector 137, Noida', '1,480', 3, 2, ['#a5c8d8', '#4e8aa3']],
  ['₹78 L', '3 BHK apartment', 'Greater Noida West', '1,295', 3, 2, ['#d8cfa5', '#a3914e']],
  ['₹2.4 Cr', 'Villa', 'Sector 100, Noida', '2,900', 4, 4, ['#b9d8a5', '#6c9a4e']],
  ['₹46 L', '2 BHK apartment', 'Greater Noida', '985', 2, 2, ['#d8b4a5', '#a3674e']],
];

export default {
  frame: 'browser',
  ...looks.realEstate,
  css: `
${pageCss('.ps', '#f5f8f9')}
${appBarCss('realEstate')}
${adFreeCss}
.nav .links { margin-left: auto; display: flex; gap: 14px; font-size: 12.5px; font-weight: 600; color: #475569; }
.filters { display: flex; gap: 6px; padding: 9px 18px; background: #fff; border-bottom: 1px solid var(--line); flex-wrap: wrap; }
.f { display: inline-flex; align-items: center; gap: 5px; padding: 5px 10px; border-radius: 8px; border: 1px solid var(--line); font-size: 12px; font-weight: 600; color: #334155; }
.f.on { border-color: var(--accent); color: #155e75; background: #ecfeff; }
.f .k { color: var(--muted); font-weight: 500; }
.res { padding: 10px 18px; }
.res .head { display: flex; justify-content: space-between; font-size: 12px; color: var(--muted); margin-bottom: 8px; }
.res .head b { color: var(--ink); font-size: 14px; }
.grid { display: grid; grid-template-columns: repeat(4, 1fr); gap: 10px; }
.home { overflow: hidden; }
.photo { height: 86px; position: relative; }
${listingPhotoCss}
.info { padding: 8px 9px 9px; }
.info .price { font-size: 15px; font-weight: 800; }
.info .what { font-size: 12px; font-weight: 700; }
.info .where { font-size: 11.5px; color: var(--muted); }
.facts { display: flex; flex-wrap: wrap; gap: 2px 8px; margin: 6px 0; font-size: 11.5px; color: #334155; white-space: nowrap; }
.facts span { display: inline-flex; align-items: center; gap: 3px; }
.agent { display: flex; align-items: center; gap: 4px; font-size: 11px; font-weight: 700; color: #0e7490; border-top: 1px solid var(--line); padding-top: 6px; }
`,
  render(product) {
    return browser({
      url: new URL('noida/3-bhk', product.url).href,
      body: `<div class="app ps">
  <div class="nav"><span class="brand"><i>${icon('building-2', 15)}</i>${product.name}</span><span class="adfree">${icon('ban', 12)}Ad-free</span><span class="links"><span>Buy</span><span>Rent</span><span>Commercial</span><span>For agents</span></span></div>
  <div class="filters"><span class="f on"><span class="k">City</span>Noida + Greater Noida</span><span class="f on"><span class="k">Type</span>Apartment, villa</span><span class="f"><span class="k">Beds</span>2–4</span><span class="f"><span class="k">Area</span>900–3,000 sq ft</span><span class="f">${icon('badge-check', 13)}Verified agents only</span></div>
  <div class="res"><div class="head"><b>212 homes for sale</b><span>Sort: newest</span></div>
    <div class="grid">${each(homes, ([price, what, where, area, beds, baths, [a, b]]) => `<div class="card home"><div class="photo" style="background:linear-gradient(160deg, ${a}, ${b})"><span class="qr">${icon('qr-code', 14)}</span></div><div class="info"><div class="price">${price}</div><div class="what">${what}</div><div class="where">${where}</div><div class="facts"><span>${icon('ruler', 12)}${area} sq ft</span><span>${icon('bed-double', 12)}${beds}</span><span>${icon('bath', 12)}${baths}</span></div><div class="agent">${icon('badge-check', 13)}Verified agent</div></div></div>`)}</div>
  </div>
</div>`,
    });
  },
};
