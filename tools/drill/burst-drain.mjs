// Drill 11, burst drain: 300 enquiries as fast as the pool takes them, then nothing; no cron.
// The one sender must keep going while untried mails remain, rather than leave them for the next
// enquiry or cron (decision 011). Two runs: SMTP answering at once, and SMTP taking 50 ms a mail
// (a remote provider), where draining 600 mails takes longer than 20 s.
import { setTimeout as sleep } from 'node:timers/promises';
import { contact, pool, post, queueCounts, quote, withWorld } from '../../tests/harness/test-stack.mjs';

const POSTS = 300;
const WAIT_SECONDS = 60;
// Past the budget, how much longer the queue takes to empty: a sender still at work (slow SMTP, a
// busy machine) tells apart from one that stopped and left mail for cron.
const OBSERVE_SECONDS = 180;

async function burst(workers, smtpMs) {
  return withWorld({ parseMail: false, fpmWorkers: workers }, async (world) => {
    if (smtpMs > 0) world.sink.beforeAccept = () => sleep(smtpMs);
    const started = Date.now();
    const results = await pool(Array.from({ length: POSTS }, (_, i) => () => post(world, i % 2 ? quote() : contact())), workers * 2);
    const burstSeconds = (Date.now() - started) / 1000;
    const pending = async () => {
      const { messages } = await queueCounts(world.stack.storageDir);
      return { queued: messages.queued ?? 0, sending: messages.sending ?? 0, sent: messages.sent ?? 0 };
    };
    const atEnd = await pending();
    let emptiedAfter = null;
    let last = atEnd;
    let atBudget = null;
    let receivedAtBudget = null;
    const end = Date.now();
    while (Date.now() - end < OBSERVE_SECONDS * 1000) {
      last = await pending();
      const now = (Date.now() - end) / 1000;
      if (atBudget === null && now >= WAIT_SECONDS) {
        atBudget = last;
        receivedAtBudget = world.sink.messages.length;
      }
      if (last.queued + last.sending === 0) {
        emptiedAfter = now;
        break;
      }
      await sleep(500);
    }
    atBudget ??= last;
    receivedAtBudget ??= world.sink.messages.length;
    return {
      accepted: results.filter((r) => r.status === 200).length, burstSeconds, atEnd, last: atBudget, emptiedAfter,
      received: receivedAtBudget, receivedInTheEnd: world.sink.messages.length,
    };
  });
}

export async function run({ workers }) {
  const fast = await burst(workers, 0);
  const slow = await burst(workers, 50);
  const row = (label, r) => [
    { label: `${label}: accepted / burst took`, value: `${r.accepted} of ${POSTS} / ${r.burstSeconds.toFixed(1)} s` },
    { label: `${label}: mails not yet sent when the burst ended`, value: r.atEnd.queued + r.atEnd.sending },
    { label: `${label}: mails still queued ${WAIT_SECONDS} s after the burst (no cron)`, value: `${r.last.queued + r.last.sending}${r.emptiedAfter === null ? ` (not empty ${OBSERVE_SECONDS} s after the burst)` : ` (queue empty ${r.emptiedAfter.toFixed(1)} s after the burst)`}`, budget: '0', ok: r.last.queued + r.last.sending === 0 },
    { label: `${label}: mails received by SMTP / expected, ${WAIT_SECONDS} s after the burst (in the end)`, value: `${r.received} / ${2 * r.accepted} (${r.receivedInTheEnd})`, budget: 'all', ok: r.received === 2 * r.accepted },
  ];
  return {
    name: 'burst',
    title: '11. Mail after a burst, without cron',
    figures: [...row('SMTP answering at once', fast), ...row('SMTP taking 50 ms a mail', slow)],
    notes: [
      `${POSTS} valid enquiries (two mails each: staff and acknowledgement), ${workers * 2} at a time, each from its own address, then nothing; outbox.php is not run. Counted from the moment the last answer arrived; past the ${WAIT_SECONDS} s budget the drill watches up to ${OBSERVE_SECONDS} s for the queue to empty (one sender: its pace is SMTP's time per mail plus the claim, the message and the mark, which a busy CPU stretches).`,
    ],
  };
}
