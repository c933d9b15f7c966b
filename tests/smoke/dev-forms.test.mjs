// `npm run dev` serves the forms: the contact and quote pages load their rules from
// php/enquiry-rules.json through Vite (the dev server's proxy sends only the endpoint to PHP), and
// with RECAPTCHA_STUB=1 the test captcha stands in for Google's, offline.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { freePorts, launchChromium, offlinePage, startNpm } from './support.mjs';

describe('npm run dev', () => {
  let npm;
  let base;
  let storage;
  let browser;
  before(async () => {
    const [dev, php, smtp, web, verify] = await freePorts(5);
    storage = await mkdtemp(join(tmpdir(), 'smoke-dev-storage-'));
    npm = startNpm(['run', 'dev'], {
      RECAPTCHA_STUB: '1', DEV_PORT: String(dev), PHP_PORT: String(php), MAILDEV_SMTP_PORT: String(smtp),
      MAILDEV_WEB_PORT: String(web), RECAPTCHA_STUB_PORT: String(verify), STORAGE_DIR: storage,
    });
    base = `http://127.0.0.1:${dev}`;
    await npm.waitFor(new RegExp(`Local: +${base.replace(/[.]/g, '\\.')}/`), 60_000);
    browser = await launchChromium();
  });
  after(async () => {
    await npm?.stop();
    await browser?.close();
    if (storage) await rm(storage, { recursive: true, force: true });
  });

  for (const [path, fields] of [
    ['/contact-us', ['Your Name', 'Your Email', 'Message']],
    ['/tell-us-about-your-project', ['Your Name', 'Your Email', 'Your Phone', 'Requirement']],
  ]) {
    test(`${path} shows its form, with the test captcha`, async () => {
      const { page, outside, errors } = await offlinePage(browser);
      // The first page load has Vite prepare the dependencies: it can take a while.
      await page.goto(`${base}${path}`, { timeout: 120_000 });
      const send = page.getByRole('button', { name: 'Send Details' });
      await send.waitFor({ timeout: 120_000 });
      for (const name of fields) await page.getByRole('textbox', { name, exact: true }).waitFor();
      await page.getByRole('textbox', { name: fields[0], exact: true }).focus();
      await page.getByRole('checkbox', { name: "I'm not a robot (test captcha)" }).waitFor();
      assert.deepEqual(outside, []);
      assert.deepEqual(errors, []);
      await page.close();
    });
  }
});
