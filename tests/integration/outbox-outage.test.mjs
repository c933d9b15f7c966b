// Nothing is lost: with SMTP down every enquiry is still answered 200 and kept; the outbox CLI
// delivers each one exactly once when SMTP is back.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import {
  ENQUIRY_ID, MAIL_TO, assertJsonAnswer, contact, listQueue, post, quote, runOutbox, startWorld, waitFor, waitForIdle,
  waitForWorkersIdle,
} from '../harness/test-stack.mjs';

describe('SMTP outage and the outbox', () => {
  let world;
  // Acknowledgements off here: exactly one mail per enquiry.
  before(async () => { world = await startWorld({ env: { ACK_ENABLED: '0', RATE_LIMIT_MAX: '0' } }); });
  after(async () => { await world?.stop(); });

  test('SMTP refusing: enquiries answered 200 and queued', async () => {
    world.sink.setMode('refuse');
    assertJsonAnswer(assert, await post(world, contact({ name: 'Refused One' })), 200);
    assertJsonAnswer(assert, await post(world, quote({ name: 'Refused Two' })), 200);
    await waitForIdle(world);
    const rows = await listQueue(world);
    assert.equal(rows.length, 2);
    for (const row of rows) {
      assert.equal(row.mail, 'staff');
      assert.equal(row.status, 'queued');
      assert.equal(row.attempts, 1, 'delivery was tried at once');
    }
    assert.equal(world.sink.messages.length, 0);
  });

  test('SMTP silent (accepts TCP, never answers): still 200 at once, and queued', async () => {
    world.sink.setMode('blackhole');
    const started = Date.now();
    assertJsonAnswer(assert, await post(world, contact({ name: 'Silent Three' })), 200);
    assert.ok(Date.now() - started < 1500, 'the answer does not wait for SMTP');
    await waitForIdle(world);
    assert.equal((await listQueue(world)).filter((r) => r.status === 'queued').length, 3);
  });

  test('outbox.php during the outage: sends nothing, exits 2, keeps everything', async () => {
    world.sink.setMode('refuse');
    const run = await runOutbox(world);
    assert.equal(run.code, 2, run.stdout + run.stderr);
    assert.match(run.stdout, /0 sent, 1 failed, 3 queued/, 'stops at the first connection failure');
    assert.equal(world.sink.messages.length, 0);
  });

  test('SMTP back: outbox.php delivers each queued enquiry exactly once', async () => {
    world.sink.setMode('accept');
    const run = await runOutbox(world);
    assert.equal(run.code, 0, run.stdout + run.stderr);
    assert.match(run.stdout, /3 sent, 0 failed, 0 queued/);
    assert.equal(world.sink.messages.length, 3);
    const names = world.sink.messages.map((m) => m.subject.replace(/ \[.*$/, '')).sort();
    assert.deepEqual(names, [
      'Contact enquiry from Refused One', 'Contact enquiry from Silent Three', 'Quote request from Refused Two',
    ]);
    const ids = world.sink.messages.map((m) => m.subject.match(ENQUIRY_ID)[0]);
    assert.equal(new Set(ids).size, 3);
    for (const mail of world.sink.messages) assert.deepEqual(mail.envelope.rcptTo, [MAIL_TO]);
    assert.ok((await listQueue(world)).every((r) => r.status === 'sent'));
  });

  test('running it again sends nothing', async () => {
    const run = await runOutbox(world);
    assert.equal(run.code, 0);
    assert.match(run.stdout, /0 sent, 0 failed, 0 queued/);
    await waitForWorkersIdle(world);
    assert.equal(world.sink.messages.length, 3);
  });

  test('two outbox runs at the same time still send each mail once', async () => {
    world.sink.setMode('refuse');
    for (let i = 0; i < 6; i++) assertJsonAnswer(assert, await post(world, contact({ name: `Queued ${'x'.repeat(i + 1)}` })), 200);
    await waitForIdle(world);
    world.sink.clear();
    world.sink.setMode('accept');
    const [a, b] = await Promise.all([runOutbox(world), runOutbox(world)]);
    assert.ok([0, 2].includes(a.code) && [0, 2].includes(b.code), a.stderr + b.stderr);
    assert.equal(world.sink.messages.length, 6);
    assert.equal(new Set(world.sink.messages.map((m) => m.subject)).size, 6);
    assert.match((await runOutbox(world)).stdout, /0 sent, 0 failed, 0 queued/);
  });

  test('an accepted enquiry is mailed at once when SMTP works (no cron needed)', async () => {
    world.sink.clear();
    assertJsonAnswer(assert, await post(world, contact({ name: 'Direct Mail' })), 200);
    await waitFor(() => world.sink.messages.length === 1, { what: 'the mail' });
    await waitForIdle(world);
    assert.match((await runOutbox(world)).stdout, /0 sent, 0 failed, 0 queued/);
    assert.equal(world.sink.messages.length, 1);
  });

  test('--list shows the queue without the visitor\'s data', async () => {
    const { code, stdout } = await runOutbox(world, ['--list']);
    assert.equal(code, 0);
    assert.match(stdout, /^ENQUIRY\s+FLAG\s+STATE/);
    // Every enquiry of this world is listed: the checks below look at real rows.
    assert.equal(stdout.match(new RegExp(ENQUIRY_ID.source, 'g'))?.length, 10, stdout);
    assert.ok(!stdout.includes('Refused One') && !/visitor-\d+@example\.org/.test(stdout));
  });
});
