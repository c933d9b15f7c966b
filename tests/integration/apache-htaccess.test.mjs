// The shipped Apache rules (public/.htaccess, php/.htaccess and those in php/src, php/tests,
// php/bin) on a real Apache with mod_php, in the shared-hosting layout of docs/deploy.md: the built
// site in the document root with php/ uploaded into it. Run with and without mod_rewrite: what
// must never be served (secrets, enquiries, sources) is denied either way, and the endpoint works,
// reading its settings and keeping its storage above the document root by default.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { chown, cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { apacheMissing, startApache } from '../harness/apache.mjs';
import {
  CAPTCHA_SECRET, ENDPOINT, MAIL_FROM, MAIL_TO, assertJsonAnswer, contact, freePort, http, makeFixtureDist, repoRoot,
  startSiteverifyStub, startSmtpSink, waitFor,
} from '../harness/test-stack.mjs';

const SECRET = 'smtp-password-that-must-never-leak';
const skip = apacheMissing();

/** Never served, whatever modules the host has: [path, a string its content would show]. */
const DENIED = [
  ['/.env', SECRET],
  ['/%2eenv', SECRET],
  ['/.data/storage/outbox.sqlite', 'SQLite format'],
  ['/.data/storage/client-hash.key', 'deadbeef'],
  ['/.git/config', 'repositoryformatversion'],
  ['/.htaccess', 'Require'],
  ['/assets/.env', 'SMTP_PASS'],
  ['/php/.htaccess', 'Require'],
  ['/php/src/Config/Config.php', 'namespace App'],
  ['/php/src/bootstrap.php', '<?php'],
  ['/php/src/.htaccess', 'Require'],
  ['/php/tests/bootstrap.php', '<?php'],
  ['/php/tests/Fakes/smtp-server.php', '<?php'],
  ['/php/bin/outbox.php', '<?php'],
  ['/php/enquiry-rules.json', 'captchaMissing'],
  ['/php/composer.json', 'phpmailer'],
  ['/php/phpunit.xml', 'phpunit'],
  ['/php/', 'sendEmail'],
  ['/php/src/', 'Config'],
  ['/php/sendEmail.php/extra', 'success'],
];

/**
 * home/            what the host gives the account
 *   .env           the endpoint's settings, above the document root (found by default)
 *   public_html/   the document root: dist/ with its .htaccess, php/ uploaded into it, and what an
 *                  older deployment left there (.env, .data/storage/, .git/)
 */
async function sharedHosting({ smtpPort, verifyUrl }) {
  const home = await mkdtemp(join(tmpdir(), 'shared-host-'));
  const docroot = join(home, 'public_html');
  await cp(await makeFixtureDist(), docroot, { recursive: true });
  await cp(join(repoRoot, 'public/.htaccess'), join(docroot, '.htaccess'));
  await cp(join(repoRoot, 'php'), join(docroot, 'php'), { recursive: true });
  await writeFile(join(docroot, '.env'), `SMTP_PASS=${SECRET}\n`);
  await mkdir(join(docroot, '.data/storage'), { recursive: true });
  await writeFile(join(docroot, '.data/storage/outbox.sqlite'), 'SQLite format 3\0 old enquiries');
  await writeFile(join(docroot, '.data/storage/client-hash.key'), 'deadbeef\n');
  await mkdir(join(docroot, '.git'));
  await writeFile(join(docroot, '.git/config'), '[core]\n\trepositoryformatversion = 0\n');
  await mkdir(join(docroot, '.well-known/acme-challenge'), { recursive: true });
  await writeFile(join(docroot, '.well-known/acme-challenge/token-1'), 'challenge-answer');
  await writeFile(join(home, '.env'), [
    `MAIL_TO=${MAIL_TO}`, `MAIL_FROM=${MAIL_FROM}`, 'SMTP_HOST=127.0.0.1', `SMTP_PORT=${smtpPort}`, 'SMTP_TIMEOUT=3',
    `RECAPTCHA_SECRET=${CAPTCHA_SECRET}`, `RECAPTCHA_VERIFY_URL=${verifyUrl}`, 'RECAPTCHA_HOSTNAMES=127.0.0.1', 'ACK_ENABLED=0',
    `SMTP_PASS=${SECRET}`, '',
  ].join('\n'));
  await mkdir(join(home, '.data'), { mode: 0o700 });
  if (process.getuid() === 0) {
    // As on a host, the web server's user owns the account's files.
    const { uid, gid } = webUser();
    const own = async (path) => {
      await chown(path, uid, gid);
      for (const entry of await readdir(path, { withFileTypes: true }).catch(() => [])) {
        if (entry.isDirectory()) await own(join(path, entry.name));
        else await chown(join(path, entry.name), uid, gid);
      }
    };
    await own(home);
  }
  return { home, docroot };
}

/** www-data's uid and gid (Debian's web server user). */
function webUser() {
  const passwd = readFileSync('/etc/passwd', 'utf8').split('\n').find((line) => line.startsWith('www-data:'));
  const [, , uid, gid] = passwd?.split(':') ?? [];
  return uid ? { uid: Number(uid), gid: Number(gid) } : { uid: userInfo().uid, gid: userInfo().gid };
}

for (const rewrite of [false, true]) {
  describe(`Apache, shared hosting, ${rewrite ? 'with' : 'without'} mod_rewrite`, { skip: skip ?? false }, () => {
    let site;
    let apache;
    let sink;
    let stub;
    before(async () => {
      sink = await startSmtpSink({ port: await freePort() });
      stub = await startSiteverifyStub({ port: await freePort(), hostname: '127.0.0.1' });
      site = await sharedHosting({ smtpPort: sink.port, verifyUrl: stub.url });
      apache = await startApache({ docroot: site.docroot, port: await freePort(), rewrite });
    });
    after(async () => {
      await apache?.stop();
      await sink?.stop();
      await stub?.stop();
      if (site) await rm(site.home, { recursive: true, force: true });
    });

    test('dotfiles, the storage, the sources, tests, tools and the field rules are never served', async () => {
      for (const [path, tell] of DENIED) {
        for (const method of ['GET', 'POST']) {
          const res = await http(apache.url, path, { method, headers: { 'Content-Type': 'application/json' },
            body: method === 'POST' ? '{}' : undefined });
          // 403 with the Not Found page, with or without mod_rewrite (docs/deploy.md): access is
          // refused before mod_rewrite's rules run.
          assert.equal(res.status, 403, `${method} ${path}`);
          assert.match(res.text, /Oops! Page Not Found/, `${method} ${path}: the 404 page as the body`);
          assert.ok(!res.text.includes(tell), `${method} ${path} shows "${tell}"`);
          assert.ok(!res.text.includes(SECRET) && !res.text.includes('<?php'), `${method} ${path} leaks`);
        }
      }
    });

    test('no version in any answer, and the browser security headers on pages and the 404 page', async () => {
      for (const path of ['/', '/about', '/no/such/page', '/.env']) {
        const res = await http(apache.url, path);
        assert.equal(res.headers.server, 'Apache', `${path}: ServerTokens Prod`);
        assert.doesNotMatch(res.text, /Apache\/\d|Server at/, `${path}: no signature`);
        assert.equal(res.headers['x-frame-options'], 'DENY', path);
        assert.match(res.headers['content-security-policy'] ?? '', /frame-ancestors 'none'/, path);
        assert.match(res.headers['permissions-policy'] ?? '', /camera=\(\)/, path);
        assert.equal(res.headers['x-content-type-options'], 'nosniff', path);
        assert.equal(res.headers['strict-transport-security'], undefined, `${path}: HSTS only over HTTPS`);
      }
      const trace = await http(apache.url, '/', { method: 'TRACE' });
      assert.equal(trace.status, 405);
    });

    test('the site and /.well-known/ are served', async () => {
      const home = await http(apache.url, '/');
      assert.equal(home.status, 200);
      assert.match(home.text, /Home page/);
      const challenge = await http(apache.url, '/.well-known/acme-challenge/token-1');
      assert.equal(challenge.status, 200);
      assert.equal(challenge.text, 'challenge-answer');
    });

    test('the endpoint runs, with its settings and storage above the document root', async () => {
      assertJsonAnswer(assert, await http(apache.url, ENDPOINT), 405);
      const res = await http(apache.url, ENDPOINT, {
        method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(contact()),
      });
      assertJsonAnswer(assert, res, 200);
      await waitFor(() => sink.messages.length === 1, { what: 'the staff mail' });
      assert.deepEqual(sink.messages[0].envelope.rcptTo, [MAIL_TO]);
      const stored = await readdir(join(site.home, '.data/storage'));
      assert.ok(stored.includes('outbox.sqlite'), `storage above the document root: ${stored.join(', ')}`);
      const old = await readFile(join(site.docroot, '.data/storage/outbox.sqlite'), 'latin1');
      assert.match(old, /old enquiries/, 'the document root was not used for storage');
      assert.equal((await apache.errorLog()).match(/\[core:alert\]|Invalid command/g), null, 'the .htaccess files parse');
    });

    test('the visitor does not wait for the mail (mod_php has no fastcgi_finish_request)', async () => {
      sink.setQuitDelay(2500); // the sending after the answer takes at least 2.5 s
      try {
        const started = Date.now();
        const res = await http(apache.url, ENDPOINT, {
          method: 'POST', headers: { 'Content-Type': 'application/json', 'Accept-Encoding': 'gzip' },
          body: JSON.stringify(contact({ name: 'Patient Visitor' })),
        });
        assert.equal(res.status, 200);
        assert.ok(Date.now() - started < 2000, `answered after ${Date.now() - started} ms`);
        await waitFor(() => sink.messages.length === 2, { what: 'the second staff mail' });
      } finally {
        sink.setQuitDelay(0);
      }
    });
  });
}
