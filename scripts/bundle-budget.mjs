#!/usr/bin/env node
/**
 * The bundle-size check of `npm test` (docs/decisions/007): the home page's first-load JavaScript
 * (the entry and the home page's static imports) and CSS (what its HTML inlines: the site-wide
 * stylesheet and the home page's own, decision 004), gzip -9, must stay within FIRST_LOAD_LIMIT
 * (scripts/build/budgets.mjs). Reads the build in dist/. With `--junit FILE` it also writes a JUnit
 * report, so the check counts in the test summary.
 *   node scripts/bundle-budget.mjs [--junit test-results/junit-bundle.xml] [dist]
 */
import { writeFileSync } from 'node:fs';
import { FIRST_LOAD_LIMIT, FIRST_LOAD_TARGET } from './build/budgets.mjs';
import { homeFirstLoad } from './build/first-load.mjs';

const args = process.argv.slice(2);
const junitAt = args.indexOf('--junit');
const junit = junitAt >= 0 ? args.splice(junitAt, 2)[1] : undefined;
const dist = args[0] || 'dist';

const totals = homeFirstLoad(dist);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const cases = ['js', 'css'].map((kind) => {
  const name = `home first-load ${kind.toUpperCase()} within ${kb(FIRST_LOAD_LIMIT[kind])} gzip`;
  const ok = totals[kind] <= FIRST_LOAD_LIMIT[kind];
  const target = FIRST_LOAD_TARGET[kind] === FIRST_LOAD_LIMIT[kind] ? '' : `; target ${kb(FIRST_LOAD_TARGET[kind])}`;
  const message = `home first-load ${kind.toUpperCase()}: ${kb(totals[kind])} gzip (limit ${kb(FIRST_LOAD_LIMIT[kind])}${target}) ${ok ? 'ok' : 'OVER THE LIMIT'}`;
  console.log(message);
  return { name, ok, message };
});

if (junit) {
  const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  const failures = cases.filter((c) => !c.ok).length;
  const body = cases
    .map((c) => `    <testcase classname="bundle-budget" name="${escape(c.name)}">${c.ok ? '' : `<failure message="${escape(c.message)}"/>`}</testcase>`)
    .join('\n');
  writeFileSync(
    junit,
    `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites>\n  <testsuite name="bundle-budget" tests="${cases.length}" failures="${failures}">\n${body}\n  </testsuite>\n</testsuites>\n`,
  );
}
process.exit(cases.every((c) => c.ok) ? 0 : 1);
