// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copySiteWithTestCaptcha, TEST_CAPTCHA_PATH, withTestCaptchaTag } from './test-captcha.mjs';

let dir;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'test-captcha-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the test captcha in served pages', () => {
  it('loads first in the head, before anything of the app', () => {
    expect(withTestCaptchaTag('<!doctype html><html lang="en"><head><meta charset="utf-8"><title>x</title></head><body></body></html>'))
      .toBe(`<!doctype html><html lang="en"><head><script src="${TEST_CAPTCHA_PATH}"></script><meta charset="utf-8"><title>x</title></head><body></body></html>`);
    expect(withTestCaptchaTag('<!doctype html><html><body>About</body></html>'))
      .toBe(`<!doctype html><html><script src="${TEST_CAPTCHA_PATH}"></script><body>About</body></html>`);
    expect(withTestCaptchaTag('<!DOCTYPE html><p>About</p>')).toBe(`<!DOCTYPE html><script src="${TEST_CAPTCHA_PATH}"></script><p>About</p>`);
  });

  it('goes into a copy of the build, whose pages lose their precompressed copies; the build stays as it was', async () => {
    const dist = join(dir, 'dist');
    const page = '<html><head></head><body>About</body></html>';
    mkdirSync(join(dist, 'about'), { recursive: true });
    mkdirSync(join(dist, 'assets'));
    for (const [name, text] of [['about/index.html', page], ['about/index.html.br', 'br'], ['about/index.html.gz', 'gz'],
      ['assets/app.js', 'app'], ['assets/app.js.br', 'br']]) writeFileSync(join(dist, name), text);

    const site = join(dir, 'site');
    expect(await copySiteWithTestCaptcha(dist, site)).toBe(1);
    expect(readFileSync(join(site, 'about/index.html'), 'utf8')).toContain(`<script src="${TEST_CAPTCHA_PATH}"></script>`);
    expect(existsSync(join(site, 'about/index.html.br'))).toBe(false);
    expect(existsSync(join(site, 'about/index.html.gz'))).toBe(false);
    expect(existsSync(join(site, 'assets/app.js.br'))).toBe(true);
    expect(readFileSync(join(site, 'test-captcha.js'), 'utf8')).toContain('window.grecaptcha');
    // The build itself: untouched.
    expect(readFileSync(join(dist, 'about/index.html'), 'utf8')).toBe(page);
    expect(existsSync(join(dist, 'about/index.html.br'))).toBe(true);
    expect(existsSync(join(dist, 'test-captcha.js'))).toBe(false);
  });
});
