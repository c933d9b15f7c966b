/** The folder of the build with analytics (beside dist/), which scripts/e2e.mjs serves at E2E_ANALYTICS_URL. */
export const ANALYTICS_DIST: string;

/** Builds ANALYTICS_DIST/ unless it is newer than dist/; false when the build failed. */
export function ensureAnalyticsBuild(): boolean;

/** Does this Playwright command line run a spec that needs this build? */
export function runsAnalyticsSpec(args: string[]): boolean;
