// php/bin/outbox.php as `npm start` and `npm run outbox` run it: with the endpoint's settings, as
// the user that owns the storage folder (php-fpm's pool user; see stack.mjs), as the cron line of
// docs/endpoint.md runs it as the php-fpm user. Node builtins only.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { withReadableEndpoint } from './endpoint-files.mjs';
import { storageOwner } from './outbox-queue.mjs';
import { repoRoot } from '../repo-root.mjs';

/**
 * Runs outbox.php with `args` and the endpoint settings `env` (STORAGE_DIR included). `stdio`
 * as for spawn; resolves { code, stdout, stderr } (stdout/stderr only when piped).
 */
export function outboxCommand(env, args = [], { stdio = 'pipe' } = {}) {
  const owner = storageOwner(env.STORAGE_DIR);
  // That user may not be able to read the checkout (a private folder): then it runs a copy.
  return withReadableEndpoint(owner.uid === undefined ? null : owner, join(repoRoot, 'php'), (phpDir) => new Promise((done) => {
    const child = spawn('php', [join(phpDir, 'bin/outbox.php'), ...args], {
      env: { ...process.env, ENV_FILE: '/dev/null', ...env },
      stdio,
      ...owner,
    });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk) => { stdout += chunk; });
    child.stderr?.on('data', (chunk) => { stderr += chunk; });
    child.on('error', (error) => done({ code: 1, stdout, stderr: `${stderr}${error.message}` }));
    child.on('close', (code, signal) => done({ code: code ?? (signal ? 1 : 0), stdout, stderr }));
  }));
}

/**
 * Runs the outbox every `intervalMs` (the cron line's job) until stop(); prints a run's line when
 * it sent, failed or left something, so a quiet queue stays quiet.
 */
export function startOutboxTimer(env, { intervalMs = 300000, log = console.log } = {}) {
  let timer = null;
  let running = null;
  let stopped = false;
  const tick = async () => {
    running = outboxCommand(env);
    const { code, stdout, stderr } = await running;
    running = null;
    const line = `${stdout}${stderr}`.trim();
    if (code !== 0 || !/ 0 sent, 0 failed, 0 queued$/.test(line)) log(`[outbox timer] ${line} (exit ${code})`);
    if (!stopped) timer = setTimeout(tick, intervalMs);
  };
  timer = setTimeout(tick, intervalMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
