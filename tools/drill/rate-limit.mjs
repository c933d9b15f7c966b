// Drill 7, rate limit and honeypot under load. The limit (RATE_LIMIT_MAX=5 per 600 s) must hold
// per address when one address posts many enquiries at the same moment and under sustained load;
// X-Forwarded-For counts only from TRUSTED_PROXIES (127.0.0.1 here; 127.0.0.2 is an untrusted
// client). Honeypot posts under load: success:true, nothing mailed, no captcha check, nothing
// stored (a log line each).
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  ENDPOINT, contact, loggedOutcomes, nextIp, post, queryDb, queueCounts, quote, settle, withWorld,
} from '../../tests/harness/test-stack.mjs';

const MAX = 5;
const BURST = 40;
/**
 * The endpoint's client hash (php/src/Storage/ClientHasher.php): HMAC-SHA256 of the address, keyed by the
 * installation's secret in STORAGE_DIR/client-hash.key (hex), which the first request created.
 */
function clientHasher(storageDir) {
  const key = Buffer.from(readFileSync(join(storageDir, 'client-hash.key'), 'utf8').trim(), 'hex');
  return (address) => createHmac('sha256', key).update(address).digest('hex');
}

/** `count` valid enquiries at the same moment; returns the statuses. */
async function burst(world, count, options) {
  const results = await Promise.all(Array.from({ length: count }, (_, i) => post(world, i % 2 ? quote() : contact(), options)));
  return results;
}

const tally = (results) => {
  const out = {};
  for (const r of results) out[r.status] = (out[r.status] ?? 0) + 1;
  return out;
};
const fmt = (t) => Object.entries(t).map(([s, n]) => `${n}× ${s}`).join(', ');

async function limitDrill(workers) {
  return withWorld({ parseMail: false, fpmWorkers: workers, env: { RATE_LIMIT_MAX: String(MAX), TRUSTED_PROXIES: '127.0.0.1' } }, async (world) => {
    // 1. One address, 40 posts at once (through the trusted proxy).
    const one = await burst(world, BURST, { ip: '198.51.100.10' });
    const retryAfter = one.filter((r) => r.status === 429).every((r) => Number(r.headers['retry-after']) > 0);
    // 2. Three addresses at once, 40 each, interleaved.
    const ips = ['198.51.100.21', '198.51.100.22', '198.51.100.23'];
    const mixed = await Promise.all(Array.from({ length: BURST * 3 }, (_, i) => post(world, contact(), { ip: ips[i % 3] }).then((r) => ({ ip: ips[i % 3], r }))));
    const perIp = ips.map((ip) => mixed.filter((m) => m.ip === ip && m.r.status === 200).length);
    // 3. Sustained load: 20 addresses for 10 s at twice the pool size.
    const loadIps = Array.from({ length: 20 }, (_, i) => `198.51.101.${i + 1}`);
    const requests = loadIps.map((ip, i) => ({
      method: 'POST', path: ENDPOINT, headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify(i % 2 ? quote() : contact()),
    }));
    const load = await autocannon({ url: world.url, connections: workers * 2, duration: 10, requests, workers: 1 });
    const loadCodes = Object.fromEntries(Object.entries(load.statusCodeStats ?? {}).map(([c, { count }]) => [c, count]));
    const hash = clientHasher(world.stack.storageDir);
    const perLoadIp = await queryDb(world.stack.storageDir, {
      rows: `SELECT client_hash, COUNT(*) AS n FROM enquiries WHERE client_hash IN (${loadIps.map((ip) => `'${hash(ip)}'`).join(',')}) GROUP BY client_hash`,
    });
    const maxPerLoadIp = Math.max(0, ...perLoadIp.rows.map((r) => Number(r.n)));

    // 4. Trusted proxies: from 127.0.0.2 (not trusted) X-Forwarded-For is ignored.
    const spoofed = await Promise.all(Array.from({ length: 10 }, (_, i) => post(world, contact(), { ip: `203.0.113.${i + 1}`, localAddress: '127.0.0.2' })));
    const forwarded = [
      ['203.0.113.50', '203.0.113.50'],
      ['192.0.2.66, 203.0.113.51', '203.0.113.51'],
      ['203.0.113.52, 127.0.0.1', '203.0.113.52'],
      ['not-an-address', 'unknown'],
    ];
    for (const [header] of forwarded) await post(world, contact(), { ip: header });
    await settle(world);
    const hashes = await queryDb(world.stack.storageDir, { rows: 'SELECT client_hash, COUNT(*) AS n FROM enquiries GROUP BY client_hash' });
    const stored = Object.fromEntries(hashes.rows.map((r) => [r.client_hash, Number(r.n)]));
    const untrusted = stored[hash('127.0.0.2')] ?? 0;
    const spoofedCounted = spoofed.map((_, i) => stored[hash(`203.0.113.${i + 1}`)] ?? 0).reduce((a, b) => a + b, 0);
    const forwardedRight = forwarded.filter(([, client]) => (stored[hash(client)] ?? 0) >= 1).length;

    return {
      one: tally(one), retryAfter, perIp, loadCodes, maxPerLoadIp, loadTotal: Object.values(loadCodes).reduce((a, b) => a + b, 0),
      loadAccepted: loadCodes[200] ?? 0, spoofed: tally(spoofed), untrusted, spoofedCounted, forwardedRight, forwardedTotal: forwarded.length,
    };
  });
}

async function honeypotDrill(workers) {
  return withWorld({ parseMail: false, fpmWorkers: workers }, async (world) => {
    const requests = Array.from({ length: 2000 }, (_, i) => ({
      method: 'POST',
      path: ENDPOINT,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
      body: JSON.stringify((i % 2 ? quote : contact)({ website: 'http://spam.example/buy-now' })),
    }));
    const result = await autocannon({
      url: world.url, connections: workers, duration: 10, requests, verifyBody: (body) => body === '{"success":true}',
    });
    await settle(world);
    const counts = await queueCounts(world.stack.storageDir);
    const logged = await loggedOutcomes(world.stack.storageDir);
    const codes = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([c, { count }]) => [c, count]));
    return {
      total: Object.values(codes).reduce((a, b) => a + b, 0), codes, mismatches: result.mismatches, errors: result.errors + result.timeouts,
      p99: result.latency.p99, rps: result.requests.average, spam: logged.spam ?? 0,
      spamLines: ((await readFile(join(world.stack.storageDir, 'logs/endpoint.log'), 'utf8').catch(() => '')).match(/"outcome":"spam"/g) ?? []).length,
      stored: Object.values(counts.enquiries).reduce((a, b) => a + b, 0),
      mails: world.sink.messages.length, captchaCalls: world.stub.calls.length, queuedMails: Object.values(counts.messages).reduce((a, b) => a + b, 0),
    };
  });
}

export async function run({ workers }) {
  const limit = await limitDrill(workers);
  const honey = await honeypotDrill(workers);
  const oneOk = (limit.one[200] ?? 0) === MAX && (limit.one[429] ?? 0) === BURST - MAX;

  return {
    name: 'ratelimit',
    title: '7. Rate limit and honeypot under load',
    figures: [
      { label: `${BURST} posts at once from one address: answers`, value: fmt(limit.one), budget: `${MAX}× 200, ${BURST - MAX}× 429`, ok: oneOk },
      { label: '429 answers carry Retry-After', value: limit.retryAfter ? 'yes' : 'no', ok: limit.retryAfter },
      { label: `3 addresses × ${BURST} posts at once: accepted per address`, value: limit.perIp.join(', '), budget: `${MAX} each`, ok: limit.perIp.every((n) => n === MAX) },
      { label: `10 s of load from 20 addresses (${workers * 2} connections): answers`, value: `${limit.loadTotal} (${fmt(limit.loadCodes)})` },
      { label: 'under load: most accepted for one address', value: limit.maxPerLoadIp, budget: `≤ ${MAX}`, ok: limit.maxPerLoadIp <= MAX && limit.loadAccepted <= 20 * MAX },
      { label: 'untrusted client (127.0.0.2) sending 10 different X-Forwarded-For: answers', value: fmt(limit.spoofed), budget: `${MAX}× 200, ${10 - MAX}× 429`, ok: (limit.spoofed[200] ?? 0) === MAX },
      { label: 'untrusted client: stored under its own address / under the spoofed ones', value: `${limit.untrusted} / ${limit.spoofedCounted}`, budget: `${MAX} / 0`, ok: limit.untrusted === MAX && limit.spoofedCounted === 0 },
      { label: 'trusted proxy (127.0.0.1): X-Forwarded-For chains resolved to the right client', value: `${limit.forwardedRight} of ${limit.forwardedTotal}`, budget: `${limit.forwardedTotal} of ${limit.forwardedTotal}`, ok: limit.forwardedRight === limit.forwardedTotal },
      { label: 'honeypot under load (10 s): answers', value: `${honey.total} (${fmt(honey.codes)}), ${honey.rps.toFixed(0)}/s, p99 ${honey.p99} ms` },
      { label: 'honeypot: answers other than 200 {"success":true}, errors', value: `${honey.mismatches + honey.total - (honey.codes[200] ?? 0)}, ${honey.errors}`, budget: '0, 0', ok: honey.mismatches === 0 && honey.errors === 0 && honey.codes[200] === honey.total },
      { label: 'honeypot: enquiries stored / posts logged as spam (a line each, or counted: repeats from one address within a minute)', value: `${honey.stored} / ${honey.spam} (in ${honey.spamLines} log lines)`, budget: `0 / ≥ ${honey.total}`, ok: honey.stored === 0 && honey.spam >= honey.total && honey.spam - honey.total <= workers },
      { label: 'honeypot: mails queued or sent, captcha checks', value: `${honey.queuedMails + honey.mails}, ${honey.captchaCalls}`, budget: '0, 0', ok: honey.queuedMails + honey.mails === 0 && honey.captchaCalls === 0 },
    ],
    notes: [
      `RATE_LIMIT_MAX=${MAX}, RATE_LIMIT_WINDOW=600, TRUSTED_PROXIES=127.0.0.1. Bursts are sent all at once (more requests than php-fpm workers, so they queue and race). Chains checked through the trusted proxy: ${'"203.0.113.50" → 203.0.113.50; "192.0.2.66, 203.0.113.51" → 203.0.113.51 (right-most untrusted hop); "203.0.113.52, 127.0.0.1" → 203.0.113.52; "not-an-address" → the "unknown" bucket (never the proxy\'s own address)'}. Address forms (IPv6 /64, spellings, ports) have a drill of their own (9).`,
      'The honeypot run uses a high limit (each request from its own address) and the production rules otherwise: a filled `website` field is answered like a success before the captcha and field checks, never mailed, and nothing of it is stored but a log line.',
    ],
  };
}
