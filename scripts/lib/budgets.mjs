/**
 * The site's performance budgets (docs/decisions/007), in one place for the benchmark
 * (tools/bench/bench.mjs) and the bundle-size check of `npm test` (scripts/bundle-budget.mjs).
 */
const KB = 1024;

/** Lighthouse, mobile, every route (SEO is not scored on the noindex Not Found page). */
export const LIGHTHOUSE_BUDGET = {
  score: 100,
  lcpMs: 1300,
  /** The home page's LCP against the same HTML with its scripts removed (the static floor). */
  lcpOverFloor: 1.1,
  /** Total Blocking Time: the median of a route's runs, and its worst run. */
  tbtMedianMs: 50,
  tbtWorstMs: 150,
  cls: 0.01,
  /** Everything the home page transfers: HTML, CSS, JavaScript, font and images. */
  homeTransferBytes: 160 * KB,
};

/** The home page's first-load JavaScript and CSS, gzip -9: the targets. */
export const FIRST_LOAD_TARGET = { js: 105 * KB, css: 25 * KB };

/** What the bundle-size check of `npm test` enforces: the targets themselves (decision 005). */
export const FIRST_LOAD_LIMIT = FIRST_LOAD_TARGET;
