/**
 * The picture around a screen: a 960×720 canvas (4:3, like every picture these screens replace),
 * a soft ground tinted by the product's accent, and the device the software runs on: a browser
 * window with its address bar, a laptop, or an Android phone, each with a real device's proportions
 * and a soft shadow. Screens are written in an interface's own pixel sizes and magnified by the
 * frame's `zoom`, so their words stay legible where the picture is shown small (a 265 px card).
 * Cards beside a phone (`float`) hold parts of the same app in larger type.
 */
import { baseCss, esc, icon } from './kit.mjs';
import { fontFaceCss, stack } from './fonts.mjs';

export const CANVAS = { width: 960, height: 720 };

/** An Android phone's width on the canvas, and its distance from the canvas's top (its height, 692 px, fills the canvas's less a margin). */
export const PHONE_WIDTH = 336;
export const PHONE_TOP = 14;

const frameCss = `
html, body { width: ${CANVAS.width}px; height: ${CANVAS.height}px; overflow: hidden; }
.canvas { position: relative; width: 100%; height: 100%; overflow: hidden; font-family: var(--font); }
.canvas.tint { background:
  radial-gradient(620px 420px at 12% 0%, color-mix(in oklab, var(--accent) 20%, transparent), transparent 70%),
  radial-gradient(520px 400px at 100% 100%, color-mix(in oklab, var(--accent) 14%, transparent), transparent 70%),
  linear-gradient(160deg, #f7f8fb, color-mix(in oklab, var(--accent) 7%, #eef1f6)); }
.f-screen { position: relative; overflow: hidden; background: #fff; }
.f-screen > .app { zoom: var(--zoom); width: 100%; height: 100%; }

.f-browser { position: absolute; left: 36px; top: 34px; width: 888px; height: 652px; border-radius: 14px; overflow: hidden; background: #fff;
  box-shadow: 0 0 0 1px rgba(15, 23, 42, .10), 0 2px 6px rgba(15, 23, 42, .06), 0 28px 56px -18px rgba(15, 23, 42, .38); }
.f-browser .f-toolbar { height: 54px; display: flex; align-items: center; gap: 14px; padding: 0 18px; background: #eef0f3; border-bottom: 1px solid #d9dde3; font-family: 'Inter Variable'; }
.f-browser .f-lights { display: flex; gap: 8px; }
.f-browser .f-lights i { width: 13px; height: 13px; border-radius: 50%; background: #ff5f57; box-shadow: inset 0 0 0 1px rgba(0,0,0,.08); }
.f-browser .f-lights i + i { background: #febc2e; } .f-browser .f-lights i + i + i { background: #28c840; }
.f-browser .f-arrows { display: flex; gap: 6px; color: #8a94a3; }
.f-browser .f-address { flex: 1 1 auto; min-width: 0; height: 34px; display: flex; align-items: center; gap: 7px; padding: 0 14px; border-radius: 9px;
  background: #fff; box-shadow: 0 0 0 1px #dde1e7; color: #1f2937; font-size: 17px; letter-spacing: -.005em; }
.f-browser .f-address svg { color: #5b6574; }
.f-browser .f-address span { white-space: nowrap; }
.f-browser .f-address .f-path { overflow: hidden; text-overflow: ellipsis; max-width: 150px; }
.f-browser .f-address .f-path { color: #7b8594; }
.f-browser .f-tools { display: flex; gap: 12px; color: #8a94a3; }
.f-browser .f-screen { height: calc(100% - 54px); }

.f-laptop { position: absolute; left: 70px; top: 26px; width: 820px; }
.f-laptop .f-lid { position: relative; padding: 16px 16px 20px; border-radius: 24px 24px 8px 8px; background: #1a1d23; box-shadow: inset 0 0 0 2px #2c313a, 0 24px 50px -20px rgba(15, 23, 42, .45); }
.f-laptop .f-lid::before { content: ''; position: absolute; top: 6px; left: 50%; width: 6px; height: 6px; margin-left: -3px; border-radius: 50%; background: #3a404b; }
.f-laptop .f-screen { height: 556px; border-radius: 4px; }
.f-laptop .f-base { position: relative; margin: 0 -62px; height: 24px; border-radius: 2px 2px 20px 20px / 2px 2px 14px 14px;
  background: linear-gradient(#e3e6ea, #b9bfc7 70%, #9aa1ab); box-shadow: 0 22px 30px -12px rgba(15, 23, 42, .45); }
.f-laptop .f-base::before { content: ''; position: absolute; left: 50%; top: 0; width: 150px; height: 9px; margin-left: -75px; border-radius: 0 0 10px 10px; background: #a7adb6; }
.f-laptop .f-bar { height: 34px; display: flex; align-items: center; gap: 10px; padding: 0 12px; background: #eef0f3; border-bottom: 1px solid #d9dde3; font-family: 'Inter Variable'; }
.f-laptop .f-bar .f-lights { display: flex; gap: 6px; } .f-laptop .f-bar .f-lights i { width: 10px; height: 10px; border-radius: 50%; background: #ff5f57; }
.f-laptop .f-bar .f-lights i + i { background: #febc2e; } .f-laptop .f-bar .f-lights i + i + i { background: #28c840; }
.f-laptop .f-bar .f-address { margin: 0 auto; width: 360px; height: 24px; display: flex; align-items: center; justify-content: center; gap: 6px; border-radius: 7px; background: #fff; box-shadow: 0 0 0 1px #dde1e7; font-size: 14px; color: #1f2937; }
.f-laptop .f-bar .f-address svg { color: #5b6574; }
.f-laptop .f-bar + .f-screen { height: calc(556px - 34px); }

.f-phone { position: absolute; top: ${PHONE_TOP}px; width: ${PHONE_WIDTH}px; height: 692px; padding: 11px; border-radius: 54px; background: #15181e;
  box-shadow: inset 0 0 0 2px #30353f, inset 0 0 0 5px #15181e, inset 0 0 0 6px #3b414c, 0 30px 60px -20px rgba(15, 23, 42, .5); }
.f-phone .f-glass { position: relative; height: 100%; border-radius: 44px; overflow: hidden; background: #fff; display: flex; flex-direction: column; }
.f-phone .f-status { height: 38px; flex: none; display: flex; align-items: center; justify-content: space-between; padding: 4px 26px 0; font: 600 15px/1 'Roboto Variable', 'Inter Variable'; }
.f-phone .f-status .f-icons { display: flex; gap: 5px; align-items: center; }
.f-phone .f-status::after { content: ''; position: absolute; top: 12px; left: 50%; width: 16px; height: 16px; margin-left: -8px; border-radius: 50%; background: #0b0d11; }
.f-phone .f-omnibox { flex: none; display: flex; align-items: center; gap: 8px; padding: 4px 14px 8px; }
.f-phone .f-omnibox .f-address { flex: 1; height: 34px; display: flex; align-items: center; gap: 6px; padding: 0 12px; border-radius: 17px; background: #eceff3; font: 500 14.5px/1 'Roboto Variable', 'Inter Variable'; color: #1f2937; }
.f-phone .f-screen { flex: 1; }
.f-phone .f-gesture { position: absolute; bottom: 7px; left: 50%; width: 110px; height: 4px; margin-left: -55px; border-radius: 2px; background: rgba(15, 23, 42, .55); }
.f-phone .f-gesture.f-light { background: rgba(255, 255, 255, .8); }

.f-float { position: absolute; border-radius: 16px; background: #fff; overflow: hidden;
  box-shadow: 0 0 0 1px rgba(15, 23, 42, .07), 0 2px 6px rgba(15, 23, 42, .06), 0 22px 44px -16px rgba(15, 23, 42, .34); }
.f-float > .app { zoom: var(--zoom); height: auto; background: #fff; }
`;

const lights = '<div class="f-lights"><i></i><i></i><i></i></div>';

/**
 * The names the address bars show for hosts that are placeholders. Until the agency gives a
 * project's real address its record holds a reserved name (spice-route.example.com), and an address
 * bar reading "example.com" makes a real project look invented; the screen shows the site's own name
 * there instead, as a browser's site chip does. A record with a real host shows that host. A
 * placeholder host missing here stops the generator, so none is drawn by accident.
 */
const PLACEHOLDER_HOST = /(^|\.)example\.(com|net|org)$|(^|\.)(example|test|invalid|localhost)$/;
export const SITE_NAMES = {
  // Portfolio projects (the names their screens show in their own headers).
  'ca-firm.example.com': 'Ledgerline & Associates',
  'coaching-institute.example.com': 'Apex Classes',
  'garment-wholesale.example.com': 'Loomline Wholesale',
  'handicraft-bazaar.example.com': 'Handicraft Bazaar',
  'holiday-trails.example.com': 'Holiday Trails',
  'interior-studio.example.com': 'Studio Kesar Interiors',
  'noida-homes.example.com': 'Noida Homes',
  'rental-manager.example.com': 'RentDesk',
  'residency-project.example.com': 'Aranya Residency',
  'rural-education-trust.example.com': 'Rural Education Trust',
  'spice-route.example.com': 'Spice Route',
  'table-order.example.com': 'Saffron Courtyard',
  // The agency's products, and a shop built on one.
  'serviceplex.example.com': 'ServicePlex',
  'propertyshops.example.com': 'PropertyShops',
  'herbazaar.example.com': 'Her Bazaar',
  'locallens.example.com': 'LocalLens',
  'sonakhet.example.com': 'Sona Khet Organics',
  // The invented businesses of the service pages' examples, and the tools their reports open in.
  'aquapure.example.com': 'AquaPure',
  'www.arasuengineering.example.com': 'Arasu Engineering',
  'kalaahandlooms.example.com': 'Kalaa Handlooms',
  'www.tamraliving.example.com': 'Tamra Living',
  'erp.vindhyapolymers.example.com': 'Vindhya Polymers ERP',
  'intranet.sahyog.example.com': 'Sahyog Intranet',
  'portal.shreebalaji.example.com': 'Shree Balaji Portal',
  'www.mistvale.example.com': 'Mistvale',
  'network.example.com': 'Professional network',
  'reports.example.com': 'Client reports',
  'plan.example.com': 'Content planner',
};

/**
 * What an address bar shows for a host (`URL.host`): the host, or the site's name for a
 * placeholder. A port or a trailing dot does not make a placeholder a real address.
 */
export function siteLabel(host) {
  const name = host.replace(/:\d+$/, '').replace(/\.$/, '').toLowerCase();
  if (!PLACEHOLDER_HOST.test(name)) return host;
  const siteName = SITE_NAMES[name];
  if (!siteName) throw new Error(`frames: ${host} is a placeholder address; add the site's name to SITE_NAMES`);
  return siteName;
}

/** Host (or the site's name) and the rest of a URL, for an address bar. */
function address(url) {
  const { host, pathname, search } = new URL(url);
  const rest = `${pathname === '/' ? '' : pathname}${search}`;
  return `${icon('lock', 15, 2.2)}<span>${esc(siteLabel(host))}</span>${rest ? `<span class="f-path">${esc(rest)}</span>` : ''}`;
}

/** A browser window across the canvas; `url` fills its address bar. */
export function browser({ url, zoom = 1.35, body }) {
  return `<div class="f-browser">
    <div class="f-toolbar">${lights}<div class="f-arrows">${icon('chevron-left', 20)}${icon('chevron-right', 20)}</div>
      <div class="f-address">${address(url)}</div><div class="f-tools">${icon('rotate-cw', 18)}${icon('share', 18)}</div></div>
    <div class="f-screen" style="--zoom:${zoom}">${body}</div>
  </div>`;
}

/** A laptop; a web application with an address (`url`) shows it in a slim browser bar. */
export function laptop({ url, zoom = 1.3, body }) {
  const bar = url ? `<div class="f-bar">${lights}<div class="f-address">${address(url)}</div></div>` : '';
  return `<div class="f-laptop"><div class="f-lid">${bar}<div class="f-screen" style="--zoom:${zoom}">${body}</div></div><div class="f-base"></div></div>`;
}

/**
 * An Android phone at `x`. `statusBar` colours the status bar (the app's own bar colour, or white);
 * `url` shows a web app in the browser's address bar; installed apps have none.
 */
export function phone({ x, zoom = 0.92, statusBar = '#fff', light = false, url, body }) {
  const ink = light ? '#fff' : '#111827';
  const omnibox = url
    ? `<div class="f-omnibox" style="background:${statusBar}"><div class="f-address">${icon('lock', 14, 2.2)}${esc(siteLabel(new URL(url).host))}</div>${icon('ellipsis-vertical', 18)}</div>`
    : '';
  return `<div class="f-phone" style="left:${x}px">
    <div class="f-glass">
      <div class="f-status" style="background:${statusBar};color:${ink}"><span>9:41</span><span class="f-icons">${icon('signal', 15, 2.4)}${icon('wifi', 15, 2.4)}${icon('battery-full', 18, 2)}</span></div>
      ${omnibox}
      <div class="f-screen" style="--zoom:${zoom}">${body}</div>
      <div class="f-gesture${light ? ' f-light' : ''}"></div>
    </div>
  </div>`;
}

/** A card of the app beside the device, at (x, y), `w` wide, magnified by `zoom`. */
export function float({ x, y, w, zoom = 1.5, body, style = '' }) {
  return `<div class="f-float" style="left:${x}px;top:${y}px;width:${w}px;${style}"><div class="app" style="--zoom:${zoom}">${body}</div></div>`;
}

/**
 * The whole HTML document of one picture. `accent` colours the ground and the app, `font` is a
 * face key of fonts.mjs (more in `faces`), `css` the screen's own styles, `content` the devices and
 * cards. `ground: false` leaves the canvas transparent (hero art on the page's dark hero).
 */
export function documentFor({ accent, font, faces = [], css = '', content, ground = true }) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>
${fontFaceCss([font, ...faces, "roboto"])}
${baseCss}
${frameCss}
.canvas, .app { --accent: ${accent}; --font: ${stack(font)}; }
.app { font-family: var(--font); }
${css}
</style></head><body style="background:transparent"><div class="canvas${ground ? ' tint' : ''}">${content}</div></body></html>`;
}
