// The fast subset of `npm run drill` (tools/drill/) for `npm test`: a sample of the hostile
// inputs (the same naughty-string list, every group, both forms, and some structural attacks) and
// the SMTP outage path. Same world as the drill: nginx + php-fpm + siteverify stub + SMTP server.
import assert from 'node:assert/strict';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import {
  MAIL_TO, SMTP_TIMEOUT, contact, loggedOutcomes, pool, post, queueCounts, quote, readMails, runOutbox, settle, startWorld,
  waitForWorkersIdle,
} from '../harness/test-stack.mjs';
import { naughtyRequests, send } from '../../tools/drill/hostile-input.mjs';
import { logFigures } from '../../tools/drill/logs.mjs';
import { rawAttacks, structuralAttacks } from '../../tools/drill/structural-attacks.mjs';

/** Every n-th item, so the sample spans every group of the list. */
const every = (list, count) => Array.from({ length: count }, (_, i) => list[Math.floor((i * list.length) / count)]);

describe('drill, fast subset: hostile input', () => {
  let world;
  let results;
  before(async () => {
    world = await startWorld({ parseMail: false });
    const lists = { naughty: [naughtyRequests(), 50], structural: [structuralAttacks(), 12], raw: [rawAttacks(), 4] };
    // The checks below hold for every answer: there must be answers to hold for.
    for (const [name, [list, count]] of Object.entries(lists)) assert.ok(list.length >= count, `${name}: ${list.length} requests`);
    const sample = Object.values(lists).flatMap(([list, count]) => every(list, count));
    results = await pool(sample.map((r) => () => send(world, r)), 4);
  });
  after(async () => { await world?.stop(); });

  test('no 5xx and no lost connection', () => {
    const bad = results.filter((r) => r.status === 0 || r.status >= 500);
    assert.deepEqual(bad, []);
  });

  test('every answer is the endpoint\'s JSON answer', () => {
    const bad = results.filter((r) => r.problem);
    assert.deepEqual(bad, []);
  });

  test('what was answered 200 is stored (or was a honeypot post), and php-fpm logged no PHP warning', async () => {
    const counts = await settle(world);
    const stored = (counts.enquiries.accepted ?? 0) + ((await loggedOutcomes(world.stack.storageDir)).spam ?? 0);
    assert.equal(stored, results.filter((r) => r.status === 200).length);
    const logs = await logFigures(world);
    assert.equal(logs.phpProblems, 0, logs.phpSample.join('\n'));
  });
});

describe('drill, fast subset: SMTP outage and recovery', () => {
  let world;
  before(async () => { world = await startWorld({ parseMail: false }); });
  after(async () => { await world?.stop(); });

  const enquiries = (prefix, n) => Array.from({ length: n }, (_, i) => (i % 2 ? quote : contact)({ to: `${prefix}-${i}@example.org` }));
  const sendAll = (payloads) => pool(payloads.map((p) => () => post(world, p)), 4);

  test('accepted while SMTP refuses, then while it never answers, delivered once after recovery', async () => {
    world.sink.setMode('refuse');
    const refused = await sendAll(enquiries('refused', 4));
    await rm(join(world.stack.storageDir, 'smtp-paused'), { force: true }); // none after quick refusals
    world.sink.setMode('blackhole');
    const blackholed = await sendAll(enquiries('blackholed', 4));
    for (const res of [...refused, ...blackholed]) assert.deepEqual([res.status, res.json], [200, { success: true }]);
    for (const res of blackholed) assert.ok(res.ms < SMTP_TIMEOUT * 1000, `answered in ${res.ms} ms`);

    const during = await runOutbox(world);
    assert.equal(during.code, 2, during.stdout + during.stderr);
    assert.equal(world.sink.messages.length, 0);

    world.sink.setMode('accept');
    await waitForWorkersIdle(world, { timeoutMs: (SMTP_TIMEOUT + 10) * 1000 }); // the endpoint's own attempts at the blackhole end
    const recovery = await runOutbox(world);
    assert.equal(recovery.code, 0, recovery.stdout + recovery.stderr);
    assert.match(recovery.stdout, /16 sent, 0 failed, 0 queued/);
    assert.match((await runOutbox(world)).stdout, /0 sent, 0 failed, 0 queued/);

    const mails = await readMails(world.sink.messages);
    const staff = mails.filter((m) => m.kind === 'staff');
    const acks = mails.filter((m) => m.kind === 'ack');
    assert.equal(new Set(staff.map((m) => m.enquiryId)).size, 8, 'every accepted enquiry reached staff');
    assert.equal(staff.length, 8, 'no duplicate');
    assert.equal(new Set(acks.map((m) => m.envelope.rcptTo.join())).size, 8);
    assert.equal(acks.length, 8, 'no duplicate acknowledgement');
    for (const mail of staff) assert.deepEqual(mail.envelope.rcptTo, [MAIL_TO]);
    const counts = await queueCounts(world.stack.storageDir);
    assert.deepEqual(counts.messages, { sent: 16 });
    const logs = await logFigures(world);
    assert.equal(logs.phpProblems, 0, logs.phpSample.join('\n'));
  });
});
