// The second build the end-to-end tests need: the site with a measurement id, the consent notice
// and a Search Console token (e2e/analytics.spec.ts), in its own folder beside dist/.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../scripts/repo-root.mjs';

export const ANALYTICS_DIST = 'dist-analytics';
const ANALYTICS_BUILD_ENV = {
  VITE_GA_MEASUREMENT_ID: 'G-E2ETEST00',
  VITE_CONSENT: 'required',
  VITE_GOOGLE_SITE_VERIFICATION: 'e2e-site-verification-token',
};

const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

/**
 * Builds dist-analytics/ unless it is newer than dist/ (so it follows every `npm run build` and is
 * reused between runs of single specs). Returns false when the build failed.
 */
export function ensureAnalyticsBuild() {
  const own = join(repoRoot, ANALYTICS_DIST, 'index.html');
  if (mtime(own) > mtime(join(repoRoot, 'dist', 'index.html'))) return true;
  console.log(`building ${ANALYTICS_DIST}/ (measurement id, consent notice) for e2e/analytics.spec.ts`);
  const result = spawnSync(process.execPath, ['scripts/build.mjs'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, ...ANALYTICS_BUILD_ENV, OUT_DIR: ANALYTICS_DIST },
  });
  return result.status === 0;
}

/**
 * Does this Playwright command line run a spec that needs this build (no file filter, or one
 * naming the analytics spec or the security-headers spec, which checks the policy with analytics on)?
 */
export function runsAnalyticsSpec(args) {
  const files = args.filter((arg) => /\.spec\.ts$|^e2e\//.test(arg));
  return files.length === 0 || files.some((file) => file.includes('analytics') || file.includes('security-headers'));
}
