// The nginx server block (deploy/nginx/site.conf.template): 404 page, caching, gzip, and that
// nothing under /php/ but sendEmail.php is reachable.
import assert from 'node:assert/strict';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import {
  ENDPOINT, assertJsonAnswer, contact, http, post, startWorld, waitForExit,
} from '../harness/test-stack.mjs';

describe('nginx server block', () => {
  let world;
  let notFoundPage;
  before(async () => {
    world = await startWorld();
    notFoundPage = await readFile(join(world.dist, '404.html'), 'utf8');
  });
  after(async () => { await world?.stop(); });

  const get = (path, headers = {}) => http(world.stack.url, path, { headers });

  test('pages answer 200 with revalidation (no-cache)', async () => {
    for (const [path, text] of [['/', 'Home page'], ['/about', 'About page'], ['/about/', 'About page']]) {
      const res = await get(path);
      assert.equal(res.status, 200, path);
      assert.match(res.headers['content-type'], /^text\/html/);
      assert.equal(res.headers['cache-control'], 'no-cache', path);
      assert.ok(res.text.includes(text), path);
    }
  });

  test('a page asked for as its index.html file is redirected to its address', async () => {
    for (const [path, to] of [['/index.html', '/'], ['/about/index.html', '/about/'], ['/index.html?x=1', '/']]) {
      const res = await get(path);
      assert.equal(res.status, 301, path);
      assert.equal(res.headers.location, to, path);
    }
    // The addresses themselves are served, not redirected in a loop.
    assert.equal((await get('/')).status, 200);
    assert.equal((await get('/about/')).status, 200);
  });

  test('any path without a file answers 404.html with status 404', async () => {
    for (const path of ['/no/such/page', '/portfolio/unknown-slug', '/about/nothing-here', '/404.html',
      '/assets/missing-123.js', '/assets/', '/index.php', '/wp-login.php']) {
      const res = await get(path);
      assert.equal(res.status, 404, path);
      assert.match(res.headers['content-type'], /^text\/html/, path);
      assert.equal(res.text, notFoundPage, path);
      assert.notEqual(res.headers['cache-control'], 'public, max-age=31536000, immutable', path);
    }
    const posted = await http(world.stack.url, '/contact-us', { method: 'POST', body: 'x' });
    assert.equal(posted.status, 404);
  });

  test('/assets/ is cached for a year, immutable', async () => {
    const res = await get('/assets/index-3f9a1c.js');
    assert.equal(res.status, 200);
    assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
  });

  test('the build\'s Brotli and gzip copies are sent as they are, to browsers that accept them', async () => {
    // Copies that differ from the file they stand for: an answer carrying them came from the copy.
    const page = join(world.dist, 'about/index.html');
    await writeFile(`${page}.br`, brotliCompressSync(Buffer.from('<p>the Brotli copy</p>')));
    await writeFile(`${page}.gz`, gzipSync(Buffer.from('<p>the gzip copy</p>')));
    const br = await get('/about', { 'Accept-Encoding': 'gzip, deflate, br' });
    assert.equal(br.status, 200);
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(br.headers['content-type'], /^text\/html/);
    assert.match(br.headers.vary ?? '', /Accept-Encoding/);
    assert.equal(brotliDecompressSync(br.raw).toString('utf8'), '<p>the Brotli copy</p>');
    const gz = await get('/about', { 'Accept-Encoding': 'gzip' });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.equal(gunzipSync(gz.raw).toString('utf8'), '<p>the gzip copy</p>');
    // A browser that accepts neither gets the file itself.
    const plain = await get('/about');
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.ok(plain.text.includes('About page'));
    await Promise.all([rm(`${page}.br`), rm(`${page}.gz`)]);
  });

  test('text types are gzipped', async () => {
    for (const path of ['/', '/assets/index-3f9a1c.js', '/assets/index-3f9a1c.css', '/assets/logo-77aa.svg',
      '/manifest.json', '/sitemap.xml', '/no/such/page']) {
      const res = await get(path, { 'Accept-Encoding': 'gzip' });
      assert.equal(res.headers['content-encoding'], 'gzip', path);
      assert.match(res.headers.vary ?? '', /Accept-Encoding/, path);
      const plain = await get(path);
      assert.equal(gunzipSync(res.raw).toString('utf8'), plain.text, path);
    }
  });

  test('nothing under /php/ but sendEmail.php is reachable, and no PHP source is ever served', async () => {
    const paths = ['/php/src/Config.php', '/php/src/Config/Config.php', '/php/src/Http/RequestGuard.php',
      '/php/src/Http/', '/php/src/bootstrap.php', '/php/bin/outbox.php', '/php/composer.json',
      '/php/enquiry-rules.json', '/php/phpunit.xml', '/php/phpcs.xml', '/php/tests/bootstrap.php',
      '/php/tests/Fixtures/Requests.php', '/php/vendor/autoload.php', '/php/', '/php', '/php/src/', '/php/.env', '/php/sendEmail.php/extra', '/php/sendEmail.phps', '/php/SendEmail.php',
      '/php/sendEmail.php%00.txt', '/php//sendEmail.php.bak', '/php/../php/src/Config.php', '/.env', '/.hidden',
      '/.git/config', '/.htaccess', '/sendEmail.php', '/src/Config.php'];
    for (const path of paths) {
      for (const method of ['GET', 'POST']) {
        const res = await http(world.stack.url, path, { method, headers: { 'Content-Type': 'application/json' },
          body: method === 'POST' ? '{}' : undefined });
        // 400: nginx refuses the encoded NUL outright.
        assert.ok([400, 403, 404].includes(res.status), `${method} ${path} → ${res.status}`);
        assert.ok(!res.text.includes('<?php') && !res.text.includes('namespace App'), `${method} ${path} leaks source`);
        assert.ok(!res.text.includes('"captchaMissing"'), `${method} ${path} leaks the field rules file`);
      }
    }
  });

  test('pages and the 404 page carry the browser security headers; HSTS only over HTTPS', async () => {
    for (const path of ['/', '/about', '/no/such/page', '/.env']) {
      const res = await get(path);
      assert.match(res.headers['content-security-policy'] ?? '', /^frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'$/, path);
      assert.equal(res.headers['x-frame-options'], 'DENY', path);
      assert.equal(res.headers['referrer-policy'], 'strict-origin-when-cross-origin', path);
      assert.match(res.headers['permissions-policy'] ?? '', /(^|, )camera=\(\), /, path);
      assert.match(res.headers['permissions-policy'] ?? '', /(^|, )geolocation=\(\)/, path);
      assert.equal(res.headers['x-content-type-options'], 'nosniff', path);
      assert.equal(res.headers['strict-transport-security'], undefined, `${path}: plain HTTP`);
    }
    const asset = await get('/assets/index-3f9a1c.js');
    assert.equal(asset.headers['x-content-type-options'], 'nosniff');
  });

  test('dotfiles answer the 404 page everywhere, /assets/ included; /.well-known/ is served', async () => {
    for (const path of ['/.hidden', '/.env', '/assets/.env', '/assets/%2eenv', '/assets/x/../.env', '/.git/config',
      '/assets/.git/HEAD', '/about/.htaccess', '/.well-known/../.hidden']) {
      const res = await get(path);
      assert.equal(res.status, 404, path);
      assert.equal(res.text, notFoundPage, path);
      assert.ok(!res.text.includes('secret'), `${path} leaks`);
    }
    const wellKnown = await get('/.well-known/security.txt');
    assert.equal(wellKnown.status, 200);
    assert.match(wellKnown.text, /^Contact:/);
  });

  test('/php/sendEmail.php itself runs PHP (JSON, never source)', async () => {
    const res = await get(ENDPOINT);
    assertJsonAnswer(assert, res, 405);
    assert.ok(!res.text.includes('<?php'));
    const withQuery = await get(`${ENDPOINT}?x=1`);
    assertJsonAnswer(assert, withQuery, 405);
  });

  test('php-fpm down: the endpoint still answers JSON 503', async () => {
    const workers = await world.workerPids();
    process.kill(-world.stack.pids.phpFpm, 'SIGKILL'); // master and workers
    for (const pid of [world.stack.pids.phpFpm, ...workers]) await waitForExit(pid);
    const res = await post(world, contact());
    assertJsonAnswer(assert, res, 503);
    assert.match(res.json.error, /try again later/i);
  });
});
