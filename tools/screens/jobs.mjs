/**
 * What generate.mjs renders: one picture per portfolio entry (from src/content/portfolio.ts,
 * loaded through Vite so the generator reads the same data and frame rule as the site), the
 * screens of the product pages with the hero and card art made from them, and the service pages'
 * pictures.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { runnerImport } from 'vite';
import { repoRoot } from '../../scripts/lib/repo-root.mjs';

/** The site's portfolio and product records, as the site has them. */
export async function loadSite() {
  const config = { configFile: false, logLevel: 'silent', resolve: { alias: { '@': `${repoRoot}/src` } }, root: repoRoot };
  const [{ module: portfolio }, { module: products }] = await Promise.all([
    runnerImport(`${repoRoot}/src/content/portfolio.ts`, config),
    runnerImport(`${repoRoot}/src/content/products/records.ts`, config),
  ]);
  const recordsDir = `${repoRoot}/src/content/services/records`;
  const services = readdirSync(recordsDir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(`${recordsDir}/${file}`, 'utf8')));
  return { portfolio: portfolio.portfolio, portfolioFrame: portfolio.portfolioFrame, products: products.productsById, services };
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

/** The screen module of a portfolio entry. */
export const portfolioScreen = async (slug) => (await import(`./portfolio/${slug}.mjs`)).default;

/** Every job: a name, the screen's look (accent, font, faces, css) and the files to write. */
export async function screenJobs({ portfolio, portfolioFrame, products, services }, only = []) {
  const wanted = (name) => !only.length || only.includes(name);
  const jobs = [];
  for (const entry of portfolio.filter((e) => wanted(e.slug))) {
    const screen = await portfolioScreen(entry.slug);
    const frame = portfolioFrame(entry.categories);
    if (screen.frame !== frame) throw new Error(`${entry.slug}: the site frames it in a ${frame}, its screen draws a ${screen.frame}`);
    jobs.push({
      name: entry.slug,
      screen,
      outputs: [{ file: `portfolio/${entry.slug}`, content: screen.render(entry), width: 960, widths: [480, 720], quality: 'portfolio', ground: true }],
    });
  }
  // A product page's screens, 960×720 like the portfolio's. Its hero art (800×600 on a transparent
  // ground, over the hero's dark gradient) and the picture of its Products card and About section
  // (720×540) show its first screen with its phone screen in front, so the page never shows one
  // picture twice.
  for (const product of Object.values(products)) {
    const items = [];
    for (const { image } of product.screens?.items ?? []) {
      const name = image.src.replace(/^\/images\/products\/|\.webp$/g, '');
      const screen = await productScreenModule(name);
      items.push({ name, screen, content: screen.render(product) });
    }
    for (const { name, screen, content } of items.filter((item) => wanted(item.name))) {
      jobs.push({ name, screen, outputs: [{ file: `products/${name}`, content, width: 960, widths: [480, 720], quality: 'portfolio', ground: true }] });
    }
    const art = product.hero.src.replace(/^\/images\/products\/|-hero\.webp$/g, '');
    const [first] = items;
    const handset = items.find((item) => item.screen.frame === 'phone' && item !== first);
    if (!first || !wanted(`${art}-hero`)) continue;
    const screen = { ...first.screen, css: `${first.screen.css}\n${handset?.screen.css ?? ''}\n${heroCss}` };
    const content = `<div class="combo-back">${first.content}</div>${handset ? `<div class="combo-front">${handset.content}</div>` : ''}`;
    jobs.push({
      name: `${art}-hero`,
      screen,
      outputs: [
        { file: `products/${art}-hero`, content, width: product.hero.width, widths: product.hero.widths, quality: 'hero', ground: false },
        { file: `products/${art}`, content, width: product.about.image.width, widths: product.about.image.widths, quality: 'art', ground: true },
      ],
    });
  }
  // A service page's two pictures, each the kind of software or report the service delivers: the
  // hero's (800×600 on a transparent ground, over the hero's dark gradient) and the intro section's
  // (720×540 on its tinted ground), two different views so the page never shows one picture twice.
  // A service is drawn here once tools/screens/services/<slug>.mjs exists ({ hero, intro }, each a
  // screen like a product's); the others keep scripts/images/services.mjs' art.
  for (const service of services.filter((record) => wanted(`${record.slug}-hero`) || wanted(`service-${record.slug}`))) {
    const module = await serviceScreens(service.slug);
    if (!module) continue;
    if (wanted(`${service.slug}-hero`)) {
      jobs.push({
        name: `${service.slug}-hero`,
        screen: module.hero,
        outputs: [{ file: `services/${service.slug}-hero`, content: module.hero.render(service), width: 800, widths: [480], quality: 'hero', ground: false }],
      });
    }
    if (wanted(`service-${service.slug}`)) {
      jobs.push({
        name: `service-${service.slug}`,
        screen: module.intro,
        outputs: [{ file: `services/${service.slug}`, content: module.intro.render(service), width: 720, widths: [480], quality: 'art', ground: true }],
      });
    }
  }
  // The home page's hero art: the work itself, an ERP on a laptop behind and a phone app in front
  // (two of the portfolio's screens, 800×600 on a transparent ground over the hero's gradient).
  if (wanted('home-hero')) {
    const back = portfolio.find((entry) => entry.slug === HOME_HERO.back);
    const front = portfolio.find((entry) => entry.slug === HOME_HERO.front);
    const [backScreen, frontScreen] = await Promise.all([portfolioScreen(HOME_HERO.back), portfolioScreen(HOME_HERO.front)]);
    jobs.push({
      name: 'home-hero',
      screen: { ...backScreen, css: `${backScreen.css}\n${frontScreen.css}\n${heroCss}` },
      outputs: [
        {
          file: 'home/hero',
          content: `<div class="combo-back">${backScreen.render(back)}</div><div class="combo-front">${frontScreen.render(front)}</div>`,
          width: 800,
          widths: [480],
          quality: 'hero',
          ground: false,
        },
      ],
    });
  }
  return jobs;
}

/** The two projects the home page's hero shows: a school's fee ERP and a practice's client app. */
const HOME_HERO = { back: 'school-fee-erp', front: 'cs-by-kp-app' };
