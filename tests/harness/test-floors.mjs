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
  // 656 cases since e2e/route-sweep.spec.ts loads each route once for the head and console checks
  // of e2e/seo.spec.ts and the axe checks of e2e/accessibility.spec.ts (712 before: the 56 tests
  // merged away were the second page load of a route; each of their checks runs in the merged one).
  e2e: 640,
};
