// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { site } from '../../src/content/site';
import { applyCsp, inlineScripts, policy, sha256, unhashable, widgetOriginOfSite, withPolicy } from './csp.mjs';

const PAGE = (body) => `<!doctype html><html lang="en-IN"><head><meta charset="UTF-8" /><title>T</title>`
  + '<script type="application/ld+json">{"@type":"Organization"}</script><style>body{margin:0}</style></head>'
  + `<body><div id="root"></div>${body}</body></html>`;

/** The directives of a policy, by name. */
const directives = (content) => Object.fromEntries(content.split(/;\s*/).map((d) => {
  const [name, ...values] = d.split(' ');
  return [name, values];
}));

describe('the content security policy of the built pages', () => {
  let dir;
  afterEach(() => { if (dir) rmSync(dir, { recursive: true, force: true }); });

  it('hashes exactly the inline scripts the browser runs, whatever they hold', () => {
    const html = PAGE('<script>boot("/assets/a.js")</script><script type="module">import "/x.js"</script>'
      + '<script src="/assets/app.js"></script><script type="application/json">{"a":1}</script>');
    expect(inlineScripts(html)).toEqual(['boot("/assets/a.js")', 'import "/x.js"']);
    expect(sha256('boot("/assets/a.js")')).toBe(`sha256-${createHash('sha256').update('boot("/assets/a.js")').digest('base64')}`);
  });

  it('allows the site, Google\'s reCAPTCHA, its tag when the build has one, the reviews widget; no unsafe script source', () => {
    const with_ = directives(policy({ hashes: ['sha256-AAA='], widgetOrigin: 'https://reviews.example.com', analytics: true }));
    expect(with_['default-src']).toEqual(["'self'"]);
    expect(with_['script-src']).toEqual(["'self'", "'sha256-AAA='", 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/',
      'https://www.googletagmanager.com', 'https://reviews.example.com']);
    expect(with_['frame-src']).toEqual(['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/', 'https://reviews.example.com']);
    expect(with_['connect-src']).toContain('https://*.google-analytics.com');
    expect(with_['object-src']).toEqual(["'none'"]);
    expect(with_['base-uri']).toEqual(["'self'"]);
    const without = directives(policy({ hashes: [], widgetOrigin: null, analytics: false }));
    expect(without['script-src']).toEqual(["'self'", 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']);
    expect(without['connect-src']).toEqual(["'self'"]);
    for (const content of [with_, without].map((d) => JSON.stringify(d))) {
      expect(content).not.toMatch(/unsafe-eval/);
      expect(content).not.toMatch(/frame-ancestors/); // ignored in a meta element: the server sends it
    }
    expect(with_['script-src']).not.toContain("'unsafe-inline'");
  });

  it('puts the policy first after the charset, before any script or style', () => {
    const html = withPolicy(PAGE('<script>x()</script>'), "script-src 'self' 'sha256-a+b/c='");
    expect(html).toMatch(/^<!doctype html><html lang="en-IN"><head><meta charset="UTF-8" \/><meta http-equiv="Content-Security-Policy" content="script-src 'self' 'sha256-a\+b\/c='"><title>/);
    expect(() => withPolicy(html, 'x')).toThrow(/policy already/);
    expect(() => withPolicy('<html><head></head></html>', 'x')).toThrow(/charset/);
  });

  it('finds what no hash can allow: event handler attributes and javascript: URLs, not text that looks like them', () => {
    expect(unhashable(PAGE('<a href="/x">x</a><img alt="only=this" src="/a.png"><script>if(a<b&&c>d){}</script>'))).toEqual([]);
    expect(unhashable(PAGE('<button onclick="go()">b</button><a href=" javascript:void(0)">y</a>'))).toHaveLength(2);
  });

  it('gives every page of a build the hashes of its own scripts, computed from the page as built', async () => {
    dir = mkdtempSync(join(tmpdir(), 'csp-'));
    mkdirSync(join(dir, 'about'));
    writeFileSync(join(dir, 'index.html'), PAGE('<script>boot(["/assets/home.js"])</script>'));
    writeFileSync(join(dir, 'about/index.html'), PAGE('<script>early()</script><script>boot(["/assets/about.js"])</script>'));
    writeFileSync(join(dir, 'robots.txt'), 'User-agent: *');

    expect(await applyCsp(dir, { widgetOrigin: 'https://reviews.example.com', analytics: false })).toBe(2);
    const scriptSrc = (file) => {
      const content = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(readFileSync(join(dir, file), 'utf8'))[1];
      return directives(content.replace(/&#39;|&quot;/g, "'"))['script-src'].filter((v) => v.startsWith("'sha256-"));
    };
    expect(scriptSrc('index.html')).toEqual([`'${sha256('boot(["/assets/home.js"])')}'`]);
    expect(scriptSrc('about/index.html')).toEqual([`'${sha256('early()')}'`, `'${sha256('boot(["/assets/about.js"])')}'`]);
    expect(readFileSync(join(dir, 'robots.txt'), 'utf8')).toBe('User-agent: *');
  });

  it('fails the build on what the policy would block', async () => {
    dir = mkdtempSync(join(tmpdir(), 'csp-'));
    writeFileSync(join(dir, 'index.html'), PAGE('<img src="/a.png" onerror="this.remove()">'));
    await expect(applyCsp(dir, { widgetOrigin: null, analytics: false })).rejects.toThrow(/event handler attribute onerror/);
  });

  it('takes the reviews widget\'s origin from src/content/site.ts', async () => {
    expect(await widgetOriginOfSite()).toBe(new URL(site.reviewsWidget.scriptUrl).origin);
  }, 60_000);
});
