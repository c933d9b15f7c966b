import { describe, expect, it } from 'vitest';
import { countCases } from './junit-summary.mjs';

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
