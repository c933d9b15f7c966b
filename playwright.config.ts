import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests run against the built site served the way production serves it
 * (nginx + php-fpm, started by scripts/e2e.mjs, which sets E2E_BASE_URL).
 * The browser is Debian's chromium-headless-shell (the same Blink as Debian's chromium, built for
 * automation without the browser's own interface; Playwright's own default for headless runs):
 * the whole browser in headless mode took about twice the CPU per page, and with the suite
 * holding both cores busy that was twice the run. CHROMIUM_PATH picks another build of chromium
 * (the full /usr/bin/chromium, say, to compare). Playwright never downloads a browser.
 */
const BROWSER = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: process.env.CI ? 2 : 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // Its own output folder: Playwright empties it at start, and test-results/ holds the other suites' reports.
  outputDir: 'test-results/playwright',
  reporter: [['list'], ['junit', { outputFile: 'test-results/junit-e2e.xml' }]],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080',
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 900 },
        launchOptions: { executablePath: BROWSER, args: chromiumArgs },
      },
    },
  ],
});
