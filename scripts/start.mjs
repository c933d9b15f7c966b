#!/usr/bin/env node
/**
 * npm start: install what is missing, build the site, and serve it the production way
 * (nginx + php-fpm) on http://127.0.0.1:8080 (PORT overrides), with the mail endpoint sending to
 * MailDev (web UI on http://127.0.0.1:1080). Ctrl-C stops everything it started.
 *
 *   npm start                      build, then serve
 *   npm start -- --no-build        serve the existing dist/
 *   RECAPTCHA_STUB=1 npm start     offline: answer captcha checks locally instead of Google
 *
 * The endpoint settings (MAIL_TO, SMTP_PORT, RECAPTCHA_SECRET, ...; see docs/endpoint.md) can
 * be overridden from the environment.
 * Only Node builtins at the top level: npm packages may not be installed yet.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const GOOGLE_TEST_SECRET = '6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe';
const ENDPOINT_KEYS = ['MAIL_TO', 'MAIL_FROM', 'MAIL_FROM_NAME', 'SMTP_HOST', 'SMTP_PORT', 'SMTP_USER', 'SMTP_PASS',
  'SMTP_SECURE', 'SMTP_TIMEOUT', 'RECAPTCHA_SECRET', 'RECAPTCHA_VERIFY_URL', 'RECAPTCHA_HOSTNAMES',
  'ALLOWED_ORIGINS', 'STORAGE_DIR', 'RATE_LIMIT_MAX', 'RATE_LIMIT_WINDOW', 'TRUSTED_PROXIES', 'ACK_ENABLED'];

function run(command, args, env = {}) {
  console.log(`\n> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed (${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
}

run('bash', ['scripts/system-deps.sh']);
if (!existsSync(join(root, 'node_modules'))) {
  run('npm', ['ci', '--no-audit', '--no-fund'], { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' });
}
if (!process.argv.includes('--no-build')) run('npm', ['run', 'build']);
if (!existsSync(join(root, 'dist/index.html'))) {
  console.error('dist/index.html is missing: the build did not produce the site.');
  process.exit(1);
}

const { startMailDev, startSiteverifyStub, startStack } = await import('./lib/stack.mjs');
const port = Number(process.env.PORT || 8080);
const smtpPort = Number(process.env.MAILDEV_SMTP_PORT || 1025);
const webPort = Number(process.env.MAILDEV_WEB_PORT || 1080);
const started = [];

async function stopAll(code = 0) {
  for (const service of started.reverse()) await service.stop().catch(() => {});
  process.exit(code);
}

try {
  const env = {
    MAIL_TO: 'sales@example.com',
    MAIL_FROM: 'website@example.com',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    RECAPTCHA_SECRET: GOOGLE_TEST_SECRET,
    ALLOWED_ORIGINS: `http://127.0.0.1:${port},http://localhost:${port}`,
    STORAGE_DIR: join(root, '.data/storage'),
  };
  for (const key of ENDPOINT_KEYS) if (process.env[key]) env[key] = process.env[key];
  mkdirSync(env.STORAGE_DIR, { recursive: true, mode: 0o700 });

  started.push(await startMailDev({ smtpPort, webPort }));
  if (process.env.RECAPTCHA_STUB === '1') {
    const stub = await startSiteverifyStub({ port: Number(process.env.RECAPTCHA_STUB_PORT || port + 3) });
    started.push(stub);
    env.RECAPTCHA_VERIFY_URL = stub.url;
  }
  const stack = await startStack({ port, distDir: 'dist', phpDir: 'php', storageDir: env.STORAGE_DIR, env });
  started.push(stack);

  console.log(`
  Site:          ${stack.url}/
  Mail catcher:  http://127.0.0.1:${webPort}/index.html   (SMTP on 127.0.0.1:${smtpPort})
  Captcha:       Google's public test keys; verified at ${env.RECAPTCHA_VERIFY_URL ?? 'https://www.google.com/recaptcha/api/siteverify'}
                 (offline, Google is unreachable and the forms answer "try again later": use RECAPTCHA_STUB=1)
  Queue:         ${env.STORAGE_DIR}  (php php/bin/outbox.php --list)

  Press Ctrl-C to stop.`);
} catch (error) {
  console.error(`\nCould not start: ${error.message}`);
  await stopAll(1);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(signal, () => {
    console.log('\nStopping…');
    stopAll(0);
  });
}
