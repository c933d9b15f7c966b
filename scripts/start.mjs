#!/usr/bin/env node
/**
 * npm start: install what running needs, build the site unless dist/ is already the build of the
 * current sources, and serve it the production way (nginx + php-fpm) on http://127.0.0.1:8080
 * (PORT overrides), with the mail endpoint sending to MailDev (web UI on
 * http://127.0.0.1:1080/index.html), and the outbox run every 5 minutes as the cron line of
 * docs/endpoint.md runs it (OUTBOX_INTERVAL, in seconds, changes that). As root, php-fpm's pool
 * runs as www-data (scripts/stack/stack.mjs). Ctrl-C stops everything it started.
 *
 *   npm start                      build if the sources changed, then serve
 *   npm start -- --no-build        serve the existing build
 *   RECAPTCHA_STUB=1 npm start     offline: a test captcha widget on the page, checked locally
 *
 * The endpoint settings (MAIL_TO, SMTP_PORT, RECAPTCHA_SECRET, ...; see docs/endpoint.md) can
 * be overridden from the environment; OUT_DIR builds and serves another folder than dist/,
 * MAILDEV_SMTP_PORT and MAILDEV_WEB_PORT move MailDev, RECAPTCHA_STUB_PORT the local siteverify.
 * Only Node builtins at the top level: npm packages may not be installed yet.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { buildStatus } from './build/build-stamp.mjs';
import { mailDevPorts, startEndpointEnv, startPort } from './stack/local-endpoint.mjs';
import { repoRoot as root } from './repo-root.mjs';

function run(command, args, env = {}) {
  console.log(`\n> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed (${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
}

// Only what serving needs; the test tools (PHPUnit, phpcs, chromium, Apache) are `npm test`'s.
run('bash', ['scripts/system-deps.sh', 'run']);
if (!existsSync(join(root, 'node_modules'))) {
  run('npm', ['ci', '--no-audit', '--no-fund'], { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' });
}
const outDir = process.env.OUT_DIR || 'dist';
if (!process.argv.includes('--no-build')) {
  const build = buildStatus(outDir);
  if (build.current) {
    console.log(`\n${outDir}/ is up to date with the sources (content hash ${build.sources.slice(0, 12)}): build skipped. `
      + '`npm run build` builds anyway.');
  } else {
    console.log(`\nBuilding: ${build.why}.`);
    run('npm', ['run', 'build']);
  }
}
const distDir = resolve(root, outDir);
if (!existsSync(join(distDir, 'index.html'))) {
  console.error(`${join(distDir, 'index.html')} is missing: the build did not produce the site.`);
  process.exit(1);
}

const { startMailDev, startSiteverifyStub, startStack } = await import('./stack/stack.mjs');
const { startOutboxTimer } = await import('./stack/outbox-command.mjs');
const { copySiteWithTestCaptcha } = await import('./stack/test-captcha.mjs');
const port = startPort();
const { smtpPort, webPort } = mailDevPorts();
const stub = process.env.RECAPTCHA_STUB === '1';
const started = [];

let stopping = false;
async function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const service of started.reverse()) await service.stop().catch(() => {});
  process.exit(code); // servers still starting are stopped by scripts/stack/process.mjs on exit
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(signal, () => {
    console.log('\nStopping…');
    stopAll(0);
  });
}

try {
  const env = startEndpointEnv(); // the same settings as `npm run outbox`
  // Our own storage folder's parent (.data, or the one under /var/tmp) may be passed through by
  // php-fpm's user (not listed); storage/ itself is the pool user's (stack.mjs). A STORAGE_DIR
  // given from outside is left as it is found.
  if (!process.env.STORAGE_DIR) {
    mkdirSync(dirname(env.STORAGE_DIR), { recursive: true });
    chmodSync(dirname(env.STORAGE_DIR), 0o711);
  }
  mkdirSync(env.STORAGE_DIR, { recursive: true, mode: 0o700 });

  started.push(await startMailDev({ smtpPort, webPort }));
  let served = distDir;
  let captcha;
  if (stub) {
    const verifier = await startSiteverifyStub({ port: Number(process.env.RECAPTCHA_STUB_PORT || port + 3) });
    started.push(verifier);
    env.RECAPTCHA_VERIFY_URL = verifier.url;
    // The build stays as it is: a copy of it whose pages load the test widget is served instead.
    const copy = await mkdtemp(join(tmpdir(), 'site-test-captcha-'));
    started.push({ stop: () => rm(copy, { recursive: true, force: true }) });
    chmodSync(copy, 0o755);
    served = join(copy, 'site');
    await copySiteWithTestCaptcha(distDir, served);
    captcha = `test widget (RECAPTCHA_STUB=1): a checkbox on the page, checked by a local stand-in at ${verifier.url};\n`
      + '                 no spam check is made and nothing goes to Google';
  } else if (process.env.RECAPTCHA_SECRET) {
    captcha = `reCAPTCHA with your keys (VITE_RECAPTCHA_SITE_KEY in the build, RECAPTCHA_SECRET), verified at\n                 ${env.RECAPTCHA_VERIFY_URL ?? 'https://www.google.com/recaptcha/api/siteverify'}`;
  } else {
    captcha = 'Google\'s reCAPTCHA with its public test keys: the widget loads from google.com and Google\n'
      + '                 verifies it. Offline the forms cannot send: start with RECAPTCHA_STUB=1 for a local test widget';
  }
  const stack = await startStack({ port, distDir: served, phpDir: 'php', storageDir: env.STORAGE_DIR, env });
  started.push(stack);
  const intervalSeconds = Number(process.env.OUTBOX_INTERVAL || 300);
  started.push(startOutboxTimer(env, { intervalMs: intervalSeconds * 1000 }));

  console.log(`
  Site:          ${stack.url}/${stub ? `   (${outDir}/ with the test captcha added, served from ${served})` : ''}
  Mail catcher:  http://127.0.0.1:${webPort}/index.html   (its API: /api/email; SMTP on 127.0.0.1:${smtpPort})
  Captcha:       ${captcha}
  php-fpm user:  ${stack.poolUser.name}${stack.phpDir === resolve(root, 'php') ? '' : `   (serving a copy of php/ it can read: ${stack.phpDir})`}
  Queue:         ${env.STORAGE_DIR}  (npm run outbox -- --list; the outbox runs every ${intervalSeconds} s)

  Press Ctrl-C to stop.`);
} catch (error) {
  console.error(`\nCould not start: ${error.message}`);
  await stopAll(1);
}
