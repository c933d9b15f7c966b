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
  homeTransferBytes: 180 * KB,
};

/** The home page's first-load JavaScript and CSS, gzip -9: the targets. */
export const FIRST_LOAD_TARGET = { js: 105 * KB, css: 25 * KB };

/** What the bundle-size check of `npm test` enforces: the targets themselves (decision 005). */
export const FIRST_LOAD_LIMIT = FIRST_LOAD_TARGET;

/**
 * A tap's answer on a phone (tools/bench/interaction.mjs): from the tap to the frame that shows
 * it, at 4x CPU slowdown on slow 4G. Google's "good" INP is 200 ms at the 75th percentile; a
 * static site's phone menu answers in 20 to 60 ms under the same conditions.
 */
export const INTERACTION_BUDGET = { medianMs: 100, worstMs: 200 };
