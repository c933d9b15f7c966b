import { describe, expect, it } from 'vitest';
import { countCases, summarize } from './junit-summary.mjs';

const report = (passed, failed = 0, skipped = 0) => [
  '<?xml version="1.0" encoding="UTF-8"?><testsuites><testsuite name="s">',
  ...Array.from({ length: passed }, (_, i) => `<testcase name="ok ${i}"/>`),
  ...Array.from({ length: failed }, (_, i) => `<testcase name="bad ${i}"><failure message="x">boom</failure></testcase>`),
  ...Array.from({ length: skipped }, (_, i) => `<testcase name="skip ${i}"><skipped/></testcase>`),
  '</testsuite></testsuites>',
].join('\n');

const floors = { unit: 3, integration: 2 };
const run = (steps, reports) => summarize(steps, { floors, readReport: (name) => reports[name] ?? null });
const passed = (name) => ({ name, status: 'passed' });

describe('countCases', () => {
  it('counts passed, failed (failure or error) and skipped test cases', () => {
    const xml = `<testsuites><testsuite>
      <testcase name="a"/>
      <testcase name="b"></testcase>
      <testcase name="c"><failure message="x">boom</failure></testcase>
      <testcase name="d"><error message="y"/></testcase>
      <testcase name="e"><skipped/></testcase>
    </testsuite></testsuites>`;
    expect(countCases(xml)).toEqual({ passed: 2, failed: 2, skipped: 1 });
  });
});

describe('summarize', () => {
  it('sums the reports and the steps without one into the closing line', () => {
    const result = run([passed('lint'), passed('unit'), passed('integration')], { unit: report(3, 0, 1), integration: report(2) });
    expect(result.lines.at(-1)).toBe('5 passed, 0 failed, 1 skipped');
    expect(result.failed).toBe(0);
  });

  it('counts a suite without a report as a failure, even when its runner exited 0', () => {
    const result = run([passed('unit'), passed('integration')], { unit: report(3) });
    expect(result.lines).toContain('  integration: no JUnit report (test-results/junit-integration.xml): counted as 1 failure');
    expect(result.lines.at(-1)).toBe('3 passed, 1 failed');
  });

  it('counts an empty report as a failure: an empty file and a report without test cases', () => {
    for (const empty of ['', '<?xml version="1.0"?><testsuites name="node:test"></testsuites>']) {
      const result = run([passed('unit'), passed('integration')], { unit: report(3), integration: empty });
      expect(result.lines).toContain('  integration: 0 test cases run, fewer than its floor of 2 (tests/harness/test-floors.mjs): counted as 1 failure');
      expect(result.lines.at(-1)).toBe('3 passed, 1 failed');
    }
  });

  it('counts a report under its floor as a failure; skipped cases do not count towards the floor', () => {
    const result = run([passed('unit')], { unit: report(2, 0, 5) });
    expect(result.lines).toContain('  unit: 2 test cases run, fewer than its floor of 3 (tests/harness/test-floors.mjs): counted as 1 failure');
    expect(result.lines.at(-1)).toBe('2 passed, 1 failed, 5 skipped');
  });

  it('counts a step that did not run as a failure', () => {
    const result = run([passed('unit'), { name: 'build', status: 'failed' }, { name: 'integration', status: 'not-run' }], { unit: report(3) });
    expect(result.lines).toContain('  build: failed: counted as 1 failure');
    expect(result.lines).toContain('  integration: not run (a step it needs failed): counted as 1 failure');
    expect(result.lines.at(-1)).toBe('3 passed, 2 failed');
  });

  it('counts the failing cases of a failed suite, and one failure when its report shows none', () => {
    expect(run([{ name: 'unit', status: 'failed' }], { unit: report(3, 2) }).lines.at(-1)).toBe('3 passed, 2 failed');
    const crashed = run([{ name: 'unit', status: 'failed' }], { unit: report(3) });
    expect(crashed.lines).toContain('  unit: the step failed but its report holds no failing test case: counted as 1 failure');
    expect(crashed.lines.at(-1)).toBe('3 passed, 1 failed');
  });
});
