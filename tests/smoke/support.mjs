// What the smoke tests share: `npm <script>` run as a newcomer runs it (in its own process group,
// on free ports, stopped with SIGTERM like Ctrl-C's signal to npm), and Debian's chromium with no
// network but 127.0.0.1.
import { spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';
import { chromium } from '@playwright/test';
import { freePort, repoRoot } from '../harness/test-stack.mjs';

/** `count` free ports on 127.0.0.1, all different. */
export async function freePorts(count) {
  const ports = new Set();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}

/**
 * Starts `npm <args>` in the checkout with `env` on top. Returns { output(), waitFor(pattern,
 * timeoutMs), stop() }: waitFor resolves once the output so far (colour codes dropped) matches (and fails early when npm
 * exits); stop sends SIGTERM to npm's pid and waits for it to exit (SIGKILL to its group after 20 s).
 */
export function startNpm(args, env) {
  const child = spawn('npm', args, { cwd: repoRoot, env: { ...process.env, ...env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  // Colour codes are dropped: with CI set in the environment, Vite's colour library colours its
  // banner even into a pipe, and sets the port apart from the address in bold.
  const keep = (chunk) => { output += stripVTControlCharacters(String(chunk)); };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  let done = false;
  exited.then(() => { done = true; });
  return {
    output: () => output,
    async waitFor(pattern, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (!pattern.test(output)) {
        if (done) throw new Error(`npm ${args.join(' ')} exited before printing ${pattern}:\n${output.slice(-3000)}`);
        if (Date.now() > deadline) throw new Error(`npm ${args.join(' ')} printed no ${pattern} in ${timeoutMs} ms:\n${output.slice(-3000)}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async stop() {
      if (done) return exited;
      child.kill('SIGTERM');
      const timer = setTimeout(() => { try { process.kill(-child.pid, 'SIGKILL'); } catch { /* gone */ } }, 20000);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
  };
}

/** Debian's chromium, as the end-to-end tests run it (playwright.config.ts). */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
}

/**
 * A page that reaches nothing but 127.0.0.1, as on a machine without internet access; `outside`
 * lists what it tried to reach elsewhere.
 */
export async function offlinePage(browser) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const outside = [];
  const errors = [];
  await page.route((url) => url.hostname !== '127.0.0.1', (route) => {
    outside.push(route.request().url());
    return route.abort('internetdisconnected');
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, outside, errors };
}
