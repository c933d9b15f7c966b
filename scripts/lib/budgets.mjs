/**
 * The site's performance budgets (docs/decisions/007), in one place for the benchmark
 * (tools/bench/bench.mjs) and the bundle-size check of `npm test` (scripts/bundle-budget.mjs).
 */
const KB = 1024;

/** Lighthouse, mobile, every route (SEO is not scored on the noindex Not Found page). */
export const LIGHTHOUSE_BUDGET = {
  score: 100,
  lcpMs: 1300,
  tbtMs: 50,
  cls: 0.01,
  /** Everything the home page transfers. */
  homeTransferBytes: 150 * KB,
};

/** The home page's first-load JavaScript and CSS, gzip -9: the targets. */
export const FIRST_LOAD_TARGET = { js: 90 * KB, css: 25 * KB };

/**
 * What the bundle-size check of `npm test` enforces. CSS: the target. JavaScript: the 90 KB
 * target is below what the client's stack costs before any code of ours (docs/decisions/005,
 * measured with tools/bench/js-floor.mjs), so the check holds the line at the size the home page
 * had when that was measured (moved once since, knowingly: see the decision), plus a small margin:
 * nothing grows unnoticed. The benchmark report still compares against the 90 KB target.
 */
export const FIRST_LOAD_LIMIT = { js: 131 * KB, css: FIRST_LOAD_TARGET.css };
