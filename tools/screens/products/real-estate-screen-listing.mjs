// PropertyShops: one listing with its details up front, the verified agent to contact and the
// listing's QR code for boards, brochures and chat.
import { browser } from '../frames.mjs';
import { icon, pageCss, qr } from '../kit.mjs';
import { brandCss, looks } from './shared/looks.mjs';

const facts = [['ruler', '1,480 sq ft', 'Super area'], ['bed-double', '3', 'Bedrooms'], ['bath', '2', 'Bathrooms'], ['layers', '9 of 22', 'Floor']];

export default {
  frame: 'browser',
  ...looks.realEstate,
  css: `
${pageCss('.pl', '#fff')}
.nav { display: flex; align-items: center; gap: 12px; padding: 10px 18px; border-bottom: 1px solid var(--line); }
${brandCss('realEstate')}
.crumb { font-size: 12px; color: var(--muted); }
.body { display: grid; grid-template-columns: 1fr 200px; gap: 14px; padding: 12px 18px; }
.gallery { display: grid; grid-template-columns: 2fr 1fr; grid-template-rows: 80px 80px; gap: 6px; }
.gallery i { border-radius: 8px; position: relative; overflow: hidden; }
.gallery i:first-child { grid-row: span 2; background: linear-gradient(170deg, #bfe3ee, #5a9db3); }
.gallery i:first-child::before { content: ''; position: absolute; left: 18%; width: 36%; bottom: 0; height: 82%; background: repeating-linear-gradient(0deg, transparent 0 8px, rgba(15,23,42,.28) 8px 13px) 8px 10px / calc(100% - 16px) calc(100% - 16px) no-repeat, #f8fafc; }
.gallery i:first-child::after { content: ''; position: absolute; left: 58%; width: 28%; bottom: 0; height: 58%; background: repeating-linear-gradient(0deg, transparent 0 8px, rgba(15,23,42,.22) 8px 13px) 7px 9px / calc(100% - 14px) calc(100% - 14px) no-repeat, #e2e8f0; }
.gallery i:nth-child(2) { background: linear-gradient(160deg, #efe6d6, #c9b48e); }
.gallery i:nth-child(3) { background: linear-gradient(160deg, #dfe9d8, #98b486); }
.gallery i:nth-child(3)::after { content: '+14 photos'; position: absolute; inset: 0; display: grid; place-items: center; color: #fff; font-size: 12px; font-weight: 700; background: rgba(15,23,42,.35); }
.body h1 { font-size: 18px; margin-top: 10px; }
.loc { font-size: 12px; color: var(--muted); display: flex; align-items: center; gap: 4px; }
.price { font-size: 22px; font-weight: 800; margin-top: 4px; }
.price small { font-size: 12px; color: var(--muted); font-weight: 500; margin-left: 6px; }
.facts { display: grid; grid-template-columns: repeat(4, 1fr); gap: 6px; margin-top: 8px; }
.facts div { border: 1px solid var(--line); border-radius: 8px; padding: 6px 7px; }
.facts svg { color: var(--accent); }
.facts b { display: block; font-size: 12.5px; margin-top: 3px; }
.facts span { font-size: 11px; color: var(--muted); }
.agent { padding: 12px; }
.agent .row.t { gap: 8px; }
.agent .ic { width: 36px; height: 36px; border-radius: 10px; background: #ecfeff; color: var(--accent); display: grid; place-items: center; }
.agent b { font-size: 13px; display: block; }
.agent .v { display: inline-flex; align-items: center; gap: 3px; font-size: 11px; font-weight: 700; color: var(--ok); }
.agent .btn { width: 100%; margin-top: 8px; }
.share { padding: 12px; margin-top: 10px; text-align: center; }
.share .code { display: inline-block; padding: 6px; border-radius: 10px; box-shadow: 0 0 0 1px var(--line); }
.share b { display: block; font-size: 12.5px; margin-top: 6px; }
.share span { font-size: 11px; color: var(--muted); }
`,
  render(product) {
    return browser({
      url: new URL('listing/PS-48213', product.url).href,
      body: `<div class="app pl">
  <div class="nav"><span class="brand"><i>${icon('building-2', 15)}</i>${product.name}</span><span class="crumb">Noida › Sector 137 › PS-48213</span></div>
  <div class="body">
    <div>
      <div class="gallery"><i></i><i></i><i></i></div>
      <h1>3 BHK apartment, ready to move</h1><div class="loc">${icon('map-pin', 12)}Sector 137, Noida · near the Expressway metro</div>
      <div class="price">₹1.05 Cr<small>₹7,095 per sq ft</small></div>
      <div class="facts">${facts.map(([ic, v, k]) => `<div>${icon(ic, 14)}<b>${v}</b><span>${k}</span></div>`).join('')}</div>
    </div>
    <div>
      <div class="card agent"><div class="row t"><span class="ic">${icon('user-round-check', 18)}</span><div><b>Expressway Realty Point</b><span class="v">${icon('badge-check', 12)}Verified local agent</span></div></div><span class="btn primary">${icon('phone', 13)}Call agent</span><span class="btn ghost" style="width:100%;margin-top:6px">${icon('message-circle', 13)}Chat on WhatsApp</span></div>
      <div class="card share"><span class="code">${qr(96, '#0f172a', 25, 23)}</span><b>Scan to open this listing</b><span>Print on boards or send on chat</span></div>
    </div>
  </div>
</div>`,
    });
  },
};
