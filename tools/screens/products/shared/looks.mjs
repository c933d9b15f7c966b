/**
 * Each product's look, the same on every screen of it: its brand colour (`accent`) and type. A
 * screen module spreads its product's look after its frame: `{ frame: 'phone', ...looks.marketplace }`.
 */
export const looks = {
  directory: { accent: '#2563eb', font: 'inter' },
  eCommerceApp: { accent: '#15803d', font: 'dmSans' },
  marketplace: { accent: '#4f46e5', font: 'jakarta' },
  realEstate: { accent: '#0e7490', font: 'dmSans' },
  womenMarketplace: { accent: '#be185d', font: 'nunito', faces: ['lora'] },
};

/** The ink of each product's name in its web app's bar. */
const brandInk = { marketplace: '#1e1b4b', realEstate: '#164e63' };

/** The product's name in its web app's bar, after a rounded tile of its mark in the brand colour. */
export const brandCss = (product) => `.brand { display: flex; align-items: center; gap: 7px; font-weight: 800; font-size: 15px; color: ${brandInk[product]}; }
.brand i { width: 26px; height: 26px; border-radius: 8px; background: var(--accent); color: #fff; display: grid; place-items: center; }`;

/** A web app's top bar, white with a line under it, holding the product's name as brandCss draws it. */
export const appBarCss = (product) => `.nav { display: flex; align-items: center; gap: 14px; padding: 10px 18px; background: #fff; border-bottom: 1px solid var(--line); }
${brandCss(product)}`;
