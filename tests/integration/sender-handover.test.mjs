// The sender after the answers hands over instead of leaving mail for cron: a php-fpm reload
// (SIGUSR2 to the master, what `systemctl reload` sends) lets it finish the mail in hand and stop,
// and a sender killed mid-mail leaves its mail to the next request's worker, not to its lease.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  assertJsonAnswer, contact, lockHolders, pool, post, queueCounts, readMails, settle, waitFor, withWorld,
} from '../harness/test-stack.mjs';

const SMTP_MS = 150;

async function mailsById(world) {
  const mails = await readMails(world.sink.messages);
  return { received: mails.length, distinct: new Set(mails.map((m) => m.messageId)).size };
}

describe('the sender hands over', () => {
  test('a php-fpm reload mid-drain: the sender stops after the mail in hand, the next worker sends the rest', async () => {
    await withWorld({ parseMail: false, env: { ACK_ENABLED: '0' } }, async (world) => {
      world.sink.beforeAccept = () => sleep(SMTP_MS);
      const first = await pool(Array.from({ length: 12 }, () => () => post(world, contact())), 4);
      for (const res of first) assertJsonAnswer(assert, res, 200);
      const lock = join(world.stack.storageDir, 'sender.lock');
      await waitFor(async () => world.sink.messages.length >= 2 && (await lockHolders(lock)).length === 1, {
        what: 'a sender at work', timeoutMs: 15000,
      });
      const [sender] = await lockHolders(lock);
      process.kill(world.stack.pids.phpFpm, 'SIGUSR2');
      // php-fpm waits for its workers (up to process_control_timeout), then starts new ones.
      await waitFor(async () => (await lockHolders(lock)).length === 0, { what: 'the sender to stop', timeoutMs: 15000 });
      await waitFor(async () => !(await world.workerPids()).includes(sender), { what: 'the old workers to go', timeoutMs: 15000 });
      const left = (await queueCounts(world.stack.storageDir)).messages;
      assert.equal(left.sending ?? 0, 0, 'the sender stopped between mails: nothing left claimed');
      assert.ok((left.queued ?? 0) > 0, `the reload came mid-drain: ${JSON.stringify(left)}`);

      assertJsonAnswer(assert, await post(world, contact({ name: 'After The Reload' }), { timeoutMs: 20000 }), 200);
      const counts = await settle(world, { timeoutMs: 20000 });
      assert.ok(counts.settled, `queue after the next enquiry: ${JSON.stringify(counts.messages)}`);
      assert.deepEqual(await mailsById(world), { received: 13, distinct: 13 });
    });
  });

  test('a sender killed mid-mail: the next enquiry\'s worker takes its mail over, without waiting for the lease', async () => {
    await withWorld({ parseMail: false, env: { ACK_ENABLED: '0' } }, async (world) => {
      world.sink.beforeAccept = () => sleep(SMTP_MS);
      await pool(Array.from({ length: 8 }, () => () => post(world, contact())), 4);
      const lock = join(world.stack.storageDir, 'sender.lock');
      await waitFor(async () => (await lockHolders(lock)).length === 1 && world.sink.messages.length >= 1, {
        what: 'a sender at work', timeoutMs: 15000,
      });
      const [sender] = await lockHolders(lock);
      process.kill(sender, 'SIGKILL');
      await waitFor(async () => (await lockHolders(lock)).length === 0, { what: 'the lock to be released' });

      assertJsonAnswer(assert, await post(world, contact({ name: 'Next Visitor' })), 200);
      const counts = await settle(world, { timeoutMs: 15000 });
      assert.ok(counts.settled, `mail still claimed or queued: ${JSON.stringify(counts.messages)}`);
      const { received, distinct } = await mailsById(world);
      assert.equal(distinct, 9, 'every enquiry mailed');
      assert.ok(received - distinct <= 1, 'a second copy only of a mail the server took just before the kill');
    });
  });
});
