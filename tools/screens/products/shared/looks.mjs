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

/** Her Bazaar's name as its shop sets it, the last word in italics: Her <em>Bazaar</em>. */
export const wordmark = (name) => name.replace(/ (\S+)$/, ' <em>$1</em>');

/** Her Bazaar's top bar: white with a pink rule under it, the wordmark (.logo) in Lora. */
export const herBazaarBarCss = `.nav { display: flex; align-items: center; gap: 12px; padding: 9px 16px; background: #fff; border-bottom: 1px solid #f3e1ea; white-space: nowrap; }
.logo { font-family: 'Lora', serif; font-weight: 700; font-size: 20px; color: #6b1d45; letter-spacing: -.01em; }
.logo em { font-style: italic; color: var(--accent); }`;

/** PropertyShops' Ad-free badge beside its name. */
export const adFreeCss = `.adfree { display: inline-flex; align-items: center; gap: 4px; font-size: 11.5px; font-weight: 700; color: var(--ok); background: var(--ok-soft); padding: 3px 8px; border-radius: 10px; }`;

/**
 * A PropertyShops listing's photo, drawn: two towers against the tint the screen gives `.photo`,
 * with the listing's QR code in its corner (`.qr`).
 */
export const listingPhotoCss = `.photo::before { content: ''; position: absolute; left: 22%; width: 34%; bottom: 0; height: 78%; background: repeating-linear-gradient(0deg, transparent 0 5px, rgba(15,23,42,.28) 5px 9px) 5px 6px / calc(100% - 10px) calc(100% - 10px) no-repeat, #f8fafc; }
.photo::after { content: ''; position: absolute; left: 58%; width: 26%; bottom: 0; height: 56%; background: repeating-linear-gradient(0deg, transparent 0 5px, rgba(15,23,42,.24) 5px 9px) 4px 5px / calc(100% - 8px) calc(100% - 8px) no-repeat, #e2e8f0; }
.photo .qr { position: absolute; right: 6px; top: 6px; width: 22px; height: 22px; border-radius: 6px; background: #fff; color: #0f172a; display: grid; place-items: center; }`;
