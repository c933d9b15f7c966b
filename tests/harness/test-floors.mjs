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
  // 602 cases. 712 before e2e/route-sweep.spec.ts loaded each route once for the head and console
  // checks of e2e/seo.spec.ts, the axe checks of e2e/accessibility.spec.ts (56 tests fewer: the
  // second page load of each route; each of their checks runs in the merged test) and the rhythm
  // check of e2e/layout.spec.ts (20 fewer, the same way), and before e2e/security-headers.spec.ts
  // checked the hashes of every built page and the headers of every route in two tests without a
  // page load and kept its browser sweep to one route per template (34 fewer: 58 route tests
  // became 21, plus the two).
  e2e: 585,
};
