// An SMTP server that refuses some recipients of a message and takes it for the others: the
// message counts as sent (never mailed twice to the others), a message nobody took stays queued
// without holding up the rest of the queue, and --list never shows the refused visitor address.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import {
  assertJsonAnswer, contact, freePort, post, runOutbox, startSmtpSink, startWorld, waitFor, waitForIdle,
  waitForWorkersIdle,
} from '../harness/test-stack.mjs';

const GONE = 'gone@example.com';
const VISITOR = 'nobody-here@example.org';

describe('SMTP refusing some recipients', () => {
  let world;
  let sink;
  before(async () => {
    sink = await startSmtpSink({ port: await freePort(), refuse: [GONE, VISITOR] });
    world = await startWorld({
      env: { MAIL_TO: `sales@example.com,${GONE}`, SMTP_PORT: String(sink.port), RATE_LIMIT_MAX: '0' },
    });
  });
  after(async () => {
    await world?.stop();
    await sink?.stop();
  });

  test('one MAIL_TO address refused: the staff mail is sent once to the others, and never again', async () => {
    assertJsonAnswer(assert, await post(world, contact({ name: 'Partial Refusal' })), 200);
    await waitFor(() => sink.messages.length >= 2, { what: 'staff mail and acknowledgement' });
    await waitForIdle(world);
    const staff = sink.messages.filter((m) => m.envelope.rcptTo.includes('sales@example.com'));
    assert.deepEqual(staff.map((m) => m.envelope.rcptTo), [['sales@example.com']]);

    for (let run = 0; run < 2; run++) {
      const result = await runOutbox(world);
      assert.equal(result.code, 0, result.stdout + result.stderr);
      assert.match(result.stdout, /0 sent, 0 failed, 0 queued/);
    }
    await waitForWorkersIdle(world);
    assert.equal(sink.messages.filter((m) => m.envelope.rcptTo.includes('sales@example.com')).length, 1, 'mailed once');
    const { stdout } = await runOutbox(world, ['--list']);
    assert.match(stdout, /staff\s+sent\s+1\s+sent; recipient 2 of 2 refused by the SMTP server/);
    assert.ok(!stdout.includes(GONE));
  });

  test('the visitor address refused: the acknowledgement stays queued, the rest of the queue still goes,'
    + ' and --list does not show the address', async () => {
    assertJsonAnswer(assert, await post(world, contact({ to: VISITOR, name: 'Refused Visitor' })), 200);
    await waitForIdle(world);
    sink.setMode('refuse');
    assertJsonAnswer(assert, await post(world, contact({ to: 'later@example.org', name: 'Queued Later' })), 200);
    await waitForIdle(world);
    sink.setMode('accept');
    sink.clear();

    const result = await runOutbox(world);
    assert.equal(result.code, 2, result.stdout + result.stderr);
    assert.match(result.stdout, /2 sent, 1 failed, 1 queued/, 'the refused acknowledgement did not stop the run');
    assert.deepEqual(sink.messages.map((m) => m.envelope.rcptTo).sort(), [['later@example.org'], ['sales@example.com']]);

    const { stdout } = await runOutbox(world, ['--list']);
    const ackRow = stdout.split('\n').find((line) => /\back\s+queued\b/.test(line));
    assert.ok(ackRow, stdout);
    assert.match(ackRow, /no such user/, 'the reason is kept');
    assert.ok(!stdout.toLowerCase().includes(VISITOR), stdout);
    assert.ok(!stdout.includes('Refused Visitor') && !stdout.includes('later@example.org'));
  });

  test('--list redacts addresses in errors stored by older versions', async () => {
    const db = join(world.stack.storageDir, 'outbox.sqlite');
    execFileSync('php', ['-r', `$pdo = new PDO('sqlite:' . $argv[1]);
      $pdo->exec("UPDATE messages SET last_error = 'SMTP Error: ${VISITOR}: no such user' WHERE kind = 'ack'");`, db]);
    const { stdout } = await runOutbox(world, ['--list']);
    assert.match(stdout, /SMTP Error: \[address\]: no such user/);
    assert.ok(!stdout.toLowerCase().includes(VISITOR), stdout);
  });
});
