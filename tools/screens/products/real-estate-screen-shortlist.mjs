// PropertyShops for a buyer: the homes they saved, side by side on the basics every listing
// carries (price, area, bedrooms, bathrooms) and the verified agent of each, a visit booked with one.
import { browser } from '../frames.mjs';
import { each, icon, pageCss } from '../kit.mjs';
import { adFreeCss, appBarCss, listingPhotoCss, looks } from './shared/looks.mjs';

// [price, what, where, area sq ft, beds, baths, price per sq ft, agent's area, visit, photo tints]
const saved = [
  ['₹1.05 Cr', '3 BHK apartment', 'Sector 137, Noida', '1,480', 3, 2, '₹7,095', 'Noida Expressway', 'Sat 11:00', ['#a5c8d8', '#4e8aa3']],
  ['₹78 L', '3 BHK apartment', 'Greater Noida West', '1,295', 3, 2, '₹6,023', 'Greater Noida West', '', ['#d8cfa5', '#a3914e']],
  ['₹92 L', '3 BHK apartment', 'Sector 75, Noida', '1,410', 3, 3, '₹6,525', 'Central Noida', '', ['#c4b5d8', '#7a64a3']],
];
const rows = [
  ['Price', 0],
  ['Area', 3, (v) => `${v} sq ft`],
  ['Bedrooms', 4],
  ['Bathrooms', 5],
  ['Per sq ft', 6],
];

export default {
  frame: 'browser',
  ...looks.realEstate,
  css: `
${pageCss('.sl', '#f5f8f9')}
${appBarCss('realEstate')}
${adFreeCss}
.nav .links { margin-left: auto; display: flex; gap: 14px; font-size: 12.5px; font-weight: 600; color: #475569; }
.nav .links .on { color: #155e75; }
.top { display: flex; align-items: baseline; gap: 10px; padding: 12px 18px 8px; }
.top h1 { font-size: 17px; }
.top span { font-size: 12px; color: var(--muted); }
.cmp { display: grid; grid-template-columns: 118px repeat(3, minmax(0, 1fr)); gap: 0 10px; padding: 0 18px; }
.cell { padding: 6px 2px; border-top: 1px solid var(--line); font-size: 12.5px; }
.lab { color: var(--muted); font-size: 12px; }
.home { border: 0; padding: 0 0 8px; }
.photo { height: 70px; border-radius: 9px; margin-bottom: 6px; position: relative; }
.photo { overflow: hidden; }
${listingPhotoCss}
.home b { display: block; font-size: 12.5px; }
.home span { font-size: 11.5px; color: var(--muted); }
.val { font-weight: 700; font-variant-numeric: tabular-nums; }
.val.best { color: var(--ok); }
.agent { display: flex; align-items: center; gap: 4px; font-size: 11.5px; font-weight: 700; color: #0e7490; }
.agent small { display: block; font-weight: 500; color: var(--muted); font-size: 11px; }
.visit .btn { font-size: 11.5px; padding: 5px 9px; }
.visit .pill { font-size: 11px; }
`,
  render(product) {
    const cell = (content, extra = '') => `<div class="cell${extra}">${content}</div>`;
    const cheapest = Math.min(...saved.map((home) => Number(home[6].replace(/\D/g, ''))));
    return browser({
      url: new URL('saved', product.url).href,
      body: `<div class="app sl">
  <div class="nav"><span class="brand"><i>${icon('building-2', 15)}</i>${product.name}</span><span class="adfree">${icon('ban', 12)}Ad-free</span><span class="links"><span>Buy</span><span>Rent</span><span class="on">${icon('heart', 12).replace('<svg', '<svg style="display:inline;vertical-align:-2px"')} Saved (3)</span></span></div>
  <div class="top"><h1>Compare your saved homes</h1><span>3 BHK · Noida and Greater Noida</span></div>
  <div class="cmp">
    <div></div>${each(saved, ([, what, where, , , , , , , [a, b]]) => `<div class="home"><div class="photo" style="background:linear-gradient(160deg, ${a}, ${b})"><span class="qr">${icon('qr-code', 14)}</span></div><b>${what}</b><span>${where}</span></div>`)}
    ${each(rows, ([label, index, format]) => cell(label, ' lab') + each(saved, (home) => {
      const value = home[index];
      const best = label === 'Per sq ft' && Number(String(value).replace(/\D/g, '')) === cheapest;
      return cell(`<span class="val${best ? ' best' : ''}">${format ? format(value) : value}</span>`);
    }))}
    ${cell('Agent', ' lab')}${each(saved, (home) => cell(`<span class="agent">${icon('badge-check', 13)}<span>Verified<small>${home[7]}</small></span></span>`))}
    ${cell('Visit', ' lab')}${each(saved, (home) => cell(home[8] ? `<span class="pill ok">${icon('calendar-check', 11)}Booked ${home[8]}</span>` : '<span class="btn primary">Book a visit</span>', ' visit'))}
  </div>
</div>`,
    });
  },
};
