// Drill 12, the sending window: a mail must not go out twice because its sender died after the
// SMTP server took it, so Delivery marks it sent at the server's 250, before QUIT (decision 011).
// Part 1: each round, the worker that holds sender.lock is killed with SIGKILL while the server
// (which took the mail) has not answered QUIT; then the leases are moved forward and the outbox
// runs. Part 2 shows what at-least-once still allows: a server that takes the message
// but whose 250 never arrives (the connection drops) gets it again from the retry, with the same
// Message-ID, so mail clients show the copies as one message.
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  MAIL_FROM, contact, lockHolders, pool, post, queryDb, readMails, runOutbox, settle, waitFor, waitForIdle, withWorld,
} from '../../tests/harness/test-stack.mjs';

const ROUNDS = 8;
const LOST_250 = 5;

/** Copies received per Message-ID: { copies, distinct, duplicates, shared (ids seen more than once) }. */
function byMessageId(mails) {
  const counts = new Map();
  for (const m of mails) counts.set(m.messageId, (counts.get(m.messageId) ?? 0) + 1);
  const shared = [...counts.entries()].filter(([, n]) => n > 1);
  return { copies: mails.length, distinct: counts.size, duplicates: mails.length - counts.size, shared };
}

async function killInWindow(workers) {
  return withWorld({ parseMail: false, fpmWorkers: workers, env: { ACK_ENABLED: '0' } }, async (world) => {
    const lock = join(world.stack.storageDir, 'sender.lock');
    world.sink.setQuitDelay(10000);
    let kills = 0;
    let markedBeforeKill = 0;
    for (let round = 0; round < ROUNDS; round++) {
      await post(world, contact({ name: `Killed Sender ${'x'.repeat(round + 1)}` }));
      await waitFor(() => world.sink.messages.length === round + 1, { timeoutMs: 10000, what: 'the mail at the SMTP server' });
      await sleep(200); // taken (250), QUIT unanswered
      const [holder] = await lockHolders(lock);
      if (!holder) continue;
      const { rows } = await queryDb(world.stack.storageDir, { rows: 'SELECT status FROM messages ORDER BY id DESC LIMIT 1' });
      if (rows[0]?.status === 'sent') markedBeforeKill++;
      process.kill(holder, 'SIGKILL');
      kills++;
      await waitFor(async () => (await lockHolders(lock)).length === 0, { what: 'the lock to be released' });
    }
    world.sink.setQuitDelay(0);
    const leased = await queryDb(world.stack.storageDir, { expire: "UPDATE messages SET lease_until = 0 WHERE status = 'sending' RETURNING id" });
    const retry = await runOutbox(world);
    await settle(world, { timeoutMs: 10000 });
    const mails = await readMails(world.sink.messages);
    return { kills, markedBeforeKill, leased: leased.expire.length, retry, ...byMessageId(mails) };
  });
}

async function lost250(workers) {
  return withWorld({ parseMail: false, fpmWorkers: workers, env: { ACK_ENABLED: '0' } }, async (world) => {
    world.sink.setMode('drop-after-data');
    await pool(Array.from({ length: LOST_250 }, (_, i) => () => post(world, contact({ name: `Lost Answer ${'x'.repeat(i + 1)}` }))), workers);
    await waitFor(() => world.sink.dropped.length === LOST_250, { timeoutMs: 15000, what: 'every first attempt' });
    await waitForIdle(world);
    world.sink.setMode('accept');
    const retry = await runOutbox(world);
    const mails = await readMails([...world.sink.dropped, ...world.sink.messages]);
    const ids = byMessageId(mails);
    const wellFormed = mails.every((m) => new RegExp(`^<\\d{8}-\\d{6}-[0-9a-f]{8}\\.staff@${MAIL_FROM.split('@')[1].replace('.', '\\.')}>$`).test(m.messageId ?? ''));
    return { retry, wellFormed, sample: ids.shared[0]?.[0] ?? '-', ...ids };
  });
}

export async function run({ workers }) {
  const kill = await killInWindow(workers);
  const lost = await lost250(workers);
  return {
    name: 'window',
    title: '12. The sending window: kill -9 after the SMTP server took the mail',
    figures: [
      { label: 'senders killed (SIGKILL) after the server\'s 250, while it was slow to answer QUIT', value: `${kill.kills} of ${ROUNDS} rounds` , ok: kill.kills === ROUNDS },
      { label: 'of those, mails already marked sent when the kill came', value: `${kill.markedBeforeKill} of ${kill.kills}`, budget: 'all', ok: kill.markedBeforeKill === kill.kills },
      { label: 'leases moved forward / retry command afterwards', value: `${kill.leased} / exit ${kill.retry.code}: ${kill.retry.stdout.trim()}`, ok: kill.retry.code === 0 },
      { label: 'mails received twice after the kills and the retry', value: `${kill.duplicates} (${kill.copies} copies of ${kill.distinct} mails)`, budget: '0', ok: kill.duplicates === 0 },
      { label: `server took the message but its 250 was lost (${LOST_250} mails): copies received`, value: `${lost.copies} copies of ${lost.distinct} mails (the retry: ${lost.retry.stdout.trim()})` },
      { label: 'copies of one mail that share its Message-ID', value: `${lost.shared.length} of ${lost.distinct} mails, e.g. ${lost.sample}`, budget: 'every mail sent twice', ok: lost.shared.length === lost.duplicates && lost.distinct === LOST_250 },
      { label: 'Message-IDs of the form <enquiry-id.kind@MAIL_FROM\'s domain>', value: lost.wellFormed ? 'yes' : 'no', ok: lost.wellFormed },
    ],
    notes: [
      `Part 1: ${ROUNDS} rounds of one enquiry each (acknowledgements off), the SMTP server answering QUIT only after 10 s (the endpoint gives up after SMTP_TIMEOUT = 3 s); 200 ms after the server took the mail, the php-fpm worker holding STORAGE_DIR/sender.lock (found in /proc/locks) gets SIGKILL. The leases the dead senders left are moved forward (instead of waiting 120 s) and \`outbox.php\` runs. A mark that came only after QUIT would leave every killed sender's mail 'sending', to go out again.`,
      `Part 2: the server reads the whole message and hangs up without its 250, as when the connection breaks at that moment; the mail stays queued, and the retry sends it again. That second copy is what at-least-once delivery allows, and it carries the first one's Message-ID. The kill -9 run of drill 5 kills workers at random moments, and so also counts copies from the remaining window (between the 250 and the mark's commit, a few milliseconds).`,
    ],
  };
}
