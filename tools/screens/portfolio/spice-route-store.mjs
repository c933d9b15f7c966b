// A family spice business's online store: one product sold by weight, its combo pack, the delivery
// check by pin code with cash on delivery, and add to cart.
import { browser } from '../frames.mjs';
import { icon, inr } from '../kit.mjs';

const weights = [['100 g', 95], ['250 g', 219], ['500 g', 399]];

export default {
  frame: 'browser',
  // The product's buy box, close: any box from the window's corner cuts its title or its prices.
  cardCrop: { x: 404, y: 200, w: 540, anchor: 'none' },
  layout: 'product page with weight options and a pin-code check',
  accent: '#9f1239',
  font: 'lora',
  faces: ['nunito'],
  css: `
.sr { background: #fffaf3; display: flex; flex-direction: column; font-family: 'Nunito', 'Inter Variable'; }
.bar { font-size: 11.5px; font-weight: 700; padding: 5px 16px; background: #7f1d1d; color: #fde68a; letter-spacing: .03em; }
.head { display: flex; align-items: center; gap: 18px; padding: 10px 20px; border-bottom: 1px solid #f0e3cf; background: #fff; }
.brand { font: 700 19px/1 'Lora'; color: #7f1d1d; }
.brand small { display: block; font: 600 11px 'Nunito'; color: #a16207; letter-spacing: .1em; text-transform: uppercase; margin-top: 2px; }
.nav { display: flex; gap: 14px; font-size: 12.5px; font-weight: 700; color: #57534e; }
.cart { margin-left: auto; position: relative; color: #7f1d1d; }
.cart b { position: absolute; top: -6px; right: -8px; width: 16px; height: 16px; border-radius: 50%; background: #b91c1c; color: #fff; font-size: 11px; display: grid; place-items: center; }
.crumb { padding: 8px 20px 0; font-size: 11.5px; color: #78716c; }
.prod { display: grid; grid-template-columns: 250px 1fr; gap: 22px; padding: 10px 20px; }
.shot { height: 250px; border-radius: 14px; background: radial-gradient(circle at 50% 45%, #fde7c7, #f3d3a3); position: relative; }
.jar { position: absolute; left: 70px; top: 44px; width: 110px; height: 150px; border-radius: 16px 16px 20px 20px; background: linear-gradient(90deg, #9f1239, #dc2626 45%, #991b1b); box-shadow: inset 0 0 0 4px rgba(255,255,255,.12); }
.jar::before { content: ''; position: absolute; left: 6px; right: 6px; top: -20px; height: 24px; border-radius: 7px; background: linear-gradient(#3f2a1d, #57402e); }
.jar .label { position: absolute; left: 12px; right: 12px; top: 44px; padding: 7px 4px; border-radius: 6px; background: #fef3c7; text-align: center; font: 700 12px/1.1 'Lora'; color: #7f1d1d; }
.heap { position: absolute; left: 26px; bottom: 26px; width: 80px; height: 30px; border-radius: 50% 50% 8px 8px; background: #c2410c; }
.heap.two { left: 150px; width: 70px; background: #b91c1c; }
.thumbs { display: flex; gap: 6px; margin-top: 8px; }
.thumbs i { width: 44px; height: 36px; border-radius: 7px; background: #f3d3a3; }
.thumbs i:first-child { box-shadow: 0 0 0 2px #b91c1c; }
.prod h1 { max-width: 9em; font: 700 23px/1.15 'Lora'; color: #292524; }
.stars { display: flex; align-items: center; gap: 2px; color: #d97706; font-size: 12px; margin: 4px 0 8px; }
.stars svg { fill: currentColor; }
.stars span { color: #78716c; margin-left: 6px; font-weight: 600; }
.price { font-size: 24px; font-weight: 800; }
.price small { font-size: 12px; color: #78716c; font-weight: 600; margin-left: 6px; }
.opts { display: flex; gap: 6px; margin: 8px 0; }
.opts span { padding: 6px 12px; border-radius: 9px; border: 1.5px solid #e7d8c3; font-weight: 700; font-size: 12.5px; background: #fff; }
.opts .on { border-color: #b91c1c; color: #b91c1c; background: #fff5f5; }
.combo { display: flex; align-items: center; gap: 8px; padding: 7px 10px; border-radius: 9px; background: #fef3c7; font-size: 12px; font-weight: 700; color: #92400e; }
.pin { display: flex; align-items: center; gap: 8px; margin: 8px 0; font-size: 12px; }
.pin .field { font-weight: 700; }
.pin .ok { color: #15803d; font-weight: 700; display: inline-flex; align-items: center; gap: 4px; }
.buy { display: flex; gap: 8px; }
.buy .btn { padding: 9px 18px; font-size: 13px; border-radius: 10px; }
.buy .primary { background: #b91c1c; }
.buy .ghost { border-color: #b91c1c; color: #b91c1c; background: #fff; }
`,
  render(entry) {
    return browser({
      url: new URL('kashmiri-chilli/', entry.url).href,
      body: `<div class="app sr">
  <div class="bar">Festival offer: 10% off combo packs · free shipping above ${inr(499)}</div>
  <div class="head"><span class="brand">Spice Route<small>Family spice house</small></span><span class="nav"><span>Whole spices</span><span>Powders</span><span>Masalas</span><span>Combo packs</span></span><span class="cart">${icon('shopping-bag', 20)}<b>2</b></span></div>
  <div class="crumb">Home › Powders › Kashmiri chilli</div>
  <div class="prod">
    <div><div class="shot"><div class="heap"></div><div class="heap two"></div><div class="jar"><div class="label">Kashmiri Chilli</div></div></div><div class="thumbs"><i></i><i></i><i></i><i></i></div></div>
    <div>
      <h1>Kashmiri Red Chilli Powder</h1>
      <div class="stars">${icon('star', 13)}${icon('star', 13)}${icon('star', 13)}${icon('star', 13)}${icon('star-half', 13)}<span>Deep colour, mild heat</span></div>
      <div class="price">${inr(219)}<small>250 g · inclusive of taxes</small></div>
      <div class="opts">${weights.map(([w], i) => `<span class="${i === 1 ? 'on' : ''}">${w}</span>`).join('')}</div>
      <div class="combo">${icon('gift', 14)}Combo: with garam masala, 2 × 250 g for ${inr(399)}</div>
      <div class="pin"><span class="field">${icon('map-pin', 13)}201301</span><span class="ok">${icon('truck', 14)}Delivery by Thu · cash on delivery</span></div>
      <div class="buy"><span class="btn primary">Add to cart</span><span class="btn ghost">Buy now</span></div>
    </div>
  </div>
</div>`,
    });
  },
};
