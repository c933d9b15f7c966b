// Drill 10, failure flood: one address sends bad captcha tokens without pause while the verifier
// is slow to reject them (2 s), and a legitimate visitor posts from another address every 500 ms.
// Failures have a limit per client (RATE_LIMIT_FAILED_MAX, 20 per 600 s) and past it the answer is
// 429 before the verifier is asked, so a flood cannot hold every php-fpm worker on siteverify
// calls while a legitimate visitor waits (decision 011).
import { setTimeout as sleep } from 'node:timers/promises';
import { contact, post, withWorld } from '../../tests/harness/test-stack.mjs';
import { percentile } from './report.mjs';

const SECONDS = 30;
const FAILED_MAX = 20;
const SLOW_MS = 2000;

const fmt = (t) => Object.entries(t).map(([s, n]) => `${n}× ${s}`).join(', ');

export async function run({ workers }) {
  return withWorld({ parseMail: false, fpmWorkers: workers, env: { RATE_LIMIT_FAILED_MAX: String(FAILED_MAX) } }, async (world) => {
    // Baseline: the legitimate visitor alone.
    const quiet = [];
    for (let i = 0; i < 5; i++) quiet.push((await post(world, contact(), { ip: `198.51.100.${120 + i}` })).ms);
    world.stub.clear();
    world.stub.setMode('slow', { slowMs: SLOW_MS, slowOnly: 'test-fail' });

    const stopAt = Date.now() + SECONDS * 1000;
    const flood = [];
    let limitedAt = null;
    const started = Date.now();
    const lane = async () => {
      while (Date.now() < stopAt) {
        const res = await post(world, contact({ recaptchaToken: 'test-fail-flood' }), { ip: '203.0.113.200', timeoutMs: 20000 });
        flood.push(res);
        if (res.status === 429 && limitedAt === null) limitedAt = Date.now() - started;
      }
    };
    const legit = [];
    const visitor = async () => {
      let n = 0;
      while (Date.now() < stopAt) {
        const at = Date.now() - started;
        const res = await post(world, contact(), { ip: `198.51.100.${130 + (n++ % 100)}`, timeoutMs: 20000 });
        legit.push({ at, ms: res.ms, status: res.status });
        await sleep(500);
      }
    };
    await Promise.all([...Array.from({ length: workers * 2 }, lane), visitor()]);
    world.stub.setMode('ok');

    const tally = {};
    for (const r of flood) tally[r.status] = (tally[r.status] ?? 0) + 1;
    const verifierCalls = world.stub.calls.filter((c) => c.form.response === 'test-fail-flood').length;
    const limited = flood.filter((r) => r.status === 429);
    const after = legit.filter((l) => limitedAt !== null && l.at > limitedAt);
    const legitOk = legit.filter((l) => l.status === 200).length;
    const ms = (list) => list.map((l) => l.ms);
    return {
      name: 'failures',
      title: '10. Failure flood',
      figures: [
        { label: `flood: ${workers * 2} connections from one address for ${SECONDS} s, bad tokens, verifier ${SLOW_MS / 1000} s to reject: answers`, value: `${flood.length} (${fmt(tally)})` },
        { label: 'flood: answered 429 (before the verifier)', value: limited.length, budget: `≥ ${flood.length - (FAILED_MAX + workers)}`, ok: limited.length >= flood.length - (FAILED_MAX + workers) },
        { label: 'flood: siteverify calls', value: verifierCalls, budget: `≤ ${FAILED_MAX} + ${workers} in flight`, ok: verifierCalls <= FAILED_MAX + workers },
        { label: 'flood: 429 answer time p50 / max', value: `${percentile(ms(limited), 50).toFixed(0)} / ${Math.max(0, ...ms(limited)).toFixed(0)} ms` },
        { label: 'flood: limit reached after', value: limitedAt === null ? 'never' : `${(limitedAt / 1000).toFixed(1)} s` },
        { label: 'legitimate visitor alone: latency p50 / max', value: `${percentile(quiet, 50).toFixed(0)} / ${Math.max(...quiet).toFixed(0)} ms` },
        { label: 'legitimate visitor during the flood: accepted', value: `${legitOk} of ${legit.length}`, budget: 'all', ok: legitOk === legit.length },
        { label: 'legitimate visitor during the flood: latency p50 / max (whole flood)', value: `${percentile(ms(legit), 50).toFixed(0)} / ${Math.max(...ms(legit)).toFixed(0)} ms` },
        { label: 'legitimate visitor once the limit held: latency p50 / max', value: after.length ? `${percentile(ms(after), 50).toFixed(0)} / ${Math.max(...ms(after)).toFixed(0)} ms (${after.length} posts)` : 'none', budget: 'p50 ≤ 100 ms', ok: after.length > 0 && percentile(ms(after), 50) <= 100 },
      ],
      notes: [
        `RATE_LIMIT_FAILED_MAX=${FAILED_MAX} per 600 s; php-fpm ${workers} workers. The stand-in verifier takes ${SLOW_MS / 1000} s to reject the flood's tokens and answers valid ones at once. Until the limit is reached the flood's checks hold up to every worker, so the legitimate visitor waits behind them (the first figure of its latency); once ${FAILED_MAX} failures are counted, the flood is answered 429 in milliseconds and the visitor is served as if alone. Checks already under way when the limit is reached still count, hence up to a pool's worth above the limit.`,
        "A flood spread over many addresses is not stopped by a per-client limit; the captcha and the accepted-post limit still hold for it, and nginx in front (limit_req) or the provider's firewall is the place for that.",
      ],
    };
  });
}
