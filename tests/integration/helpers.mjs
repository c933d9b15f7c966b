// Shared fixtures for the integration suites: a tiny dist/, the real stack (nginx + php-fpm), a
// siteverify stub and an SMTP sink, plus a raw HTTP client and the outbox CLI.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  freePort, repoRoot, startSiteverifyStub, startSmtpSink, startStack,
} from '../../scripts/lib/stack.mjs';

export const MAIL_TO = 'sales@example.com';
export const MAIL_FROM = 'website@example.com';
export const ENDPOINT = '/php/sendEmail.php';
const pad = (text) => `${text}\n${'<!-- padding so gzip applies -->\n'.repeat(20)}`;

/** A throwaway dist/ with what the server tests need (the real build is not required). */
export async function makeFixtureDist() {
  const dir = await mkdtemp(join(tmpdir(), 'fixture-dist-'));
  const files = {
    'index.html': pad('<!doctype html><html><head><title>Home</title></head><body>Home page</body></html>'),
    '404.html': pad('<!doctype html><html><head><meta name="robots" content="noindex, nofollow">'
      + '<title>Not Found</title></head><body>Oops! Page Not Found</body></html>'),
    'about/index.html': pad('<!doctype html><html><body>About page</body></html>'),
    'assets/index-3f9a1c.js': `console.log("app");${' '.repeat(10)}${'/* bundle */'.repeat(60)}`,
    'assets/index-3f9a1c.css': `body{margin:0}${'/* styles */'.repeat(60)}`,
    'assets/logo-77aa.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(100)}</svg>`,
    'sitemap.xml': `<?xml version="1.0"?><urlset>${'<url><loc>http://x/</loc></url>'.repeat(20)}</urlset>`,
    'manifest.json': JSON.stringify({ name: 'Site', icons: Array(30).fill({ src: '/icon.png' }) }),
    'robots.txt': 'User-agent: *\nAllow: /\n',
    '.hidden': 'secret',
  };
  for (const [name, text] of Object.entries(files)) {
    await mkdir(join(dir, name, '..'), { recursive: true });
    await writeFile(join(dir, name), text);
  }
  return dir;
}

/** Starts stub + sink + stack; `env` overrides the endpoint settings. */
export async function startWorld({ env = {}, storageDir } = {}) {
  const dist = await makeFixtureDist();
  const sink = await startSmtpSink({ port: await freePort() });
  const stub = await startSiteverifyStub({ port: await freePort(), hostname: '127.0.0.1' });
  const phpEnv = {
    MAIL_TO,
    MAIL_FROM,
    MAIL_FROM_NAME: 'Example Agency',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(sink.port),
    SMTP_TIMEOUT: '2',
    RECAPTCHA_SECRET: 'integration-secret',
    RECAPTCHA_VERIFY_URL: stub.url,
    TRUSTED_PROXIES: '127.0.0.1',
    RATE_LIMIT_MAX: '3',
    RATE_LIMIT_WINDOW: '600',
    ACK_ENABLED: '1',
    ...env,
  };
  let stack;
  try {
    stack = await startStack({ port: await freePort(), distDir: dist, storageDir, env: phpEnv, fpmWorkers: 4 });
  } catch (error) {
    await Promise.allSettled([sink.stop(), stub.stop(), rm(dist, { recursive: true, force: true })]);
    throw error;
  }
  const world = {
    dist, sink, stub, stack, env: { ...phpEnv, STORAGE_DIR: stack.storageDir },
    async stop() {
      await stack.stop();
      await sink.stop();
      await stub.stop();
      await rm(dist, { recursive: true, force: true });
    },
  };
  return world;
}

let ipCounter = 0;
/** A fresh client address per call, sent as X-Forwarded-For from the trusted 127.0.0.1. */
export function nextIp() {
  ipCounter += 1;
  return `198.51.${100 + Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

/**
 * Raw HTTP: full control over method, headers and body bytes. `localAddress` picks the client's
 * source address (e.g. 127.0.0.2, a peer outside TRUSTED_PROXIES). Resolves {status, headers, text, json}.
 */
export function http(baseUrl, path, { method = 'GET', headers = {}, body, localAddress } = {}) {
  const url = new URL(path, baseUrl);
  return new Promise((resolve, reject) => {
    const options = localAddress ? { method, headers, localAddress, agent: false } : { method, headers };
    const req = request(url, options, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const text = raw.toString('utf8');
        let json;
        try { json = JSON.parse(text); } catch { json = undefined; }
        resolve({ status: res.statusCode, headers: res.headers, raw, text, json });
      });
    });
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/**
 * POSTs a payload (object → JSON) to the endpoint, as X-Forwarded-For `ip` (a fresh client address
 * unless given) from the trusted 127.0.0.1, or from `localAddress` when given.
 */
export function post(world, payload, { headers = {}, ip = nextIp(), localAddress } = {}) {
  const body = typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : JSON.stringify(payload);
  return http(world.stack.url, ENDPOINT, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip, ...headers },
    body,
    localAddress,
  });
}

export const contact = (o = {}) => ({
  to: 'visitor@example.org', name: 'Ada Lovelace', message: 'Please call me back.', flag: 'contact_us',
  recaptchaToken: 'test-pass', ...o,
});
export const quote = (o = {}) => ({
  to: 'visitor@example.org', name: 'Ada Lovelace', phone: '9876543210', requirement: 'An online shop.',
  flag: 'estimate', recaptchaToken: 'test-pass', ...o,
});

export async function waitFor(check, { timeoutMs = 5000, what = 'condition' } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(25);
  }
}

/** Runs `php php/bin/outbox.php [args]` with the world's endpoint settings. */
export function runOutbox(world, args = []) {
  return new Promise((resolve, reject) => {
    const child = spawn('php', [join(repoRoot, 'php/bin/outbox.php'), ...args], {
      env: { ...process.env, ...world.env, ENV_FILE: '/dev/null' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => { stdout += c; });
    child.stderr.on('data', (c) => { stderr += c; });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The queue as the CLI lists it: [{enquiry, flag, state, mail, status, attempts}]. */
export async function listQueue(world) {
  const { stdout } = await runOutbox(world, ['--list', '1000']);
  return stdout.trim().split('\n').slice(1).filter(Boolean).map((line) => {
    const [enquiry, flag, state, date, time, mail, status, attempts] = line.split(/\s+/);
    return { enquiry, flag, state, received: `${date} ${time}`, mail, status, attempts: Number(attempts) };
  });
}

/** Waits until every queued mail was sent (delivery runs after the answer). */
export async function settle(world, timeoutMs = 8000) {
  await waitFor(async () => (await listQueue(world)).every((r) => r.mail === '-' || r.status === 'sent'), {
    timeoutMs, what: 'queued mails to be sent',
  });
}

/** Asserts what every endpoint answer must look like. */
export function assertJsonAnswer(assert, res, status) {
  assert.equal(res.status, status, `status (body: ${res.text.slice(0, 200)})`);
  assert.match(res.headers['content-type'] ?? '', /^application\/json\b/);
  assert.equal(res.headers['cache-control'], 'no-store');
  assert.ok(res.json && typeof res.json === 'object', `JSON body, got: ${res.text.slice(0, 200)}`);
  assert.equal(typeof res.json.success, 'boolean');
  assert.equal(res.json.success, status === 200);
  if (status !== 200) {
    assert.equal(typeof res.json.error, 'string');
    assert.ok(res.json.error.length > 0);
  }
  assert.doesNotMatch(res.text, /<br|<b>|Warning:|Notice:|Fatal error|Stack trace|\.php on line/i);
}
