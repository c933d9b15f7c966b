// Small helpers shared by the stack scripts: spawn a child we own, wait for a port, stop by pid.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { repoRoot } from '../repo-root.mjs';

const owned = new Set();
process.on('exit', () => {
  // Last resort if the caller never called stop(): never leave servers behind.
  for (const child of owned) {
    signalGroup(child, 'SIGKILL');
  }
});

/**
 * Spawns a long-running child in its own process group (so php-fpm's and nginx's workers can be
 * stopped with their master, and Ctrl-C reaches only us). Output goes to the terminal when `log`.
 */
export function spawnOwned(command, args, { env, cwd, log = false, name = command } = {}) {
  const child = spawn(command, args, {
    env, cwd, detached: true, stdio: ['ignore', log ? 'inherit' : 'ignore', 'pipe'],
  });
  child.name = name;
  child.stderrTail = '';
  child.stderr.on('data', (chunk) => {
    if (log) process.stderr.write(chunk);
    child.stderrTail = (child.stderrTail + chunk).slice(-4000);
  });
  child.exited = new Promise((resolve) => child.once('exit', (code, signal) => {
    owned.delete(child);
    resolve({ code, signal });
  }));
  child.once('error', (error) => { child.stderrTail += String(error); });
  owned.add(child);
  return child;
}

/**
 * [command, args] that run an npm package's executable with this Node, for spawn(...packageBin()):
 * without `npx` or `npm exec` in between, which do not pass a signal on, so what they started
 * would outlive a stop.
 */
export function packageBin(pkg, args = [], bin = pkg.split('/').pop()) {
  const manifest = join(repoRoot, 'node_modules', pkg, 'package.json');
  const bins = JSON.parse(readFileSync(manifest, 'utf8')).bin;
  const entry = typeof bins === 'string' ? bins : bins[bin];
  if (!entry) throw new Error(`${pkg} has no executable ${bin}`);
  return [process.execPath, [join(dirname(manifest), entry), ...args]];
}

/** Signals the process group we created for `child` (its pid is the group id). */
function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
    return true;
  } catch {
    return false;
  }
}

/** Stops a child (and its workers) by its pid: the signal, then SIGKILL after `graceMs`. */
export async function stopChild(child, signal = 'SIGTERM', graceMs = 5000) {
  if (!child) return;
  if (child.exitCode === null && child.signalCode === null) {
    const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
    if (signalGroup(child, signal)) await child.exited;
    clearTimeout(timer);
  }
  signalGroup(child, 'SIGKILL'); // workers that outlived their master, if any
}

/** Resolves once http://127.0.0.1:port/path answers anything; rejects if a watched child dies. */
export async function waitForHttp(port, { path = '/', timeoutMs = 15000, children = [] } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const dead = children.find((c) => c.exitCode !== null || c.signalCode !== null);
    if (dead) throw new Error(`${dead.name} exited early (${dead.exitCode ?? dead.signalCode}):\n${dead.stderrTail}`);
    if (await answers(port, path)) return;
    if (Date.now() > deadline) throw new Error(`nothing answered on 127.0.0.1:${port} within ${timeoutMs} ms`);
    await sleep(50);
  }
}

function answers(port, path) {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET', timeout: 1000 }, (res) => {
      res.resume();
      resolve(true);
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(false));
    req.end();
  });
}

/** A port in [from, to] that is free right now on 127.0.0.1 (random start, to avoid clashes). */
export async function freePort(from = 18000, to = 18999) {
  const span = to - from + 1;
  const start = Math.floor(Math.random() * span);
  for (let i = 0; i < span; i++) {
    const port = from + ((start + i) % span);
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port in ${from}-${to}`);
}

/** True when nothing listens on 127.0.0.1:port right now. */
export function canListen(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ host: '127.0.0.1', port, exclusive: true }, () => server.close(() => resolve(true)));
  });
}
