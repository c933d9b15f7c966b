#!/usr/bin/env node
/**
 * The verdict of `npm test`: sums the suites' JUnit reports (Vitest, PHPUnit, node:test,
 * Playwright, the bundle check) and the steps without one into one closing line,
 * "N passed, N failed" (", N skipped" when any), which CI reads. Exits 1 when anything failed.
 *
 *   node tests/harness/junit-summary.mjs lint=passed unit=failed e2e=not-run ...
 *
 * A step in TEST_FLOORS (tests/harness/test-floors.mjs) must have written
 * test-results/junit-NAME.xml with at least its floor of test cases run; otherwise, or when it
 * did not run, or when it failed without a failing case in its report, it adds one failure.
 * A step without a report (lint, typecheck, build) adds one failure when it failed.
 */
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { TEST_FLOORS } from './test-floors.mjs';

export const reportPath = (name) => `test-results/junit-${name}.xml`;

/** Counts <testcase> elements and the failures/errors/skips inside them. */
export function countCases(xml) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const cases = xml.match(/<testcase\b[^>]*?(?:\/>|>[\s\S]*?<\/testcase>)/g) ?? [];
  for (const testcase of cases) {
    if (/<(failure|error)\b/.test(testcase)) failed += 1;
    else if (/<skipped\b/.test(testcase)) skipped += 1;
    else passed += 1;
  }
  return { passed, failed, skipped };
}

/**
 * `steps`: [{ name, status: 'passed' | 'failed' | 'not-run' }]; `readReport(name)`: the report's
 * text, or null when there is none. Returns { passed, failed, skipped, lines }.
 */
export function summarize(steps, { floors = TEST_FLOORS, readReport }) {
  const total = { passed: 0, failed: 0, skipped: 0 };
  const lines = [];
  const problem = (name, text) => {
    total.failed += 1;
    lines.push(`  ${name}: ${text}: counted as 1 failure`);
  };
  for (const { name, status } of steps) {
    const floor = floors[name];
    if (status === 'not-run') {
      problem(name, 'not run (a step it needs failed)');
      continue;
    }
    if (floor === undefined) {
      if (status === 'failed') problem(name, 'failed');
      else lines.push(`  ${name}: passed`);
      continue;
    }
    const xml = readReport(name);
    if (xml === null) {
      problem(name, `no JUnit report (${reportPath(name)})`);
      continue;
    }
    const counts = countCases(xml);
    total.passed += counts.passed;
    total.failed += counts.failed;
    total.skipped += counts.skipped;
    lines.push(`  ${name}: ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`);
    const run = counts.passed + counts.failed;
    if (run < floor) {
      problem(name, `${run} test cases run, fewer than its floor of ${floor} (tests/harness/test-floors.mjs)`);
    } else if (status === 'failed' && counts.failed === 0) {
      problem(name, 'the step failed but its report holds no failing test case');
    }
  }
  lines.push(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
  return { ...total, lines };
}

function main(args) {
  const steps = args.map((arg) => {
    const [name, status] = arg.split('=');
    if (!['passed', 'failed', 'not-run'].includes(status)) throw new Error(`junit-summary: bad step "${arg}"`);
    return { name, status };
  });
  const readReport = (name) => (existsSync(reportPath(name)) ? readFileSync(reportPath(name), 'utf8') : null);
  const { failed, lines } = summarize(steps, { readReport });
  console.log(lines.join('\n'));
  process.exitCode = failed > 0 ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main(process.argv.slice(2));
