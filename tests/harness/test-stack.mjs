// The world the integration tests (tests/integration) and the drills (tools/drill) run against:
// the real stack (nginx + php-fpm from deploy/, scripts/stack/stack.mjs) serving a small fixture
// dist/ and php/sendEmail.php, a siteverify stand-in and an SMTP sink, all on free ports of
// 127.0.0.1; plus the enquiries they send, the rule every endpoint answer keeps, and the queue.
// Everything a world starts is stopped by pid.
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { http } from './http-client.mjs';
import { queueCounts } from '../../scripts/stack/outbox-queue.mjs';
import { startSiteverifyStub } from '../../scripts/stack/siteverify-stub.mjs';
import { startSmtpSink } from './smtp-sink.mjs';
import { freePort } from '../../scripts/stack/process.mjs';
import { startStack } from '../../scripts/stack/stack.mjs';

export { http, rawHttp } from './http-client.mjs';
export { listQueue, queryDb, queueCounts, runOutbox } from '../../scripts/stack/outbox-queue.mjs';
export { readMail, readMails, startSmtpSink } from './smtp-sink.mjs';
export { startSiteverifyStub } from '../../scripts/stack/siteverify-stub.mjs';
export { freePort } from '../../scripts/stack/process.mjs';
export { repoRoot } from '../../scripts/repo-root.mjs';

export const MAIL_TO = 'sales@example.com';
export const MAIL_FROM = 'website@example.com';
export const CAPTCHA_SECRET = 'test-secret';
export const ENDPOINT = '/php/sendEmail.php';
/** An enquiry id as the endpoint writes it (in subjects, X-Enquiry-Id and the queue). */
export const ENQUIRY_ID = /\b\d{8}-\d{6}-[0-9a-f]{8}\b/;
/** Seconds the endpoint waits for SMTP (a blackholed server costs this much once). */
export const SMTP_TIMEOUT = 3;

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
    // A dotfile where a prefix location serves files (nginx's ^~ /assets/ skips regex locations).
    'assets/.env': 'SMTP_PASS=secret-in-assets',
    '.well-known/security.txt': 'Contact: mailto:security@example.com',
  };
  for (const [name, text] of Object.entries(files)) {
    await mkdir(join(dir, name, '..'), { recursive: true });
    await writeFile(join(dir, name), text);
  }
  return dir;
}

/** Worlds running now, so an interrupted drill can still stop what it started. */
export const activeWorlds = new Set();

/**
 * Starts sink + stub + stack. `env` overrides the endpoint settings (the rate limits are out of
 * the way unless a test sets RATE_LIMIT_MAX or RATE_LIMIT_FAILED_MAX); `storageDir` puts the queue somewhere special (a
 * tmpfs for the storage drill); `phpDir` serves the endpoint from another php/ (a checkout
 * elsewhere); `fpmWorkers` sizes the php-fpm pool; `parseMail: false` keeps the
 * sink's mail undecoded, for throughput (decode with readMails()).
 */
export async function startWorld({ env = {}, storageDir, fpmWorkers = 4, parseMail = true, phpDir } = {}) {
  const dist = await makeFixtureDist();
  const sink = await startSmtpSink({ port: await freePort(), parse: parseMail });
  const stub = await startSiteverifyStub({ port: await freePort(), hostname: '127.0.0.1' });
  const port = await freePort();
  const phpEnv = {
    MAIL_TO,
    MAIL_FROM,
    MAIL_FROM_NAME: 'Example Agency',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(sink.port),
    SMTP_TIMEOUT: String(SMTP_TIMEOUT),
    RECAPTCHA_SECRET: CAPTCHA_SECRET,
    RECAPTCHA_VERIFY_URL: stub.url,
    // As deployed: the site's own origin, whose host the stub's tokens were solved on.
    ALLOWED_ORIGINS: `http://127.0.0.1:${port}`,
    TRUSTED_PROXIES: '127.0.0.1',
    RATE_LIMIT_MAX: '1000000',
    RATE_LIMIT_WINDOW: '600',
    RATE_LIMIT_FAILED_MAX: '1000000',
    ACK_ENABLED: '1',
    ...env,
  };
  let stack;
  try {
    stack = await startStack({ port, distDir: dist, storageDir, env: phpEnv, fpmWorkers, phpDir });
  } catch (error) {
    await Promise.allSettled([sink.stop(), stub.stop(), rm(dist, { recursive: true, force: true })]);
    throw error;
  }
  const world = {
    dist, sink, stub, stack, fpmWorkers, env: { ...phpEnv, STORAGE_DIR: stack.storageDir },
    url: stack.url,
    /** The php-fpm workers' pids right now (children of the master). */
    async workerPids() {
      const master = stack.pids.phpFpm;
      const text = await readFile(`/proc/${master}/task/${master}/children`, 'utf8').catch(() => '');
      return text.split(/\s+/).filter(Boolean).map(Number);
    },
    /** php-fpm's and nginx's logs so far (read before stop(), which deletes them). */
    async logs() {
      const read = (name) => readFile(join(stack.tmpDir, name), 'utf8').catch(() => '');
      return { phpFpm: await read('php-fpm.log'), nginx: await read('nginx-error.log') };
    },
    async stop() {
      activeWorlds.delete(world);
      await stack.stop();
      await sink.stop();
      await stub.stop();
      await rm(dist, { recursive: true, force: true });
    },
  };
  activeWorlds.add(world);
  return world;
}

/** Starts a world, runs `work(world)`, always stops it. */
export async function withWorld(options, work) {
  const world = await startWorld(options);
  try {
    return await work(world);
  } finally {
    await world.stop();
  }
}

let ipCounter = 0;
/** A fresh visitor address per call (sent as X-Forwarded-For from the trusted 127.0.0.1). */
export function nextIp() {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/**
 * POSTs a payload (object → JSON) to the endpoint as X-Forwarded-For `ip` (a fresh visitor address
 * unless given; null sends none). Other options go to http(): `localAddress`, `timeoutMs`...
 */
export function post(world, payload, { headers = {}, ip = nextIp(), ...options } = {}) {
  const body = typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : JSON.stringify(payload);
  const ipHeader = ip === null ? {} : { 'X-Forwarded-For': ip };
  return http(world.url, ENDPOINT, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...ipHeader, ...headers },
    body,
    ...options,
  });
}

let visitorCounter = 0;
/**
 * A fresh visitor address per call (visitor-1@example.org, ...): an address gets one
 * acknowledgement a day, and most tests count two mails an enquiry.
 */
function nextVisitor() {
  visitorCounter += 1;
  return `visitor-${visitorCounter}@example.org`;
}

export const contact = (o = {}) => ({
  to: nextVisitor(), name: 'Ada Lovelace', message: 'Please call me back.', flag: 'contact_us',
  recaptchaToken: 'test-pass', ...o,
});
export const quote = (o = {}) => ({
  to: nextVisitor(), name: 'Ada Lovelace', phone: '9876543210', requirement: 'An online shop.',
  flag: 'estimate', recaptchaToken: 'test-pass', ...o,
});

/**
 * The pids holding an flock() on `path` right now (/proc/locks names the holder and the inode):
 * e.g. the php-fpm worker that is sending mail holds STORAGE_DIR/sender.lock.
 */
export async function lockHolders(path) {
  let inode;
  try { inode = (await stat(path)).ino; } catch { return []; }
  const locks = await readFile('/proc/locks', 'utf8');
  const pids = new Set();
  for (const line of locks.split('\n')) {
    const match = /^\d+: FLOCK\s+\S+\s+WRITE\s+(\d+)\s+[0-9a-f]+:[0-9a-f]+:(\d+)\s/.exec(line);
    if (match && Number(match[2]) === inode) pids.add(Number(match[1]));
  }
  return [...pids];
}

/**
 * The counts the endpoint keeps in STORAGE_DIR/logs/repeats (php/src/Support/RepeatFilter.php) of
 * events it has not logged line by line yet: [{ client, event, outcome, since, count }]. Slots of
 * 128 bytes: the client hash (64), the start of the minute and the count (big-endian 32-bit), then
 * "event<TAB>outcome" (56), NUL-padded.
 */
async function pendingRepeats(storageDir) {
  const bytes = await readFile(join(storageDir, 'logs/repeats')).catch(() => Buffer.alloc(0));
  const slots = [];
  for (let at = 0; at + 128 <= bytes.length; at += 128) {
    if (bytes[at] === 0) continue;
    const text = (from, length) => bytes.subarray(from, from + length).toString('latin1').replace(/\0+$/, '');
    const [event, outcome] = text(at + 72, 56).split('\t');
    const count = bytes.readUInt32BE(at + 68);
    if (count > 0) slots.push({ client: text(at, 64), since: bytes.readUInt32BE(at + 64), count, event, outcome });
  }
  return slots;
}

/**
 * How often each outcome of `event` was logged in STORAGE_DIR/logs/endpoint.log, e.g.
 * { accepted: 5, spam: 2 }: honeypot posts leave nothing else behind. Repeats the endpoint counted
 * rather than logged are included: the lines that give their count, and the counts not written
 * out yet.
 */
export async function loggedOutcomes(storageDir, event = 'enquiry') {
  const text = await readFile(join(storageDir, 'logs/endpoint.log'), 'utf8').catch(() => '');
  const counts = {};
  for (const slot of await pendingRepeats(storageDir)) {
    if (slot.event === event) counts[slot.outcome] = (counts[slot.outcome] ?? 0) + slot.count;
  }
  for (const line of text.split('\n').filter(Boolean)) {
    try {
      const entry = JSON.parse(line);
      // A line with `repeats` stands for that many more of its outcome from one client (the
      // endpoint counts rather than logs a client's repeats within a minute).
      if (entry.event === event) counts[entry.outcome] = (counts[entry.outcome] ?? 0) + (entry.repeats ?? 1);
    } catch { /* a torn last line */ }
  }
  return counts;
}

/** Polls `check` until it holds; throws after `timeoutMs`. */
export async function waitFor(check, { timeoutMs = 5000, what = 'condition' } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(25);
  }
}

/** accept() and accept4() on this architecture: the calls an idle php-fpm worker waits in. */
const ACCEPT_SYSCALLS = { x64: ['43', '288'], arm64: ['202', '242'] }[process.arch];

/** The system call `pid` is blocked in ('running' while it runs), or null when it is gone. */
function blockedIn(pid) {
  try {
    return readFileSync(`/proc/${pid}/syscall`, 'utf8').split(' ')[0].trim();
  } catch {
    return null;
  }
}

/**
 * Waits until every php-fpm worker of the world waits in accept() for its next request. An
 * answer goes out before the work that follows it (the delivery after an accepted enquiry), so
 * this, not a pause, is when whatever the requests so far were to do has demonstrably been done:
 * wait for it before asserting that something (a mail, a queue row) did not happen.
 */
export async function waitForWorkersIdle(world, { timeoutMs = 15000 } = {}) {
  if (!ACCEPT_SYSCALLS) throw new Error(`waitForWorkersIdle: accept() is not known on ${process.arch}`);
  await waitFor(async () => {
    const pids = await world.workerPids();
    return pids.length === world.fpmWorkers && pids.every((pid) => ACCEPT_SYSCALLS.includes(blockedIn(pid)));
  }, { timeoutMs, what: 'every php-fpm worker to wait for its next request' });
}

/** Waits until process `pid` has ended (gone, or a zombie not yet reaped). */
export function waitForExit(pid, { timeoutMs = 5000 } = {}) {
  const ended = () => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
    } catch {
      return true;
    }
  };
  return waitFor(ended, { timeoutMs, what: `process ${pid} to end` });
}

/** Runs a list of async jobs with at most `concurrency` at a time; returns their results in order. */
export async function pool(jobs, concurrency) {
  const results = new Array(jobs.length);
  let next = 0;
  const lane = async () => {
    while (next < jobs.length) {
      const i = next++;
      results[i] = await jobs[i]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, lane));
  return results;
}

/**
 * Waits until no mail is queued or being sent, or `timeoutMs` passed (delivery runs after the
 * answer). Returns the queue counts and `settled`, whether the queue really came to rest.
 */
export async function settle(world, { timeoutMs = 20000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const counts = await queueCounts(world.stack.storageDir);
    const busy = (counts.messages.queued ?? 0) + (counts.messages.sending ?? 0);
    if (busy === 0 || Date.now() > deadline) return { ...counts, settled: busy === 0 };
    await sleep(100);
  }
}

/** Waits until no mail is being sent (queued mails may stay queued, e.g. while SMTP refuses). */
export function waitForIdle(world, { timeoutMs = 10000 } = {}) {
  return waitFor(async () => ((await queueCounts(world.stack.storageDir)).messages.sending ?? 0) === 0, {
    timeoutMs, what: 'in-flight deliveries to finish',
  });
}

/** Waits until every queued mail went out; throws when the queue is still busy after `timeoutMs`. */
export async function waitForDelivery(world, { timeoutMs = 10000 } = {}) {
  const counts = await settle(world, { timeoutMs });
  if (!counts.settled) throw new Error(`mail still queued after ${timeoutMs} ms: ${JSON.stringify(counts.messages)}`);
  return counts;
}

/**
 * Why an answer is not the endpoint's JSON answer, or null when it is: application/json,
 * Cache-Control: no-store, a body { success: bool, error?: string } with success exactly when the
 * status is 200 and a non-empty error otherwise, and no PHP or HTML output. A HEAD answer has no
 * body by definition. docs/endpoint.md describes the answers.
 */
export function jsonProblem(res, { method = 'POST' } = {}) {
  if (res.status === 0) return `no answer (${res.error?.message})`;
  if (!/^application\/json\b/.test(res.headers['content-type'] ?? '')) return `content-type ${res.headers['content-type']}`;
  if (res.headers['cache-control'] !== 'no-store') return `cache-control ${res.headers['cache-control']}`;
  if (method === 'HEAD') return null;
  const body = res.json;
  if (!body || typeof body !== 'object' || Array.isArray(body) || typeof body.success !== 'boolean') {
    return `not the JSON answer: ${res.text.slice(0, 80)}`;
  }
  if (body.success !== (res.status === 200)) return `success ${body.success} with status ${res.status}`;
  if (!body.success && (typeof body.error !== 'string' || body.error === '')) return 'failure without error text';
  if (/<br|<b>|<html|Warning:|Notice:|Fatal error|Stack trace|\.php on line/i.test(res.text)) return 'PHP or HTML output';
  return null;
}

/** Asserts the status and that the answer is the endpoint's JSON answer (jsonProblem). */
export function assertJsonAnswer(assert, res, status) {
  assert.equal(res.status, status, `status (body: ${res.text.slice(0, 200)}${res.error ? `; ${res.error.message}` : ''})`);
  assert.equal(jsonProblem(res), null);
}
