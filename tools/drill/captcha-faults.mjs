// Drill 4, captcha verifier faults: slow (answers after 6 s), 5xx, garbage, connection reset, and
// nothing listening at all. Figures: every valid enquiry answered 503 within 6 s, nothing stored,
// nothing mailed.
import { contact, pool, post, queueCounts, quote, settle, withWorld } from '../../tests/harness/test-stack.mjs';
import { percentile } from './report.mjs';

const PER_MODE = 12;
const LIMIT_MS = 6000;

async function attempt(world, workers) {
  const payloads = Array.from({ length: PER_MODE }, (_, i) => (i % 2 ? quote() : contact()));
  return pool(payloads.map((p) => () => post(world, p, { timeoutMs: 15000 })), workers);
}

const stored = (counts) => Object.values(counts.enquiries).reduce((a, b) => a + b, 0);

export async function run({ workers }) {
  const rows = [];
  await withWorld({ parseMail: false, fpmWorkers: workers }, async (world) => {
    for (const mode of ['slow', '5xx', 'garbage', 'unreachable']) {
      world.stub.setMode(mode);
      const before = stored(await queueCounts(world.stack.storageDir));
      const results = await attempt(world, workers);
      const after = stored(await queueCounts(world.stack.storageDir));
      rows.push({ mode, results, stored: after - before, mails: world.sink.messages.length });
    }
    world.stub.setMode('ok');
    await settle(world);
  });
  // Nothing listening on the verifier's port (port 1: never one of ours, refused at once).
  await withWorld({ parseMail: false, fpmWorkers: workers, env: { RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:1/siteverify' } }, async (world) => {
    const results = await attempt(world, workers);
    rows.push({ mode: 'refused (nothing listening)', results, stored: stored(await queueCounts(world.stack.storageDir)), mails: world.sink.messages.length });
  });

  const table = [
    '| verifier | requests | answered 503 | slowest answer | p50 | stored | mailed |',
    '|---|---|---|---|---|---|---|',
    ...rows.map(({ mode, results, stored: s, mails }) => {
      const times = results.map((r) => r.ms);
      const n503 = results.filter((r) => r.status === 503 && r.json?.success === false).length;
      return `| ${mode} | ${results.length} | ${n503} | ${(Math.max(...times) / 1000).toFixed(2)} s | ${(percentile(times, 50) / 1000).toFixed(2)} s | ${s} | ${mails} |`;
    }),
  ].join('\n');
  const all = rows.flatMap((r) => r.results);
  const all503 = all.filter((r) => r.status === 503 && r.json?.success === false && /try again later/i.test(r.json?.error ?? '')).length;
  const slowest = Math.max(...all.map((r) => r.ms));
  const storedTotal = rows.reduce((a, r) => a + r.stored, 0);
  const mailed = rows.reduce((a, r) => a + r.mails, 0);

  return {
    name: 'captcha',
    title: '4. Captcha verifier faults',
    figures: [
      { label: 'valid enquiries sent while the verifier failed', value: all.length },
      { label: 'answered 503 "try again later"', value: all503, budget: `all ${all.length}`, ok: all503 === all.length },
      { label: 'slowest answer', value: `${(slowest / 1000).toFixed(2)} s`, budget: '≤ 6 s', ok: slowest <= LIMIT_MS },
      { label: 'enquiries stored', value: storedTotal, budget: '0', ok: storedTotal === 0 },
      { label: 'mails sent', value: mailed, budget: '0', ok: mailed === 0 },
    ],
    table,
    notes: [
      `${PER_MODE} valid enquiries per fault, ${workers} at a time (the pool size: more would queue behind the slow checks, which the 6 s budget does not cover). The stub's "slow" mode answers after 6 s; the endpoint gives up after its 5 s timeout. "5xx" answers an HTML 500, "garbage" an HTML 200, "unreachable" resets the connection.`,
    ],
  };
}
