#!/usr/bin/env node
/**
 * npm start: install what is missing, build the site, and serve it the production way
 * (nginx + php-fpm) on http://127.0.0.1:8080 (PORT overrides), with the mail endpoint sending to
 * MailDev (web UI on http://127.0.0.1:1080), and the outbox run every 5 minutes as the cron line
 * of docs/endpoint.md runs it (OUTBOX_INTERVAL, in seconds, changes that). As root, php-fpm's pool
 * runs as www-data (scripts/lib/stack.mjs). Ctrl-C stops everything it started.
 *
 *   npm start                      build, then serve
 *   npm start -- --no-build        serve the existing build
 *   RECAPTCHA_STUB=1 npm start     offline: answer captcha checks locally instead of Google
 *
 * The endpoint settings (MAIL_TO, SMTP_PORT, RECAPTCHA_SECRET, ...; see docs/endpoint.md) can
 * be overridden from the environment; OUT_DIR builds and serves another folder than dist/,
 * MAILDEV_SMTP_PORT and MAILDEV_WEB_PORT move MailDev.
 * Only Node builtins at the top level: npm packages may not be installed yet.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { mailDevPorts, startEndpointEnv, startPort } from './lib/local-endpoint.mjs';
import { repoRoot as root } from './lib/repo-root.mjs';

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
const distDir = resolve(root, process.env.OUT_DIR || 'dist');
if (!existsSync(join(distDir, 'index.html'))) {
  console.error(`${join(distDir, 'index.html')} is missing: the build did not produce the site.`);
  process.exit(1);
}

const { startMailDev, startSiteverifyStub, startStack } = await import('./lib/stack.mjs');
const { startOutboxTimer } = await import('./lib/outbox-command.mjs');
const port = startPort();
const { smtpPort, webPort } = mailDevPorts();
const started = [];

let stopping = false;
async function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const service of started.reverse()) await service.stop().catch(() => {});
  process.exit(code); // servers still starting are stopped by scripts/lib/process.mjs on exit
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(signal, () => {
    console.log('\nStopping…');
    stopAll(0);
  });
}

try {
  const env = startEndpointEnv(); // the same settings as `npm run outbox`
  // .data may be passed through by php-fpm's user (not listed); storage/ itself is the pool user's.
  mkdirSync(join(root, '.data'), { recursive: true });
  chmodSync(join(root, '.data'), 0o711);
  mkdirSync(env.STORAGE_DIR, { recursive: true, mode: 0o700 });

  started.push(await startMailDev({ smtpPort, webPort }));
  if (process.env.RECAPTCHA_STUB === '1') {
    const stub = await startSiteverifyStub({ port: Number(process.env.RECAPTCHA_STUB_PORT || port + 3) });
    started.push(stub);
    env.RECAPTCHA_VERIFY_URL = stub.url;
  }
  const stack = await startStack({ port, distDir, phpDir: 'php', storageDir: env.STORAGE_DIR, env });
  started.push(stack);
  const intervalSeconds = Number(process.env.OUTBOX_INTERVAL || 300);
  started.push(startOutboxTimer(env, { intervalMs: intervalSeconds * 1000 }));

  console.log(`
  Site:          ${stack.url}/
  Mail catcher:  http://127.0.0.1:${webPort}/index.html   (SMTP on 127.0.0.1:${smtpPort})
  Captcha:       Google's public test keys; verified at ${env.RECAPTCHA_VERIFY_URL ?? 'https://www.google.com/recaptcha/api/siteverify'}
                 (offline, Google is unreachable and the forms answer "try again later": use RECAPTCHA_STUB=1)
  php-fpm user:  ${stack.poolUser.name}
  Queue:         ${env.STORAGE_DIR}  (npm run outbox -- --list; the outbox runs every ${intervalSeconds} s)

  Press Ctrl-C to stop.`);
} catch (error) {
  console.error(`\nCould not start: ${error.message}`);
  await stopAll(1);
}
