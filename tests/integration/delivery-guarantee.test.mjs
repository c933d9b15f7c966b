// What the endpoint promises about sending (docs/endpoint.md, "Delivery guarantee"): a mail is
// marked sent the moment the SMTP server took it, so a sender that dies afterwards (here: while a
// slow server has not yet answered QUIT) does not make it go out twice; every attempt at one mail
// carries the same Message-ID; a server that drops the connection after the data has not taken it.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, beforeEach, describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  MAIL_FROM, assertJsonAnswer, contact, lockHolders, post, queryDb, readMails, runOutbox, startWorld, waitFor,
  waitForIdle,
} from '../harness/test-stack.mjs';

const domain = MAIL_FROM.split('@')[1];

describe('delivery guarantee', () => {
  let world;
  before(async () => { world = await startWorld({ env: { ACK_ENABLED: '0' }, parseMail: false }); });
  after(async () => { await world?.stop(); });
  beforeEach(async () => {
    world.sink.setMode('accept');
    world.sink.setQuitDelay(0);
    await waitForIdle(world);
    world.sink.clear();
  });

  const statuses = async () => (await queryDb(world.stack.storageDir, {
    rows: 'SELECT m.status, m.enquiry_id FROM messages m ORDER BY m.id',
  })).rows;

  test('a sender killed while a slow server has not answered QUIT does not send the mail again', async () => {
    world.sink.setQuitDelay(10000); // the endpoint gives up waiting after SMTP_TIMEOUT (3 s)
    assertJsonAnswer(assert, await post(world, contact({ name: 'Killed Sender' })), 200);
    await waitFor(() => world.sink.messages.length === 1, { what: 'the mail at the SMTP server' });
    await sleep(300); // the server said 250 and is now slow to say goodbye

    const holders = await lockHolders(join(world.stack.storageDir, 'sender.lock'));
    assert.equal(holders.length, 1, 'one worker is sending');
    process.kill(holders[0], 'SIGKILL');
    await waitFor(async () => (await lockHolders(join(world.stack.storageDir, 'sender.lock'))).length === 0, {
      what: 'the lock to be released',
    });

    const [row] = (await statuses()).slice(-1);
    assert.equal(row.status, 'sent', 'marked before the goodbye');
    // Whatever lease the dead sender left, the retry command finds nothing to send.
    await queryDb(world.stack.storageDir, { expire: 'UPDATE messages SET lease_until = 0 RETURNING id' });
    world.sink.setQuitDelay(0);
    const retry = await runOutbox(world);
    assert.equal(retry.code, 0, retry.stdout + retry.stderr);
    assert.match(retry.stdout, /0 sent, 0 failed, 0 queued/);
    assert.equal(world.sink.messages.length, 1, 'sent once');
  });

  test('every attempt at one mail carries the same Message-ID, made of the enquiry id and the kind', async () => {
    world.sink.setMode('drop-after-data'); // takes the whole message, then hangs up without a 250
    assertJsonAnswer(assert, await post(world, contact({ name: 'Dropped Once' })), 200);
    await waitFor(() => world.sink.dropped.length === 1, { what: 'the first attempt' });
    await waitForIdle(world);
    const [row] = (await statuses()).slice(-1);
    assert.equal(row.status, 'queued', 'a server that hung up after the data has not taken it');

    world.sink.setMode('accept');
    const retry = await runOutbox(world);
    assert.equal(retry.code, 0, retry.stdout + retry.stderr);
    const [first] = await readMails(world.sink.dropped);
    const [second] = await readMails(world.sink.messages);
    assert.equal(first.messageId, `<${row.enquiry_id}.staff@${domain}>`);
    assert.equal(second.messageId, first.messageId);
  });
});
