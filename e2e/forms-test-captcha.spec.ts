import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from '@playwright/test';
import { stubCaptcha } from './captcha-stub';
import { THIRD_PARTY, visit } from './support';

/**
 * The test captcha (scripts/stack/test-captcha.js) is what `RECAPTCHA_STUB=1 npm start` and
 * `npm run dev` add to the pages they serve. The normal build, the one deployed, must hold no
 * trace of it: these checks run on dist/ as built, which the e2e server serves.
 */

const DIST = join(process.cwd(), 'dist');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** What only the test captcha carries: its script's address, its marks and its words. */
const TRACES = ['test-captcha.js', 'data-test-captcha', 'RECAPTCHA_STUB', 'test captcha'];

test('the normal build holds no file or text of the test captcha', () => {
  const all = files(DIST);
  expect(all.length).toBeGreaterThan(100);
  const found: string[] = [];
  for (const file of all) {
    if (/\.(br|gz|avif|webp|png|jpe?g|woff2?|ico)$/.test(file)) continue; // the text files' copies, pictures, fonts
    const text = readFileSync(file, 'utf8').toLowerCase();
    for (const trace of TRACES) if (text.includes(trace.toLowerCase())) found.push(`${relative(DIST, file)}: ${trace}`);
  }
  expect(found).toEqual([]);
});

test('its pages load no test captcha: the served page asks Google for the widget', async ({ page }) => {
  await page.route(THIRD_PARTY, (route) => route.abort());
  const requested = await stubCaptcha(page);
  const local: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('test-captcha')) local.push(request.url());
  });
  expect((await page.request.get('/test-captcha.js')).status()).toBe(404);
  await visit(page, '/contact-us');
  await page.getByRole('textbox', { name: 'Your Name', exact: true }).focus();
  await expect(page.getByRole('button', { name: "I'm not a robot" })).toBeVisible();
  expect(requested).toHaveLength(1);
  expect(local).toEqual([]);
  await expect(page.locator('[data-test-captcha]')).toHaveCount(0);
});
