#!/usr/bin/env node
/**
 * npm run dev: Vite with hot reload on http://127.0.0.1:5173, `/php/sendEmail.php` proxied to
 * PHP's built-in server (scripts/dev-router.php, which exposes only the mail endpoint), MailDev
 * catching mail on http://127.0.0.1:1080/index.html. Ctrl-C or SIGTERM stops them all.
 * RECAPTCHA_STUB=1, as for npm start: the page shows the test captcha widget
 * (scripts/stack/test-captcha.mjs) and a local stand-in of Google's siteverify checks it, so the
 * forms send without internet access.
 *
 * Ports: DEV_PORT (5173), PHP_PORT (8081), MAILDEV_SMTP_PORT (1025), MAILDEV_WEB_PORT (1080),
 * RECAPTCHA_STUB_PORT (DEV_PORT + 3). The endpoint settings (MAIL_TO, RECAPTCHA_SECRET, ...;
 * docs/endpoint.md) can be overridden from the environment.
 *
 * Each server runs in its own process group, started directly (not through npx, which does not
 * pass a signal on), so stopping this script stops every process it started.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { localEndpointEnv, mailDevPorts } from './stack/local-endpoint.mjs';
import { startMailDev } from './stack/maildev.mjs';
import { startSiteverifyStub } from './stack/siteverify-stub.mjs';
import { packageBin, spawnOwned, stopChild } from './stack/process.mjs';
import { repoRoot } from './repo-root.mjs';

const devPort = Number(process.env.DEV_PORT || 5173);
const phpPort = Number(process.env.PHP_PORT || 8081);
const stub = process.env.RECAPTCHA_STUB === '1';
const { smtpPort, webPort } = mailDevPorts();

const stops = [];
let stopping = false;
async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  await Promise.allSettled(stops.map((stop) => stop()));
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(0));

/** Starts a server we own; if it ends on its own, everything stops. */
function start(name, [command, args], env) {
  const child = spawnOwned(command, args, { env: { ...process.env, ...env }, cwd: repoRoot, log: true, name });
  stops.push(() => stopChild(child));
  child.exited.then(({ code, signal }) => {
    if (stopping) return;
    console.error(`${child.name} exited (${code ?? signal}); stopping`);
    stopAll(1);
  });
}

if (spawnSync('php', ['--version']).status !== 0) {
  console.error('PHP is missing: run `bash scripts/system-deps.sh run` (as root) first.');
  process.exit(1);
}
const storageDir = join(repoRoot, '.data/dev-storage');
mkdirSync(storageDir, { recursive: true });

try {
  const maildev = await startMailDev({ smtpPort, webPort });
  stops.push(maildev.stop);
  const endpointEnv = localEndpointEnv({
    origins: [`http://127.0.0.1:${devPort}`, `http://localhost:${devPort}`], smtpPort, storageDir,
  });
  if (stub) {
    const verifier = await startSiteverifyStub({ port: Number(process.env.RECAPTCHA_STUB_PORT || devPort + 3) });
    stops.push(verifier.stop);
    endpointEnv.RECAPTCHA_VERIFY_URL = verifier.url;
  }
  start('php -S', ['php', ['-S', `127.0.0.1:${phpPort}`, 'scripts/dev-router.php']], endpointEnv);
  // RECAPTCHA_STUB=1 reaches vite.config.ts through the environment: it adds the test captcha.
  start('vite', packageBin('vite', ['--port', String(devPort), '--strictPort']), { PHP_DEV_URL: `http://127.0.0.1:${phpPort}` });
} catch (error) {
  console.error(`Could not start: ${error.message}`);
  await stopAll(1);
}
console.log(`Site: http://127.0.0.1:${devPort}  ·  Mail catcher: http://127.0.0.1:${webPort}/index.html  ·  Captcha: ${
  stub ? 'test widget, checked locally (RECAPTCHA_STUB=1)' : 'Google\'s test keys (needs internet; RECAPTCHA_STUB=1 offline)'}`);
