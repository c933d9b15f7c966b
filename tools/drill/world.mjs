// The drills' world: the real stack (nginx + php-fpm from deploy/ via scripts/lib/stack.mjs), an SMTP
// sink and a siteverify stub, all on 127.0.0.1 in the ports 18500-18999, plus a raw HTTP client, the
// outbox CLI and a read-only look into the SQLite queue. Everything started here is stopped by pid.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  freePort, repoRoot, startSiteverifyStub, startSmtpSink, startStack,
} from '../../scripts/lib/stack.mjs';
import { startLeanSmtp } from './lean-smtp.mjs';

export const MAIL_TO = 'sales@example.com';
export const MAIL_FROM = 'website@example.com';
export const ENDPOINT = '/php/sendEmail.php';
export const PORTS = [18500, 18999];
export const SMTP_TIMEOUT = 3;

const port = () => freePort(...PORTS);

/** Worlds running now, so an interrupted drill can still stop what it started (see drill.mjs). */
export const activeWorlds = new Set();

/** A dist/ with the one page nginx needs to answer its readiness probe. */
async function makeDist() {
  const dir = await mkdtemp(join(tmpdir(), 'drill-dist-'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>drill</title>');
  await writeFile(join(dir, '404.html'), '<!doctype html><title>Not Found</title>');
  return dir;
}

/**
 * Starts sink + stub + stack. `env` overrides the endpoint settings; `storageDir` puts the queue
 * somewhere special (a tmpfs for the storage drills); `fpmWorkers` sizes the php-fpm pool;
 * `leanSmtp` swaps the test sink for the instant one (load drill).
 */
export async function startWorld({ env = {}, storageDir, fpmWorkers = 4, leanSmtp = false } = {}) {
  const dist = await makeDist();
  const sink = await (leanSmtp ? startLeanSmtp : startSmtpSink)({ port: await port() });
  const stub = await startSiteverifyStub({ port: await port(), hostname: '127.0.0.1' });
  const phpEnv = {
    MAIL_TO,
    MAIL_FROM,
    MAIL_FROM_NAME: 'Drill Agency',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(sink.port),
    SMTP_TIMEOUT: String(SMTP_TIMEOUT),
    RECAPTCHA_SECRET: 'drill-secret',
    RECAPTCHA_VERIFY_URL: stub.url,
    TRUSTED_PROXIES: '127.0.0.1',
    RATE_LIMIT_MAX: '1000000',
    RATE_LIMIT_WINDOW: '600',
    ACK_ENABLED: '1',
    ...env,
  };
  let stack;
  try {
    stack = await startStack({ port: await port(), distDir: dist, storageDir, env: phpEnv, fpmWorkers });
  } catch (error) {
    await Promise.allSettled([sink.stop(), stub.stop(), rm(dist, { recursive: true, force: true })]);
    throw error;
  }
  const world = {
    sink, stub, stack, fpmWorkers, env: { ...phpEnv, STORAGE_DIR: stack.storageDir },
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

let ipCounter = 0;
/** A fresh visitor address per call (sent as X-Forwarded-For from the trusted 127.0.0.1). */
export function nextIp() {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/**
 * Raw HTTP with full control of method, headers, body bytes and source address. Never rejects:
 * a transport error resolves { status: 0, error }. `ms` is the time to the full answer.
 */
export function http(baseUrl, path, {
  method = 'GET', headers = {}, body, localAddress, timeoutMs = 30000, chunked = false,
} = {}) {
  const url = new URL(path, baseUrl);
  const started = performance.now();
  const hasLength = Object.keys(headers).some((name) => name.toLowerCase() === 'content-length');
  const sized = body === undefined || chunked || hasLength ? headers : { ...headers, 'Content-Length': Buffer.byteLength(body) };
  return new Promise((resolve) => {
    const failed = (error) => resolve({ status: 0, error, text: '', ms: performance.now() - started });
    let req;
    try {
      req = request(url, { method, headers: sized, localAddress, agent: false, timeout: timeoutMs }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json;
          try { json = JSON.parse(text); } catch { json = undefined; }
          resolve({ status: res.statusCode, headers: res.headers, text, json, ms: performance.now() - started });
        });
        res.on('error', failed);
      });
    } catch (error) {
      failed(error); // a request Node itself refuses to send
      return;
    }
    req.on('timeout', () => req.destroy(new Error('client timeout')));
    req.on('error', failed);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/**
 * Sends bytes as they are (for requests no HTTP client would form) and reads the answer until the
 * server closes. Resolves like http(): { status, headers, text, json }.
 */
export function rawHttp(port, bytes, { timeoutMs = 10000 } = {}) {
  return new Promise((resolve) => {
    const chunks = [];
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    const done = () => {
      clearTimeout(timer);
      resolve(parseRawResponse(Buffer.concat(chunks)));
    };
    const timer = setTimeout(() => socket.destroy(), timeoutMs);
    socket.on('data', (c) => chunks.push(c));
    socket.on('close', done);
    socket.on('error', () => {});
  });
}

function parseRawResponse(buffer) {
  const text = buffer.toString('latin1');
  const split = text.indexOf('\r\n\r\n');
  if (split < 0) return { status: 0, headers: {}, text: buffer.toString('utf8'), error: new Error('no HTTP answer') };
  const [statusLine, ...lines] = text.slice(0, split).split('\r\n');
  const headers = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = buffer.subarray(split + 4);
  if (/chunked/i.test(headers['transfer-encoding'] ?? '')) body = dechunk(body);
  const bodyText = body.toString('utf8');
  let json;
  try { json = JSON.parse(bodyText); } catch { json = undefined; }
  return { status: Number(statusLine.split(' ')[1]) || 0, headers, text: bodyText, json };
}

function dechunk(body) {
  const parts = [];
  let at = 0;
  for (;;) {
    const eol = body.indexOf('\r\n', at);
    if (eol < 0) break;
    const size = parseInt(body.subarray(at, eol).toString('latin1'), 16);
    if (!size) break;
    parts.push(body.subarray(eol + 2, eol + 2 + size));
    at = eol + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/** POSTs a payload (object → JSON) to the endpoint from a fresh visitor address unless `ip` is given. */
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

export const contact = (o = {}) => ({
  to: 'visitor@example.org', name: 'Ada Lovelace', message: 'Please call me back.', flag: 'contact_us',
  recaptchaToken: 'drill-pass', ...o,
});
export const quote = (o = {}) => ({
  to: 'visitor@example.org', name: 'Ada Lovelace', phone: '9876543210', requirement: 'An online shop.',
  flag: 'estimate', recaptchaToken: 'drill-pass', ...o,
});

/** Starts a world, runs `work(world)`, always stops it. */
export async function withWorld(options, work) {
  const world = await startWorld(options);
  try {
    return await work(world);
  } finally {
    await world.stop();
  }
}

/**
 * Why an answer is not the endpoint's JSON answer (CONTRACTS.md section 4), or null when it is:
 * application/json, Cache-Control: no-store, { success: bool, error?: string }, success exactly
 * when the status is 200, no PHP output. A HEAD answer has no body by definition.
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

function run(command, args, env, timeoutMs = 60000) {
  return new Promise((resolve) => {
    execFile(command, args, { env, timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      resolve({ code: error ? (error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

/** `php php/bin/outbox.php [args]` with the world's endpoint settings (the retry command). */
export function runOutbox(world, args = []) {
  return run('php', [join(repoRoot, 'php/bin/outbox.php'), ...args], { ...process.env, ...world.env, ENV_FILE: '/dev/null' });
}

const QUERY_PHP = `
$db = new PDO('sqlite:' . $argv[1], null, null, [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
$db->exec('PRAGMA busy_timeout = 10000');
$out = [];
foreach (json_decode($argv[2], true) as $key => $sql) {
    $out[$key] = $db->query($sql)->fetchAll(PDO::FETCH_ASSOC);
}
echo json_encode($out, JSON_INVALID_UTF8_SUBSTITUTE);
`;

/**
 * Runs named SQL statements on the queue database and returns their rows (PHP's PDO, as CI has
 * no sqlite3 CLI). The drills only read, except where they say they move the clock.
 */
export async function queryDb(storageDir, queries) {
  const { code, stdout, stderr } = await run('php', ['-r', QUERY_PHP, join(storageDir, 'outbox.sqlite'), JSON.stringify(queries)], process.env);
  if (code !== 0) throw new Error(`sqlite query failed: ${stderr || stdout}`);
  return JSON.parse(stdout);
}

/** Counts by state: enquiries accepted/spam, mails queued/sending/sent. */
export async function queueCounts(storageDir) {
  if (!existsSync(join(storageDir, 'outbox.sqlite'))) return { enquiries: {}, messages: {} };
  const r = await queryDb(storageDir, {
    enquiries: 'SELECT status, COUNT(*) AS n FROM enquiries GROUP BY status',
    messages: 'SELECT status, COUNT(*) AS n FROM messages GROUP BY status',
  });
  const byStatus = (rows) => Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
  return { enquiries: byStatus(r.enquiries), messages: byStatus(r.messages) };
}

/** Waits until no mail is queued or being sent (or `timeoutMs` passes); returns the last counts. */
export async function settle(world, { timeoutMs = 20000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const counts = await queueCounts(world.stack.storageDir);
    const busy = (counts.messages.queued ?? 0) + (counts.messages.sending ?? 0);
    if (busy === 0 || Date.now() > deadline) return counts;
    await sleep(200);
  }
}

/** Percentile of a list of numbers (nearest rank). */
export function percentile(values, p) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
