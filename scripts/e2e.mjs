#!/usr/bin/env node
/**
 * npm run test:e2e: serves the built site (dist/, from `npm run build`) through nginx + php-fpm
 * with the real mail endpoint, a local stand-in for Google's siteverify and MailDev as the SMTP
 * catcher, then runs Playwright on Debian's chromium. Extra arguments go to Playwright.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ANALYTICS_DIST, ensureAnalyticsBuild, runsAnalyticsSpec } from '../tests/harness/analytics-build.mjs';
import { packageBin } from './stack/process.mjs';
import { startMailDev, startSiteverifyStub, startStack } from './stack/stack.mjs';

if (!existsSync('dist/index.html')) {
  console.error('dist/ is missing: run `npm run build` first.');
  process.exit(1);
}

const port = Number(process.env.E2E_PORT ?? 19080);
const ports = { smtp: port + 1, mailWeb: port + 2, verify: port + 3, analytics: port + 4 };
// e2e/analytics.spec.ts runs against a second build, with a measurement id, served on its own port.
const withAnalytics = runsAnalyticsSpec(process.argv.slice(2));
if (withAnalytics && !ensureAnalyticsBuild()) {
  console.error(`the build of ${ANALYTICS_DIST}/ failed`);
  process.exit(1);
}
// Tokens are solved on the page the browser loads from 127.0.0.1, the host of ALLOWED_ORIGINS.
const verifier = await startSiteverifyStub({ port: ports.verify, hostname: '127.0.0.1' });
const maildev = await startMailDev({ smtpPort: ports.smtp, webPort: ports.mailWeb });
const stack = await startStack({
  port,
  distDir: 'dist',
  env: {
    MAIL_TO: 'sales@example.com',
    MAIL_FROM: 'website@example.com',
    MAIL_FROM_NAME: 'Website',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(ports.smtp),
    RECAPTCHA_SECRET: 'e2e-secret',
    RECAPTCHA_VERIFY_URL: verifier.url,
    ALLOWED_ORIGINS: `http://127.0.0.1:${port}`,
    RATE_LIMIT_MAX: '1000',
    ACK_ENABLED: '1',
  },
});

const analyticsStack = withAnalytics
  ? await startStack({
    port: ports.analytics,
    distDir: ANALYTICS_DIST,
    fpmWorkers: 1,
    env: { RECAPTCHA_SECRET: 'e2e-secret', ALLOWED_ORIGINS: `http://127.0.0.1:${ports.analytics}` },
  })
  : null;

let stopping = false;
async function stopAll() {
  if (stopping) return;
  stopping = true;
  await Promise.allSettled([stack.stop(), maildev.stop(), verifier.stop(), analyticsStack?.stop()]);
}

const child = spawn(...packageBin('@playwright/test', ['test', ...process.argv.slice(2)], 'playwright'), {
  stdio: 'inherit',
  env: {
    ...process.env,
    E2E_BASE_URL: stack.url,
    E2E_MAILDEV_URL: `http://127.0.0.1:${ports.mailWeb}`,
    ...(analyticsStack ? { E2E_ANALYTICS_URL: analyticsStack.url } : {}),
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    child.kill(signal);
  });
}
const code = await new Promise((resolve) => child.on('exit', (status) => resolve(status ?? 1)));
await stopAll();
process.exit(code);
