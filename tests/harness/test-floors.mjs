/**
 * The fewest test cases each suite of `npm test` must report (JUnit, test-results/junit-NAME.xml).
 * A suite that writes no report, or one with fewer cases run than its floor, counts as failed:
 * a test file the runner stopped finding (a rename, a moved folder) or a runner that gave up
 * early must not pass as green. Each floor sits a little below the suite's size; raise it when a
 * suite grows.
 */
export const TEST_FLOORS = {
  unit: 900,
  php: 410,
  integration: 90,
  smoke: 4,
  bundle: 2,
  // 711 cases since the page-load merges of the speed-up (828 before: each check of the 118 tests
  // merged away runs inside the test that now loads its route, at each of its widths).
  e2e: 690,
};
