// `npm run dev` and `npm start` stopped with SIGTERM, as a process manager or `timeout` stops
// them (the signal goes to npm's own pid): no process they started may outlive them. Each runs on
// free ports; every process of its tree is recorded by pid (with its start time, so a reused pid
// does not count) while it runs, and checked after the stop.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { waitForHttp } from '../../scripts/stack/process.mjs';
import { freePort, makeFixtureDist, repoRoot } from '../harness/test-stack.mjs';

/** { pid, start, command } of a live process, or null (gone, or a zombie waiting to be reaped). */
function processInfo(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (fields[0] === 'Z') return null;
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
    return { pid, start: fields[19], command };
  } catch {
    return null;
  }
}

/** `pid` and every process below it right now (children of all its threads, recursively). */
function processTree(pid) {
  const info = processInfo(pid);
  if (!info) return [];
  const children = new Set();
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const list = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8');
      for (const child of list.split(/\s+/).filter(Boolean)) children.add(Number(child));
    }
  } catch { /* it just ended */ }
  return [info, ...[...children].flatMap(processTree)];
}

const stillRunning = (tree) => tree.filter((p) => processInfo(p.pid)?.start === p.start);

async function distinctFreePorts(count) {
  const ports = new Set();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}

/**
 * Runs `npm <args>` in its own process group, waits until every port in `ready` answers HTTP and
 * a process matching each of `servers` is in its tree, records that tree, sends SIGTERM to npm's
 * pid and returns what is still running after it exited (plus a grace period for servers
 * shutting down).
 */
async function survivorsOfSigterm(args, env, ready, servers, leftovers) {
  const npm = spawn('npm', args, {
    cwd: repoRoot, env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => { output = (output + chunk).slice(-4000); };
  npm.stdout.on('data', keep);
  npm.stderr.on('data', keep);
  const exited = new Promise((resolve) => npm.once('exit', resolve));
  try {
    for (const port of ready) await waitForHttp(port, { timeoutMs: 90000, children: [npm] });
  } catch (error) {
    leftovers.push(...processTree(npm.pid));
    throw new Error(`${error.message}\n${output}`);
  }
  // Every server it starts has been found below it, so the tree taken here is the one to check.
  let tree = processTree(npm.pid);
  for (let waited = 0; waited < 10000 && !servers.every((name) => tree.some((p) => name.test(p.command))); waited += 100) {
    await sleep(100);
    tree = processTree(npm.pid);
  }
  leftovers.push(...tree);
  npm.kill('SIGTERM');
  await exited;
  for (let waited = 0; waited < 10000 && stillRunning(tree).length > 0; waited += 100) await sleep(100);
  return { tree, survivors: stillRunning(tree), output };
}

const devServers = [/\bvite\b/, /php -S/, /maildev/];
const startServers = [/nginx/, /php-fpm/, /maildev/];

const describeTree = (list) => list.map((p) => `${p.pid} ${p.command.slice(0, 120)}`).join('\n');

describe('stopping the local servers with SIGTERM', () => {
  const leftovers = [];
  const cleanup = [];
  after(async () => {
    for (const p of stillRunning(leftovers)) {
      try { process.kill(p.pid, 'SIGKILL'); } catch { /* gone meanwhile */ }
    }
    for (const dir of cleanup) await rm(dir, { recursive: true, force: true });
  });

  test('npm run dev: Vite, php -S and MailDev stop with it', async () => {
    const [devPort, phpPort, smtpPort, webPort] = await distinctFreePorts(4);
    const storage = await mkdtemp(join(tmpdir(), 'dev-storage-'));
    cleanup.push(storage);
    const { tree, survivors, output } = await survivorsOfSigterm(['run', 'dev'], {
      DEV_PORT: String(devPort), PHP_PORT: String(phpPort), STORAGE_DIR: storage,
      MAILDEV_SMTP_PORT: String(smtpPort), MAILDEV_WEB_PORT: String(webPort),
    }, [devPort, phpPort, webPort], devServers, leftovers);
    for (const name of devServers) {
      assert.ok(tree.some((p) => name.test(p.command)), `${name} ran:\n${describeTree(tree)}\n${output}`);
    }
    assert.deepEqual(survivors, [], `still running after SIGTERM:\n${describeTree(survivors)}`);
  });

  test('npm start: nginx, php-fpm, MailDev and the captcha stand-in stop with it', async () => {
    const [port, smtpPort, webPort, stubPort] = await distinctFreePorts(4);
    const dist = await makeFixtureDist();
    const storage = await mkdtemp(join(tmpdir(), 'start-storage-'));
    cleanup.push(dist, storage);
    const { tree, survivors, output } = await survivorsOfSigterm(['start', '--', '--no-build'], {
      PORT: String(port), OUT_DIR: dist, STORAGE_DIR: storage, RECAPTCHA_STUB: '1', RECAPTCHA_STUB_PORT: String(stubPort),
      MAILDEV_SMTP_PORT: String(smtpPort), MAILDEV_WEB_PORT: String(webPort),
    }, [port, webPort], startServers, leftovers);
    for (const name of startServers) {
      assert.ok(tree.some((p) => name.test(p.command)), `${name} ran:\n${describeTree(tree)}\n${output}`);
    }
    assert.deepEqual(survivors, [], `still running after SIGTERM:\n${describeTree(survivors)}`);
  });
});
