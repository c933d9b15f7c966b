#!/usr/bin/env node
/**
 * Sums JUnit XML reports (Vitest, PHPUnit, node:test, Playwright) into one line:
 * "N passed, N failed" (", N skipped" when any), which CI reads as the run's verdict.
 * Usage: node scripts/lib/junit-summary.mjs <extra-failures> report.xml...
 */
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

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

function main([extraFailures = '0', ...files]) {
  const total = { passed: 0, failed: Number(extraFailures) || 0, skipped: 0 };
  for (const file of files) {
    if (!existsSync(file)) continue;
    const counts = countCases(readFileSync(file, 'utf8'));
    console.log(`  ${file}: ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`);
    total.passed += counts.passed;
    total.failed += counts.failed;
    total.skipped += counts.skipped;
  }
  console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main(process.argv.slice(2));
