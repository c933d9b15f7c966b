/**
 * What generate.mjs renders: one picture per portfolio entry (from src/content/portfolio.ts,
 * loaded through Vite so the generator reads the same data and frame rule as the site), and the
 * screens of the product pages with the hero and card art made from them.
 */
import { runnerImport } from 'vite';
import { repoRoot } from '../../scripts/lib/repo-root.mjs';

/** The site's portfolio and product records, as the site has them. */
export async function loadSite() {
  const config = { configFile: false, logLevel: 'silent', resolve: { alias: { '@': `${repoRoot}/src` } }, root: repoRoot };
  const [{ module: portfolio }, { module: products }] = await Promise.all([
    runnerImport(`${repoRoot}/src/content/portfolio.ts`, config),
    runnerImport(`${repoRoot}/src/content/products/records.ts`, config),
  ]);
  return { portfolio: portfolio.portfolio, portfolioFrame: portfolio.portfolioFrame, products: products.productsById };
}

/** The screen module of a product screen, by its image name. */
export const productScreenModule = async (name) => (await import(`./products/${name}.mjs`)).default;

/** The screen module of a portfolio entry. */
export const portfolioScreen = async (slug) => (await import(`./portfolio/${slug}.mjs`)).default;

/** Every job: a name, the screen's look (accent, font, faces, css) and the files to write. */
export async function screenJobs({ portfolio, portfolioFrame, products }, only = []) {
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
  // A product page's screens, 960×720 like the portfolio's; its first screen is also the page's
  // hero art (800×600 on a transparent ground, over the hero's dark gradient) and the picture of
  // its card on the Products list and its About section (720×540).
  for (const product of Object.values(products)) {
    for (const [index, { image }] of (product.screens?.items ?? []).entries()) {
      const name = image.src.replace(/^\/images\/products\/|\.webp$/g, '');
      if (!wanted(name)) continue;
      const screen = await productScreenModule(name);
      const content = screen.render(product);
      const outputs = [{ file: `products/${name}`, content, width: 960, widths: [480, 720], quality: 'portfolio', ground: true }];
      if (index === 0) {
        const art = product.hero.src.replace(/^\/images\/products\/|-hero\.webp$/g, '');
        outputs.push({ file: `products/${art}-hero`, content, width: product.hero.width, widths: product.hero.widths, quality: 'hero', ground: false });
        outputs.push({ file: `products/${art}`, content, width: product.about.image.width, widths: product.about.image.widths, quality: 'art', ground: true });
      }
      jobs.push({ name, screen, outputs });
    }
  }
  return jobs;
}
