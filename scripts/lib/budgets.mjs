/**
 * The performance budgets of issue 8, in one place for the benchmark (scripts/bench.mjs) and the
 * bundle-size check of `npm test` (scripts/bundle-budget.mjs).
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

/** The home page's first-load JavaScript and CSS, gzip -9 (the targets). */
export const FIRST_LOAD_TARGET = { js: 90 * KB, css: 25 * KB };

/**
 * What the bundle-size check of `npm test` enforces. CSS: the target. JavaScript: the
 * issue's 90 KB is below what the client's stack costs before any code of ours (react-dom,
 * react-router, react-helmet-async and the header's react-bootstrap Navbar and Dropdown: 106.5 KB,
 * `node scripts/js-floor.mjs`; docs/decisions/005). The check holds the line at today's size
 * (126.2 KB on 2026-11-23) plus a small margin, so nothing grows unnoticed; the benchmark report
 * still compares against the 90 KB target.
 */
export const FIRST_LOAD_LIMIT = { js: 128 * KB, css: FIRST_LOAD_TARGET.css };
