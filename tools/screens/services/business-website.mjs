// Business website: the five-page site of a pump maker and repairer. The hero shows its home page
// on a laptop (what they do, for whom, and the enquiry button above the fold) with its services
// page on a phone in front; the intro shows the contact page on a phone (form, click to call,
// WhatsApp, map) with an enquiry arriving in the owner's inbox and the page as a search result.
import { float, laptop, phone, siteLabel } from '../frames.mjs';
import { each, icon } from '../kit.mjs';
import { websiteScreens } from './shared/website.mjs';

const accent = '#b45309';
const site = { name: 'Arasu Engineering', city: 'Coimbatore', url: 'https://www.arasuengineering.example.com' };
const services = [
  ['droplets', 'Submersible pumps', 'Borewell pumps from 1 to 15 HP'],
  ['cog', 'Monoblock pumps', 'For farms, homes and apartments'],
  ['wrench', 'Motor repairs', 'Any make, back in 48 hours'],
];
// The record's pages, as the site's menu names them.
const pageLabel = { 'Services or products': 'Services', 'Portfolio or gallery': 'Projects' };
const pages = (service) => service.sections[0].cards.map((card) => pageLabel[card.title] ?? card.title);

/** The pump the services page shows (the site's product photograph stands drawn). */
const pump = `<svg width="100%" height="100%" viewBox="0 0 300 220">
  <ellipse cx="150" cy="196" rx="120" ry="12" fill="#000" opacity=".12"/>
  <rect x="40" y="70" width="140" height="100" rx="18" fill="#1f3b5a"/>
  ${each([0, 1, 2, 3, 4, 5, 6], (i) => `<rect x="${52 + i * 18}" y="70" width="8" height="100" fill="#2b4f75"/>`)}
  <rect x="178" y="84" width="28" height="72" rx="6" fill="#9aa5b1"/>
  <circle cx="236" cy="120" r="44" fill="#d97706"/><circle cx="236" cy="120" r="30" fill="#f59e0b"/><circle cx="236" cy="120" r="10" fill="#7c2d12"/>
  <rect x="226" y="40" width="20" height="40" rx="4" fill="#d97706"/><rect x="218" y="32" width="36" height="12" rx="3" fill="#92400e"/>
  <rect x="44" y="168" width="200" height="16" rx="4" fill="#334155"/>
  <rect x="96" y="52" width="36" height="20" rx="4" fill="#334155"/>
</svg>`;

const css = `
.ae { display: flex; flex-direction: column; background: #fff; color: #1f2937; }
.ae .nav { display: flex; align-items: center; gap: 14px; padding: 9px 34px 9px 16px; border-bottom: 1px solid #f1e7da; }
.ae .logo { display: flex; align-items: center; gap: 7px; font-family: 'Sora', 'Inter Variable'; font-weight: 700; font-size: 14.5px; color: #7c2d12; line-height: 1.05; }
.ae .logo i { width: 26px; height: 26px; border-radius: 7px; background: var(--accent); color: #fff; display: grid; place-items: center; }
.ae .logo small { display: block; font: 600 12px 'Inter Variable'; color: #9a6b45; }
.ae .nav nav { display: flex; gap: 13px; font-size: 12.5px; font-weight: 600; margin-left: auto; color: #374151; }
.ae .nav nav .on { color: var(--accent); }
.ae .call { display: flex; align-items: center; gap: 5px; background: var(--accent); color: #fff; border-radius: 8px; padding: 6px 11px; font-weight: 700; font-size: 12.5px; }
.ae .ban { display: grid; grid-template-columns: 1fr 190px; align-items: center; gap: 10px; padding: 16px 34px 14px 18px; background: linear-gradient(120deg, #fff7ed, #fdebd3); }
.ae .ban small { font-size: 12px; font-weight: 700; color: var(--accent); text-transform: uppercase; letter-spacing: .06em; }
.ae .ban h1 { font-family: 'Sora', 'Inter Variable'; font-size: 23px; line-height: 1.15; margin: 5px 0 7px; color: #111827; }
.ae .ban p { font-size: 13px; color: #4b5563; }
.ae .ban .acts { display: flex; gap: 8px; margin-top: 11px; }
.ae .ban .acts span { display: inline-flex; align-items: center; gap: 6px; border-radius: 8px; padding: 7px 13px; font-weight: 700; font-size: 12.5px; }
.ae .ban .acts .p { background: var(--accent); color: #fff; }
.ae .ban .acts .w { background: #fff; color: #166534; box-shadow: inset 0 0 0 1.5px #bbf7d0; }
.ae .ban .img { height: 150px; }
.ae .blocks { display: grid; grid-template-columns: repeat(3, 1fr); gap: 10px; padding: 12px 34px 12px 18px; }
.ae .blocks div { padding: 10px; border-radius: 10px; border: 1px solid #f1e7da; }
.ae .blocks .ic { width: 30px; height: 30px; border-radius: 8px; background: #fff1e0; color: var(--accent); display: grid; place-items: center; }
.ae .blocks b { display: block; font-size: 13px; margin-top: 6px; }
.ae .blocks span { font-size: 12px; color: #6b7280; }
.am { display: flex; flex-direction: column; background: #fff; color: #1f2937; font-size: 15px; position: relative; }
.am .bar { display: flex; align-items: center; justify-content: space-between; padding: 8px 16px; border-bottom: 1px solid #f1e7da; }
.am .bar .logo { font-family: 'Sora', 'Inter Variable'; font-weight: 700; font-size: 17px; color: #7c2d12; }
.am .pic { height: 104px; margin: 10px 14px 0; border-radius: 14px; background: linear-gradient(120deg, #fff7ed, #fdebd3); padding: 6px 40px; }
.am h1 { font-family: 'Sora', 'Inter Variable'; font-size: 22px; margin: 12px 16px 2px; }
.am .lead { font-size: 15px; color: #4b5563; margin: 0 16px 6px; }
.am .svc { margin: 8px 14px 0; padding: 10px 12px; border-radius: 14px; border: 1px solid #f1e7da; display: flex; gap: 8px; align-items: center; justify-content: space-between; }
.am .svc > svg { color: var(--accent); }
.am .svc .ic { width: 40px; height: 40px; border-radius: 12px; background: #fff1e0; color: var(--accent); display: grid; place-items: center; flex: none; }
.am .svc b { display: block; font-size: 16px; }
.am .svc span { font-size: 15px; color: #6b7280; }
.am .dock { margin-top: auto; display: flex; gap: 8px; padding: 10px 14px 24px; border-top: 1px solid #f1e7da; }
.am .dock span { flex: 1; display: flex; align-items: center; justify-content: center; gap: 6px; padding: 12px 0; border-radius: 12px; font-weight: 700; font-size: 15px; }
.am .dock .c { background: var(--accent); color: #fff; }
.am .dock .e { box-shadow: inset 0 0 0 1.5px #fcd9b6; color: #7c2d12; }
.am form, .am .form { margin: 6px 16px 0; display: flex; flex-direction: column; gap: 8px; }
.am .fld { border: 1.5px solid #e5e7eb; border-radius: 12px; padding: 8px 12px; }
.am .fld small { display: block; font-size: 14px; color: #6b7280; }
.am .fld b { font-size: 16px; font-weight: 600; }
.am .send { padding: 13px; border-radius: 12px; background: var(--accent); color: #fff; font-weight: 700; text-align: center; font-size: 16px; }
.am .map { margin: 10px 16px 0; height: 104px; border-radius: 14px; overflow: hidden; position: relative; }
.am .map svg { position: absolute; inset: 0; }
.am .addr { margin: 8px 16px 0; font-size: 15px; color: #4b5563; display: flex; align-items: center; gap: 6px; }
.mail { padding: 14px 16px; }
.mail .from { display: flex; align-items: center; gap: 8px; font-size: 12.5px; color: #6b7280; }
.mail .from .ic { width: 28px; height: 28px; border-radius: 50%; background: #fff1e0; color: var(--accent); display: grid; place-items: center; }
.mail .from span.t { margin-left: auto; }
.mail b { display: block; font-size: 15px; margin: 8px 0 6px; }
.mail .kv { display: grid; grid-template-columns: 84px 1fr; gap: 3px 8px; font-size: 13px; }
.mail .kv span { color: #6b7280; }
.serp { padding: 14px 16px; }
.serp .u { font-size: 12.5px; color: #3f4a5a; display: flex; align-items: center; gap: 6px; }
.serp .u i { width: 22px; height: 22px; border-radius: 50%; background: var(--accent); color: #fff; display: grid; place-items: center; font-style: normal; font-size: 12px; font-weight: 800; }
.serp b { display: block; font-size: 17px; color: #1a3fb0; font-weight: 600; margin: 5px 0 3px; }
.serp p { font-size: 13px; color: #4b5563; }
.serp .ok { display: flex; gap: 10px; margin-top: 8px; font-size: 12px; color: var(--ok); font-weight: 700; }
.serp .ok span { display: flex; align-items: center; gap: 4px; }
`;

export default websiteScreens({
  look: { accent, font: 'inter', faces: ['sora'] },
  css,
  hero: {
    frame: 'laptop',
    css: `
.f-laptop { left: 240px; top: 112px; width: 556px; }
.f-laptop .f-screen { height: 420px; }
.f-laptop .f-bar + .f-screen { height: calc(420px - 34px); }
.f-laptop .f-bar .f-address { width: 300px; }
.f-laptop .f-base { margin: 0 -30px; }
.ae .nav, .ae .ban, .ae .blocks { padding-right: 84px; }
.ae .ban { grid-template-columns: 1fr; }
.ae .blocks { grid-template-columns: 1fr 1fr; }
.f-phone { top: 96px; width: 252px; height: 556px; padding: 9px; border-radius: 44px; }
.f-phone .f-glass { border-radius: 38px; }
`,
    render(service) {
      const home = `<div class="app ae">
  <div class="nav"><span class="logo"><i>${icon('cog', 15)}</i><span>${site.name}<small>${site.city}</small></span></span><nav>${each(pages(service).slice(0, 3), (label, i) => `<span class="${i === 0 ? 'on' : ''}">${label}</span>`)}</nav></div>
  <div class="ban"><div><small>Pumps · motors · repairs</small><h1>Pumps for farms, homes and factories across Coimbatore</h1><p>Sales, installation and repairs of every make, with service at your site.</p>
    <div class="acts"><span class="p">${icon('send', 13)}Send an enquiry</span><span class="w">${icon('message-circle', 13)}Chat with us</span></div></div></div>
  <div class="blocks">${each(services.slice(0, 2), ([ic, title, text]) => `<div><span class="ic">${icon(ic, 16)}</span><b>${title}</b><span>${text}</span></div>`)}</div>
</div>`;
      const list = `<div class="app am">
  <div class="bar"><span class="logo">${site.name}</span>${icon('menu', 22)}</div>
  <div class="pic">${pump}</div>
  <h1>Our services</h1>
  ${each(services.slice(0, 2), ([, title, text]) => `<div class="svc"><div><b>${title}</b><span>${text}</span></div>${icon('chevron-right', 18)}</div>`)}
  <div class="dock"><span class="c">${icon('phone', 16)}Call</span><span class="e">${icon('send', 16)}Enquire</span></div>
</div>`;
      return laptop({ url: `${site.url}/`, zoom: 1.17, body: home }) + phone({ x: 680, zoom: 0.94, url: site.url, body: list });
    },
  },
  intro: {
    render() {
      const map = `<svg width="100%" height="100%" viewBox="0 0 300 104" preserveAspectRatio="xMidYMid slice"><rect width="300" height="104" fill="#efe9df"/>
  <path d="M0 36 H300 M0 80 H300 M70 0 V104 M200 0 V104" stroke="#fff" stroke-width="10"/><path d="M0 104 L300 10" stroke="#fde68a" stroke-width="8"/>
  <path d="M150 20 a16 16 0 0 1 16 16 c0 12 -16 28 -16 28 s-16 -16 -16 -28 a16 16 0 0 1 16 -16z" fill="${accent}"/><circle cx="150" cy="36" r="6" fill="#fff"/></svg>`;
      const contact = `<div class="app am">
  <div class="bar"><span class="logo">${site.name}</span>${icon('menu', 22)}</div>
  <h1>Contact us</h1>
  <div class="form">
    <div class="fld"><small>Town</small><b>Pollachi</b></div>
    <div class="fld"><small>What do you need?</small><b>5 HP submersible for a borewell</b></div>
    <span class="send">Send enquiry</span>
  </div>
  <div class="map">${map}</div>
  <div class="addr">${icon('map-pin', 16)}Ganapathy, ${site.city}</div>
  <div class="dock"><span class="c">${icon('phone', 16)}Call</span><span class="e" style="color:#166534;box-shadow:inset 0 0 0 1.5px #bbf7d0">${icon('message-circle', 16)}Chat</span></div>
</div>`;
      const mail = `<div class="mail"><div class="from"><span class="ic">${icon('mail', 15)}</span>Website enquiry form<span class="t">10:24 AM</span></div><b>New enquiry: 5 HP submersible</b>
  <div class="kv"><span>Location</span>Pollachi, farm borewell</div><div class="kv"><span>Reply by</span>Phone call or chat</div></div>`;
      const serp = `<div class="serp"><div class="u"><i>A</i>${siteLabel(new URL(site.url).host)} › services</div><b>Submersible and Monoblock Pumps in Coimbatore</b><p>Sales, fitting and repairs of every make, back within 48 hours.</p>
  <div class="ok"><span>${icon('lock', 12, 2.5)}HTTPS</span><span>${icon('check', 12, 3)}Title and description</span><span>${icon('check', 12, 3)}Sitemap</span></div></div>`;
      return phone({ x: 572, zoom: 1.05, url: site.url, body: contact }) + float({ x: 40, y: 64, w: 490, zoom: 1.55, body: mail }) + float({ x: 30, y: 356, w: 510, zoom: 1.5, body: serp });
    },
  },
});
