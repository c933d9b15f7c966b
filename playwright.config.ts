import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests run against the built site served the way production serves it
 * (nginx + php-fpm, started by scripts/e2e.mjs, which sets E2E_BASE_URL).
 * The browser is Debian's chromium; Playwright never downloads one.
 */
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
        launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
      },
    },
  ],
});
