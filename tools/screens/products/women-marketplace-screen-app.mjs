// Her Bazaar on a phone: a shopper looking at a kurta from a small label, its seller verified,
// beside what the marketplace promises shoppers and the women who sell on it.
import { float, phone } from '../frames.mjs';
import { good } from '../goods.mjs';
import { each, icon, inr } from '../kit.mjs';
import { looks, wordmark } from './shared/looks.mjs';

export default {
  frame: 'phone',
  ...looks.womenMarketplace,
  css: `
.pd { background: #fff; display: flex; flex-direction: column; font-size: 15px; }
.bar { display: flex; align-items: center; gap: 12px; padding: 6px 16px 10px; color: #3b0f27; }
.bar .logo { font-family: 'Lora', serif; font-weight: 700; font-size: 19px; flex: 1; }
.bar .logo em { color: var(--accent); }
.shot { position: relative; margin: 0 14px; border-radius: 18px; background: #eef2ff; display: grid; place-items: center; height: 214px; }
.shot .good { background: none !important; height: auto; }
.shot .dots { position: absolute; bottom: 10px; display: flex; gap: 5px; }
.shot .dots i { width: 6px; height: 6px; border-radius: 50%; background: #c7d2fe; } .shot .dots i:first-child { background: #3b5bab; }
.shot .fav { position: absolute; top: 10px; right: 10px; width: 34px; height: 34px; border-radius: 50%; background: #fff; color: var(--accent); display: grid; place-items: center; }
.body { padding: 12px 16px 0; }
.body h1 { font-size: 19px; line-height: 1.2; color: #2a1420; }
.body .price { display: flex; align-items: baseline; gap: 8px; margin-top: 4px; }
.body .price b { font-size: 22px; color: #2a1420; }
.body .price span { font-size: 14px; color: var(--muted); }
.sizes { display: flex; gap: 8px; margin-top: 10px; }
.sizes span { width: 44px; height: 36px; border-radius: 10px; border: 1.5px solid #e7d3de; display: grid; place-items: center; font-weight: 800; font-size: 15px; color: #5b4552; }
.sizes .on { border-color: var(--accent); color: var(--accent); background: #fdf2f8; }
.seller { margin: 12px 16px 0; padding: 10px 12px; border-radius: 14px; background: #fbf5f8; display: flex; align-items: center; gap: 10px; }
.seller .ic { width: 36px; height: 36px; border-radius: 10px; background: #3b5bab; color: #fff; display: grid; place-items: center; }
.seller b { display: block; font-size: 15px; }
.seller span { font-size: 14px; color: #0f766e; font-weight: 700; display: flex; align-items: center; gap: 3px; }
.about { margin: 12px 16px 0; display: flex; flex-direction: column; gap: 6px; font-size: 14px; color: #5b4552; }
.about span { display: flex; align-items: center; gap: 8px; }
.about svg { color: var(--accent); }
.buy { margin: auto 14px 26px; display: flex; gap: 8px; }
.buy span { flex: 1; padding: 13px; border-radius: 14px; background: var(--accent); color: #fff; font-weight: 800; text-align: center; font-size: 16px; display: flex; align-items: center; justify-content: center; gap: 7px; }
.buy span.alt { flex: none; width: 52px; background: #fdf2f8; color: var(--accent); }
.note { padding: 16px 18px; }
.note b { display: block; font-size: 16px; margin-top: 6px; color: #2a1420; }
.note p { font-size: 13px; color: var(--muted); margin-top: 4px; }
.note .ic { width: 36px; height: 36px; border-radius: 10px; background: #ecfdf5; color: #047857; display: grid; place-items: center; }
`,
  render(product) {
    const screen = `<div class="app pd">
  <div class="bar">${icon('arrow-left', 22)}<span class="logo">${wordmark(product.name)}</span>${icon('heart', 21)}${icon('shopping-bag', 21)}</div>
  <div class="shot">${good('kurta', { id: 'app-kurta', cloth: '#3b5bab', ink: '#dbe4ff', tile: 'none', size: 176 })}<span class="fav">${icon('heart', 18)}</span><span class="dots">${each([1, 2, 3, 4], () => '<i></i>')}</span></div>
  <div class="body"><h1>Block-printed cotton kurta</h1><div class="price"><b>${inr(1249)}</b><span>incl. of all taxes</span></div>
    <div class="sizes">${each(['S', 'M', 'L', 'XL'], (s) => `<span class="${s === 'M' ? 'on' : ''}">${s}</span>`)}</div></div>
  <div class="seller"><span class="ic">${icon('store', 18)}</span><div><b>Indigo Loom Studio, Jaipur</b><span>${icon('badge-check', 14)}Verified seller</span></div></div>
  <div class="about">${each([['leaf', '100% cotton, hand block-printed'], ['ruler', 'Knee length, three-quarter sleeves'], ['truck', 'Delivery to 411001 by Thu 13 Nov']], ([ic, t]) => `<span>${icon(ic, 16)}${t}</span>`)}</div>
  <div class="buy"><span class="alt">${icon('share-2', 20)}</span><span>${icon('shopping-bag', 18)}Add to bag</span></div>
</div>`;
    return (
      phone({ x: 120, zoom: 1, body: screen }) +
      float({ x: 500, y: 130, w: 360, zoom: 1.5, body: `<div class="note"><span class="ic">${icon('shield-check', 20)}</span><b>Every seller verified</b><p>GST registration, PAN and bank details checked before a shop goes live.</p></div>` }) +
      float({ x: 540, y: 410, w: 330, zoom: 1.5, body: `<div class="note"><span class="ic" style="background:#fdf2f8;color:#be185d">${icon('store', 20)}</span><b>Free to open a shop</b><p>Live in under 24 hours; a small fixed fee per order.</p></div>` })
    );
  },
};
