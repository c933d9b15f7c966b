// Drill 13, a php-fpm reload and a killed sender during a burst, no cron: 60 enquiries at
// concurrency 10 to an SMTP server taking 0.1 s a mail, and the php-fpm master gets SIGUSR2 (what
// `systemctl reload` sends) in the middle. The mail must not wait for cron: the pool gives workers
// 10 s to finish (deploy/php-fpm/pool.conf.template), the sender stops before its next mail when
// php-fpm asks (php/src/Delivery/WorkerStop.php) and the next request's worker carries on; a sender
// that dies mid-mail leaves a note in sender.lock, and the next one takes that mail over at once.
// Decision 011 has what a reload and a kill did to the queue before.
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  contact, lockHolders, pool, post, queueCounts, quote, readMails, waitFor, withWorld,
} from '../../tests/harness/test-stack.mjs';

const BUDGET_SECONDS = 30;
const OBSERVE_SECONDS = 90;

const load1 = () => loadavg()[0].toFixed(2);

async function pending(world) {
  const { messages } = await queueCounts(world.stack.storageDir);
  return (messages.queued ?? 0) + (messages.sending ?? 0);
}

/** Seconds from `since` until nothing is queued or being sent (null: not within OBSERVE_SECONDS), and the count `at` seconds after `since`. */
async function drain(world, since, at) {
  let countAt = null;
  for (;;) {
    const left = await pending(world);
    const elapsed = (Date.now() - since) / 1000;
    if (countAt === null && elapsed >= at) countAt = left;
    if (left === 0) return { emptiedAfter: elapsed, countAt: countAt ?? 0 };
    if (elapsed > OBSERVE_SECONDS) return { emptiedAfter: null, countAt: countAt ?? left };
    await sleep(250);
  }
}

/** Copies received per Message-ID beyond the first. */
async function duplicates(world) {
  const mails = await readMails(world.sink.messages);
  return { received: mails.length, duplicates: mails.length - new Set(mails.map((m) => m.messageId)).size };
}

/**
 * `posts` enquiries, `concurrency` at a time, SMTP taking `smtpMs` a mail; SIGUSR2 to the php-fpm
 * master once `reloadAfter` answers have arrived. Counted from the reload.
 */
async function reloadDuringBurst(workers, { posts, concurrency, smtpMs, reloadAfter }) {
  return withWorld({ parseMail: false, fpmWorkers: workers }, async (world) => {
    if (smtpMs > 0) world.sink.beforeAccept = () => sleep(smtpMs);
    const loadAtStart = load1();
    let answered = 0;
    let reloadedAt = null;
    const jobs = Array.from({ length: posts }, (_, i) => async () => {
      const res = await post(world, i % 2 ? quote() : contact(), { timeoutMs: 60000 });
      answered += 1;
      if (answered === reloadAfter) {
        reloadedAt = Date.now();
        process.kill(world.stack.pids.phpFpm, 'SIGUSR2');
      }
      return res.status;
    });
    const statuses = await pool(jobs, concurrency);
    const burstEnded = (Date.now() - reloadedAt) / 1000;
    const { emptiedAfter, countAt } = await drain(world, reloadedAt, 20);
    const accepted = statuses.filter((s) => s === 200).length;
    const { received, duplicates: twice } = await duplicates(world);
    const tally = {};
    for (const s of statuses) tally[s] = (tally[s] ?? 0) + 1;
    return {
      accepted, tally, burstEnded, emptiedAfter, countAt, received, expected: 2 * accepted, twice,
      load: `${loadAtStart} → ${load1()}`,
    };
  });
}

/** SMTP taking 0.1 s a mail, 30 enquiries, the sender killed with SIGKILL mid-drain, then one more enquiry. */
async function killedSender(workers) {
  return withWorld({ parseMail: false, fpmWorkers: workers }, async (world) => {
    world.sink.beforeAccept = () => sleep(100);
    const loadAtStart = load1();
    await pool(Array.from({ length: 30 }, (_, i) => () => post(world, i % 2 ? quote() : contact())), 6);
    const lock = join(world.stack.storageDir, 'sender.lock');
    await waitFor(async () => (await lockHolders(lock)).length > 0 && world.sink.messages.length >= 5, {
      timeoutMs: 20000, what: 'a sender at work',
    });
    const [holder] = await lockHolders(lock);
    process.kill(holder, 'SIGKILL');
    await waitFor(async () => (await lockHolders(lock)).length === 0, { what: 'the lock to be released' });
    const leftByTheKill = await pending(world);
    const killedAt = Date.now();
    await post(world, contact({ name: 'Next Visitor' }));
    const { emptiedAfter } = await drain(world, killedAt, 0);
    const { received, duplicates: twice } = await duplicates(world);
    return { leftByTheKill, emptiedAfter, received, expected: 62, twice, load: `${loadAtStart} → ${load1()}` };
  });
}

const fmt = (tally) => Object.entries(tally).map(([s, n]) => `${n}× ${s}`).join(', ');
const emptied = (r) => (r.emptiedAfter === null ? `not empty ${OBSERVE_SECONDS} s after the reload` : `${r.emptiedAfter.toFixed(1)} s`);

export async function run({ workers }) {
  const review = await reloadDuringBurst(workers, { posts: 60, concurrency: 10, smtpMs: 100, reloadAfter: 20 });
  const big = await reloadDuringBurst(workers, { posts: 300, concurrency: workers * 2, smtpMs: 0, reloadAfter: 150 });
  const killed = await killedSender(workers);
  const within = (r) => r.emptiedAfter !== null && r.emptiedAfter <= BUDGET_SECONDS;
  return {
    name: 'reload',
    title: '13. A php-fpm reload and a killed sender during a burst, without cron',
    figures: [
      { label: '60 enquiries, 10 at a time, SMTP 0.1 s a mail, SIGUSR2 after 20 answers: answers', value: `${fmt(review.tally)} (load ${review.load})`, ok: review.accepted === 60 },
      { label: '… mails not yet sent 20 s after the reload', value: `${review.countAt} of ${review.expected}` },
      { label: '… queue empty after the reload (no cron)', value: emptied(review), budget: `≤ ${BUDGET_SECONDS} s`, ok: within(review) },
      { label: '… mails received / expected, copies of one mail', value: `${review.received} / ${review.expected}, ${review.twice}`, budget: 'all, 0', ok: review.received === review.expected && review.twice === 0 },
      { label: `300 enquiries, ${workers * 2} at a time, SMTP at once, SIGUSR2 after 150 answers: answers`, value: `${fmt(big.tally)}; burst ended ${big.burstEnded.toFixed(1)} s after the reload (load ${big.load})`, ok: big.accepted === 300 },
      { label: '… queue empty after the reload (no cron)', value: emptied(big), budget: `≤ ${BUDGET_SECONDS} s`, ok: within(big) },
      { label: '… mails received / expected, copies of one mail', value: `${big.received} / ${big.expected}, ${big.twice}`, budget: 'all, 0', ok: big.received === big.expected && big.twice === 0 },
      { label: 'sender killed (SIGKILL) mid-drain, then one enquiry: mails left by the kill', value: `${killed.leftByTheKill} (load ${killed.load})` },
      { label: '… queue empty after the next enquiry (no cron; the killed sender\'s mail was leased for 120 s)', value: killed.emptiedAfter === null ? 'not empty' : `${killed.emptiedAfter.toFixed(1)} s`, budget: '≤ 10 s', ok: killed.emptiedAfter !== null && killed.emptiedAfter <= 10 },
      { label: '… mails received / expected, copies of one mail (one allowed: killed between the 250 and the mark)', value: `${killed.received} / ${killed.expected}, ${killed.twice}`, ok: killed.received - killed.twice === killed.expected && killed.twice <= 1 },
    ],
    notes: [
      `The php-fpm master gets SIGUSR2 (what \`systemctl reload php8.2-fpm\` sends) once the given number of answers has arrived, and the posting goes on: php-fpm asks every worker to stop (SIGQUIT), waits up to process_control_timeout (10 s in the shipped pool) for them, re-executes itself and starts new workers, while nginx holds the requests that arrive meanwhile. The sender finishes the mail in hand and stops (it sees php-fpm close the pool's socket in its worker); the new workers' senders carry on after their answers. "Queue empty" counts from the reload. Acknowledgements on (each enquiry from its own address): two mails an enquiry.`,
      'Killed sender: 30 enquiries (60 mails) to an SMTP server taking 0.1 s a mail; once 5 have arrived, the worker holding STORAGE_DIR/sender.lock gets SIGKILL; then one more enquiry. Its worker takes the lock and, with it, the note the dead sender left of the mail it was sending, puts that mail back in the queue and sends it with the rest. Before, that mail stayed claimed for its lease (120 s) and then waited for cron. A mail the server had taken but the dead sender had not yet marked goes out twice (at-least-once delivery, same Message-ID).',
    ],
  };
}
