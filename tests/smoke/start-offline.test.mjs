// A newcomer's first enquiry, offline: `RECAPTCHA_STUB=1 npm start` on free ports, the contact form
// filled in chromium with no network but 127.0.0.1, the test captcha ticked, Send Details, and the
// mail in MailDev. Then a second `npm start` finds the build up to date and skips it.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { repoRoot } from '../harness/test-stack.mjs';
import { freePorts, launchChromium, offlinePage, startNpm } from './support.mjs';

const BANNER = /Press Ctrl-C to stop\./;
// A build, when the sources changed since the last one, is part of the path (a few minutes on a
// busy machine); after npm test's own build there is none.
const STARTED_WITHIN_MS = 420_000;

describe('RECAPTCHA_STUB=1 npm start, offline', () => {
  let ports;
  let env;
  let storage;
  let browser;
  const running = [];
  before(async () => {
    const [port, smtp, web, verify] = await freePorts(4);
    ports = { port, smtp, web, verify };
    storage = await mkdtemp(join(tmpdir(), 'smoke-start-storage-'));
    env = {
      RECAPTCHA_STUB: '1', PORT: String(port), MAILDEV_SMTP_PORT: String(smtp), MAILDEV_WEB_PORT: String(web),
      RECAPTCHA_STUB_PORT: String(verify), STORAGE_DIR: storage,
    };
    browser = await launchChromium();
  });
  after(async () => {
    for (const npm of running) await npm.stop();
    await browser?.close();
    if (storage) await rm(storage, { recursive: true, force: true });
  });

  test('sends a contact enquiry end to end: the test captcha on the page, the mail in MailDev', async () => {
    const npm = startNpm(['start'], env);
    running.push(npm);
    await npm.waitFor(BANNER, STARTED_WITHIN_MS);
    assert.match(npm.output(), /Captcha: +test widget \(RECAPTCHA_STUB=1\)/);
    assert.match(npm.output(), new RegExp(`Mail catcher: +http://127\\.0\\.0\\.1:${ports.web}/index\\.html +\\(its API: /api/email`));

    const { page, outside, errors } = await offlinePage(browser);
    await page.goto(`http://127.0.0.1:${ports.port}/contact-us`);
    await page.locator('#root[data-hydrated]').waitFor();
    await page.getByRole('textbox', { name: 'Your Name', exact: true }).fill('अमित कुमार');
    await page.getByRole('textbox', { name: 'Your Email', exact: true }).fill('amit@example.in');
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('A first enquiry, sent offline.');
    const captcha = page.getByRole('checkbox', { name: "I'm not a robot (test captcha)" });
    await captcha.check();
    assert.match(await page.locator('[data-test-captcha]').innerText(), /Test widget \(RECAPTCHA_STUB=1\)/);
    await page.getByRole('button', { name: 'Send Details' }).click();
    await page.getByText('Thank you! Your message has been sent.').waitFor({ timeout: 20_000 });

    let subjects = [];
    for (const deadline = Date.now() + 20_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 250))) {
      const mails = await (await fetch(`http://127.0.0.1:${ports.web}/api/email`)).json();
      subjects = mails.map((mail) => mail.subject);
      if (subjects.some((subject) => subject.startsWith('Contact enquiry from अमित कुमार'))) break;
    }
    assert.ok(subjects.some((subject) => subject.startsWith('Contact enquiry from अमित कुमार')), JSON.stringify(subjects));
    assert.deepEqual(outside, [], 'nothing reached for outside 127.0.0.1 (Google\'s script included)');
    assert.deepEqual(errors, []);
    await page.close();
    assert.equal(existsSync(join(repoRoot, 'dist', 'test-captcha.js')), false, 'dist/ itself stays a normal build');
    await npm.stop();
  });

  test('a second npm start skips the build: dist/ is up to date with the sources', async () => {
    const npm = startNpm(['start'], env);
    running.push(npm);
    await npm.waitFor(BANNER, 60_000);
    assert.match(npm.output(), /dist\/ is up to date with the sources \(content hash [0-9a-f]{12}\): build skipped/);
    assert.doesNotMatch(npm.output(), /> npm run build/);
    await npm.stop();
  });
});
