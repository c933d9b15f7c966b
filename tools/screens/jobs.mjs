/**
 * What generate.mjs renders: one picture per portfolio entry (src/content/portfolio.ts, which
 * reads the entries' JSON, loaded through Vite so the generator has the same entries and frame
 * rule as the site), the screens of the product pages with the hero and card art made from them,
 * the card pictures of the products without a page, and the service pages' pictures.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { runnerImport } from 'vite';
import { repoRoot } from '../../scripts/repo-root.mjs';
import { CANVAS, PHONE_WIDTH } from './frames.mjs';

/** The site's portfolio and product records and Products cards (with the product's address when it has one), as the site has them. */
export async function loadSite() {
  const config = { configFile: false, logLevel: 'silent', resolve: { alias: { '@': `${repoRoot}/src` } }, root: repoRoot };
  const [{ module: portfolio }, { module: products }, { module: catalogue }, { module: site }] = await Promise.all([
    runnerImport(`${repoRoot}/src/content/portfolio.ts`, config),
    runnerImport(`${repoRoot}/src/content/products/records.ts`, config),
    runnerImport(`${repoRoot}/src/content/products/catalogue.ts`, config),
    runnerImport(`${repoRoot}/src/content/site.ts`, config),
  ]);
  const recordsDir = `${repoRoot}/src/content/services/records`;
  const services = readdirSync(recordsDir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(`${recordsDir}/${file}`, 'utf8')));
  return { portfolio: portfolio.portfolio, portfolioFrame: portfolio.portfolioFrame, products: products.productsById, productCards: catalogue.productCards.map((card) => ({ ...card, url: site.site.products[card.key]?.url })), services };
}

/** A service's screens ({ hero, intro }), or null while it has none. */
export async function serviceScreens(slug) {
  const file = `${repoRoot}/tools/screens/services/${slug}.mjs`;
  return existsSync(file) ? (await import(file)).default : null;
}

/** The first screen drawn smaller, the phone screen (without its cards) in front of it at the right. */
const heroCss = `
.combo-back { position: absolute; inset: 0; transform: translate(10px, 40px) scale(.82); transform-origin: 0 0; }
.combo-front { position: absolute; inset: 0; transform: translate(0, -16px) scale(.74); transform-origin: 97% 100%; }
.combo-front .f-float { display: none; }
.combo-front .f-phone { left: auto !important; right: 0; }
`;

/** The screen module of a product screen, by its image name. */
export const productScreenModule = async (name) => (await import(`./products/${name}.mjs`)).default;

/** A product screen by its image name, rendered for `product` (a record, or a card with its address). */
async function productScreenItem(name, product) {
  const screen = await productScreenModule(name);
  return { name, screen, content: screen.render(product) };
}

/**
 * The Products cards of products without a page of their own, by their art's name: the screens
 * (tools/screens/products/<name>.mjs) their picture shows, the first behind and a phone in front
 * when there are two. `render` receives the card with the product's address.
 */
export const CARD_SCREENS = {
  directory: ['directory-screen-map'],
  'e-commerce-app': ['e-commerce-app-screen-orders', 'e-commerce-app-screen-store'],
};

/**
 * One picture of a product's screens: the first drawn smaller with the next phone screen (without
 * its cards) in front of it at the right, or the first alone at full size when there is no phone.
 * The front screen's faces are loaded too, and each screen's styles kept.
 */
function combo(items) {
  const [first] = items;
  const handset = items.find((item) => item.screen.frame === 'phone' && item !== first);
  if (!handset) return { screen: first.screen, content: first.content };
  const faces = [...new Set([...(first.screen.faces ?? []), handset.screen.font, ...(handset.screen.faces ?? [])])].filter((face) => face !== first.screen.font);
  return {
    screen: { ...first.screen, faces, css: `${first.screen.css}\n${handset.screen.css}\n${heroCss}` },
    content: `<div class="combo-back">${first.content}</div><div class="combo-front">${handset.content}</div>`,
  };
}

/**
 * The part of a portfolio picture its cards show, in canvas units (a 4:3 box `w` wide from `x`,
 * `y`): the device's top-left corner and the screen's first lines, half as large again as in the
 * whole picture. On a 265-350 px card the whole device drew the screen's words at 6-8 px, a texture
 * rather than something to read; the close view reads (a ledger's amounts, a lead's name) and the
 * bezel's corner still says which device it is; a phone is shown whole, with its cards beside it.
 * The project's page shows the whole picture. A screen module may move the box (`cardCrop`) to
 * where its own detail is.
 */
export const CARD_CROPS = {
  laptop: { x: 62, y: 18, w: 600 },
  browser: { x: 28, y: 26, w: 600 },
  phone: { x: 0, y: 0, w: 640 },
  // A design board (the UI/UX service's): its top-left corner, as a browser's.
  board: { x: 28, y: 26, w: 600 },
};

/** A phone's width on the canvas (frames.mjs) and the room kept beside it in its card's box. */
const PHONE = { width: PHONE_WIDTH, margin: 24 };

/**
 * The card's box of a screen (`html`, what its render returned). A phone stands anywhere across the
 * canvas, its cards beside it: the box holds the whole phone and reaches out from it to the side
 * its cards are on (the wider side).
 */
export function cardCrop(screen, html = '') {
  const base = { ...CARD_CROPS[screen.frame] };
  const left = Number(/class="f-phone" style="left:(\d+)px/.exec(html)?.[1] ?? NaN);
  if (screen.frame === 'phone' && Number.isFinite(left)) {
    const cardsRight = left + PHONE.width / 2 < CANVAS.width / 2;
    base.x = cardsRight ? Math.max(0, left - PHONE.margin) : Math.min(CANVAS.width - base.w, left + PHONE.width + PHONE.margin - base.w);
  }
  const box = { ...base, ...screen.cardCrop };
  const h = Math.round((box.w * 3) / 4);
  if (box.x < 0 || box.y < 0 || box.x + box.w > CANVAS.width || box.y + h > CANVAS.height) throw new Error(`card crop ${JSON.stringify(box)} leaves the 960×720 canvas`);
  return { ...box, h };
}

/**
 * What a phone shows of a picture (`whole`, one of a job's outputs): `<file>-close`, the same
 * settings cut by the card's box of its screen, as a portfolio card is (the site shows it under
 * 768 px).
 */
const closeView = (whole, screen) => ({ ...whole, file: `${whole.file}-close`, crop: cardCrop(screen, whole.content), fit: screen.frame });

/**
 * How a card's box may differ from the one cardCrop gives (`preferred`): up to 120 px narrower
 * (larger still); no wider than 640 px for a laptop or a browser, so it stays at least 1.5 times
 * the whole picture's size, and 888 px for a phone, whose words are larger, so that the cards
 * beside it show whole (at worst 1.08 times).
 */
export const CARD_FIT = { narrower: 120, widest: { laptop: 640, browser: 640, board: 640, phone: 888 } };

/** Where generate.mjs records the box each portfolio card was cut with (by slug). */
export const CARD_BOXES_FILE = `${repoRoot}/tools/screens/card-boxes.json`;

/** The room a line shown whole keeps from the box's edges, so no word stands against one. */
const CLEAR = 8;
const within = (box, line) =>
  line.x >= box.x + CLEAR && line.y >= box.y + CLEAR / 2 && line.x + line.w <= box.x + box.w - CLEAR && line.y + line.h <= box.y + box.h - CLEAR / 2;
const overlaps = (box, line) => line.x < box.x + box.w && line.x + line.w > box.x && line.y < box.y + box.h && line.y + line.h > box.y;

const cuts = (box, line) => overlaps(box, line) && !within(box, line);
/** A drawn thing (an icon, a button) is cut only when an edge crosses it: it may touch one. */
const slices = (box, atom) => overlaps(box, atom) && !(atom.x >= box.x && atom.y >= box.y && atom.x + atom.w <= box.x + box.w && atom.y + atom.h <= box.y + box.h);

/** The lines of text a box cuts: those it shows only part of, or whole but against its edge. */
export const cutLines = (box, lines) => lines.filter((line) => cuts(box, line));

/**
 * What a box must keep of its device, most telling first: a laptop's or a browser's top-left
 * corner (its window controls, the address), else its top edge, else (no such box keeps every line
 * and icon whole) nothing: a close view of the screen's content; a phone's top and both sides.
 * A screen module that asks for a box of its own content (`anchor: 'none'`) keeps nothing.
 */
const ANCHORS = {
  corner: (box, device) => box.x <= device.x - 4 && box.y <= device.y - 4,
  top: (box, device) => box.y <= device.y - 4,
  phone: (box, device) => box.x <= device.x - 4 && box.y <= device.y - 4 && box.x + box.w >= device.x + device.w + 4,
  none: () => true,
};

/**
 * The card's box of a captured screen, fitted to what it shows (`layout`: its lines of text, its
 * small drawn things (`atoms`: icons, buttons, pills) and its device, as capture.mjs measures them).
 * A box's edge that crosses a line of text leaves a word cut in two ("AOC-4 is due on 30 O"), one
 * that crosses a button leaves half a button, so the box is moved, and grown or shrunk a little,
 * from `preferred` (cardCrop's) until no edge crosses either: the nearest such box, growing it only
 * when moving is not enough. A phone stands taller than any 4:3 box at that size: its foot is cut,
 * as a device rising from the card's edge is, between two lines. Throws when no box keeps every
 * line and icon whole, naming what the preferred one cuts.
 */
export function fitCardCrop(preferred, frame, { lines, atoms = [], device }, canvas = CANVAS) {
  const anchors = preferred.anchor === 'none' || !device ? ['none'] : frame === 'phone' ? ['phone'] : ['corner', 'top', 'none'];
  const widest = Math.min(CARD_FIT.widest[frame], canvas.width);
  for (const anchor of anchors) {
    let best = null;
    for (let w = preferred.w - CARD_FIT.narrower; w <= widest; w += 8) {
      const h = Math.round((w * 3) / 4);
      if (h > canvas.height) break;
      // Growing costs more than moving: the close view is the point.
      const growth = Math.max(0, w - preferred.w) * 4 + Math.max(0, preferred.w - w);
      if (best && growth > best.score) break;
      for (let y = 0; y <= canvas.height - h; y += 2) {
        for (let x = 0; x <= canvas.width - w; x += 2) {
          const score = growth + Math.abs(x - preferred.x) + Math.abs(y - preferred.y);
          if (best && score >= best.score) continue;
          const box = { x, y, w, h };
          if (!ANCHORS[anchor](box, device)) continue;
          if (lines.some((line) => cuts(box, line)) || atoms.some((atom) => slices(box, atom))) continue;
          best = { box, score };
        }
      }
    }
    if (best) return best.box;
  }
  const shape = { x: preferred.x, y: preferred.y, w: preferred.w, h: Math.round((preferred.w * 3) / 4) };
  const cut = [...cutLines(shape, lines), ...atoms.filter((atom) => slices(shape, atom))];
  throw new Error(`no card box keeps every line and icon whole (the preferred ${JSON.stringify(preferred)} cuts ${cut.length}: ${cut.slice(0, 4).map((line) => `"${line.text}"`).join(', ')})`);
}

/** The screen module of a portfolio entry. */
export const portfolioScreen = async (slug) => (await import(`./portfolio/${slug}.mjs`)).default;

/** Every job: a name, the screen's look (accent, font, faces, css) and the files to write. */
export async function screenJobs({ portfolio, portfolioFrame, products, productCards = [], services }, only = []) {
  const wanted = (name) => !only.length || only.includes(name);
  const jobs = [];
  for (const entry of portfolio.filter((e) => wanted(e.slug))) {
    const screen = await portfolioScreen(entry.slug);
    const frame = portfolioFrame(entry.categories);
    if (screen.frame !== frame) throw new Error(`${entry.slug}: the site frames it in a ${frame}, its screen draws a ${screen.frame}`);
    const content = screen.render(entry);
    jobs.push({
      name: entry.slug,
      screen,
      outputs: [
        { file: `portfolio/${entry.slug}`, content, width: 960, widths: [480, 720], quality: 'portfolio', ground: true },
        { file: `portfolio/${entry.slug}-card`, content, width: 960, widths: [480, 720], quality: 'portfolio', ground: true, crop: cardCrop(screen, content), fit: screen.frame },
      ],
    });
  }
  // A product page's screens, 960×720 like the portfolio's. Its hero art (800×600 on a transparent
  // ground, over the hero's dark gradient) and the picture of its Products card and About section
  // (720×540) show its first screen with its phone screen in front (or the hero's own screens,
  // where the record names them), so the page never shows one picture twice.
  for (const product of Object.values(products)) {
    const items = [];
    for (const { image } of product.screens?.items ?? []) items.push(await productScreenItem(image.src.replace(/^\/images\/products\/|\.webp$/g, ''), product));
    for (const { name, screen, content } of items.filter((item) => wanted(item.name))) {
      const whole = { file: `products/${name}`, content, width: 960, widths: [480, 720], quality: 'portfolio', ground: true };
      jobs.push({ name, screen, outputs: [whole, closeView(whole, screen)] });
    }
    const art = product.hero.src.replace(/^\/images\/products\/|-hero\.webp$/g, '');
    if (!items.length || !wanted(`${art}-hero`)) continue;
    // The hero's own screens where the record names them (so the browser screen in the hero is
    // not the one beside an audience further down), else the record's screens.
    const heroItems = product.heroScreens ? await Promise.all(product.heroScreens.map((name) => productScreenItem(name, product))) : items;
    const { screen, content } = combo(heroItems);
    jobs.push({
      name: `${art}-hero`,
      screen,
      outputs: [
        { file: `products/${art}-hero`, content, width: product.hero.width, widths: product.hero.widths, quality: 'hero', ground: false },
        { file: `products/${art}`, content, width: product.about.image.width, widths: product.about.image.widths, quality: 'art', ground: true },
      ],
    });
  }
  // The picture of a Products card whose product has no page (720×540 on its tinted ground): its
  // screens as one picture, like a product page's card.
  for (const card of productCards) {
    const art = card.image.src.replace(/^\/images\/products\/|\.webp$/g, '');
    if (!CARD_SCREENS[art] || !wanted(art)) continue;
    const items = [];
    for (const name of CARD_SCREENS[art]) items.push(await productScreenItem(name, card));
    const { screen, content } = combo(items);
    jobs.push({ name: art, screen, outputs: [{ file: `products/${art}`, content, width: card.image.width, widths: card.image.widths, quality: 'art', ground: true }] });
  }
  // A service page's two pictures, each the kind of software or report the service delivers: the
  // hero's (800×600 on a transparent ground, over the hero's dark gradient) and the intro section's
  // (720×540 on its tinted ground), two different views so the page never shows one picture twice.
  // Each service has tools/screens/services/<slug>.mjs ({ hero, intro }, each a screen like a
  // product's).
  for (const service of services.filter((record) => wanted(`${record.slug}-hero`) || wanted(`service-${record.slug}`))) {
    const module = await serviceScreens(service.slug);
    if (!module) throw new Error(`${service.slug}: no screens in tools/screens/services/${service.slug}.mjs`);
    if (wanted(`${service.slug}-hero`)) {
      jobs.push({
        name: `${service.slug}-hero`,
        screen: module.hero,
        outputs: [{ file: `services/${service.slug}-hero`, content: module.hero.render(service), width: 800, widths: [480], quality: 'hero', ground: false }],
      });
    }
    if (wanted(`service-${service.slug}`)) {
      const whole = { file: `services/${service.slug}`, content: module.intro.render(service), width: 960, widths: [480, 720], quality: 'art', ground: true };
      jobs.push({ name: `service-${service.slug}`, screen: module.intro, outputs: [whole, closeView(whole, module.intro)] });
    }
  }
  // The home page's hero art: the work itself, an ERP on a laptop behind and a phone app in front
  // (two of the portfolio's screens, 800×600 on a transparent ground over the hero's gradient).
  if (wanted('home-hero') || wanted('home-hero-close')) {
    const back = portfolio.find((entry) => entry.slug === HOME_HERO.back);
    const front = portfolio.find((entry) => entry.slug === HOME_HERO.front);
    const [backScreen, frontScreen] = await Promise.all([portfolioScreen(HOME_HERO.back), portfolioScreen(HOME_HERO.front)]);
    // The two screens as a product's hero pairs them: the phone's font loaded too.
    const pair = combo([
      { screen: backScreen, content: backScreen.render(back) },
      { screen: frontScreen, content: frontScreen.render(front) },
    ]);
    if (wanted('home-hero')) jobs.push({
      name: 'home-hero',
      screen: pair.screen,
      outputs: [
        {
          file: 'home/hero',
          content: pair.content,
          width: 800,
          // 640: what a 360 or 375 px phone at 1.5 to 1.75 device pixels per CSS pixel needs for the
          // column under the text (it fetched the 800); 680: the same for a 412 px one, the 720 px
          // wide screen of many budget Android phones (it needs 651 and fetched the 800).
          widths: [480, 640, 680],
          quality: 'hero',
          ground: false,
        },
      ],
    });
    // What a phone shows instead (under 768 px): the delivery app's phone alone, whole and upright.
    // The whole picture drew the laptop's words at 5 px there, and a close view of both devices cut
    // the ledger at its left edge, which read as a picture cropped by mistake (review W).
    if (wanted('home-hero-close')) jobs.push({
      name: 'home-hero-close',
      screen: frontScreen,
      outputs: [{ file: 'home/hero-close', content: frontScreen.render(front), width: 720, widths: [240, 360, 480], quality: 'hero', ground: false, crop: HOME_HERO_CLOSE }],
    });
  }
  return jobs;
}

/**
 * The two projects the home page's hero shows: a school's fee ERP and a fleet's delivery app. Not
 * among the carousel's first cards, so the page does not show the same screen twice in its first
 * screens.
 */
const HOME_HERO = { back: 'school-fee-erp', front: 'logistics-tracking-pwa' };

/**
 * The phone's box in the delivery app's picture (canvas units, half the capture's pixels): the
 * phone and its shadow, 1:2, nothing of the dispatch card beside it.
 */
export const HOME_HERO_CLOSE = { x: 598, y: 13, w: 360, h: 720 };
