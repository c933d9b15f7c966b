#!/usr/bin/env node
/**
 * npm run dev: Vite with hot reload on http://127.0.0.1:5173, `/php/` proxied to PHP's built-in
 * server (scripts/dev-router.php, which exposes only the mail endpoint), MailDev catching mail.
 * Ctrl-C stops all three.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';

const phpPort = Number(process.env.PHP_PORT ?? 8081);
const children = [];
function start(cmd, args, env = {}) {
  const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`${cmd} exited (${code}); stopping`);
      stop();
    }
  });
  return child;
}

let stopping = false;
function stop() {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(0), 500);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

if (spawnSync('php', ['--version']).status !== 0) {
  console.error('PHP is missing: run `bash scripts/system-deps.sh` (as root) first.');
  process.exit(1);
}
mkdirSync('.data/dev-storage', { recursive: true });
start('npx', ['maildev', '--smtp', '1025', '--web', '1080', '--ip', '127.0.0.1', '--web-ip', '127.0.0.1', '--silent']);
start('php', ['-S', `127.0.0.1:${phpPort}`, 'scripts/dev-router.php'], {
  MAIL_TO: process.env.MAIL_TO ?? 'sales@example.com',
  MAIL_FROM: process.env.MAIL_FROM ?? 'website@example.com',
  RECAPTCHA_SECRET: process.env.RECAPTCHA_SECRET ?? '6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe',
  STORAGE_DIR: process.env.STORAGE_DIR ?? '.data/dev-storage',
  ALLOWED_ORIGINS: 'http://127.0.0.1:5173,http://localhost:5173',
});
start('npx', ['vite'], { PHP_DEV_URL: `http://127.0.0.1:${phpPort}` });
console.log('Site: http://127.0.0.1:5173  ·  Mail catcher: http://127.0.0.1:1080/index.html');
