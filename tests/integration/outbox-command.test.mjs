// The queue command as the sales team and `npm start` use it: `npm run outbox` (scripts/outbox.mjs)
// with npm start's settings, its CSV export, and the timer that runs it like the cron line.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { after, before, describe, test } from 'node:test';
import { startOutboxTimer } from '../../scripts/stack/outbox-command.mjs';
import {
  assertJsonAnswer, contact, post, queueCounts, quote, repoRoot, startWorld, waitFor, waitForIdle,
} from '../harness/test-stack.mjs';

/** `node scripts/outbox.mjs ...args` (what `npm run outbox -- ...args` runs) with `env` on top. */
function npmRunOutbox(args, env) {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['scripts/outbox.mjs', ...args], { cwd: repoRoot, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => { stdout += c; });
    child.stderr.on('data', (c) => { stderr += c; });
    child.on('close', (code) => done({ code, stdout, stderr }));
  });
}

describe('npm run outbox', () => {
  let world;
  let env;
  before(async () => {
    world = await startWorld({ env: { ACK_ENABLED: '0' }, parseMail: false });
    // npm start's settings, pointed at this world's queue and SMTP server.
    env = { STORAGE_DIR: world.stack.storageDir, SMTP_PORT: String(world.sink.port) };
  });
  after(async () => { await world?.stop(); });

  test('sends what is queued, with the same settings as npm start', async () => {
    world.sink.setMode('refuse');
    assertJsonAnswer(assert, await post(world, contact({ name: 'Queued Visitor' })), 200);
    await waitForIdle(world);
    const during = await npmRunOutbox([], env);
    assert.equal(during.code, 2, during.stdout + during.stderr);
    world.sink.setMode('accept');
    const run = await npmRunOutbox([], env);
    assert.equal(run.code, 0, run.stdout + run.stderr);
    assert.match(run.stdout, /1 sent, 0 failed, 0 queued/);
    assert.equal(world.sink.messages.length, 1);
  });

  test('--list shows the queue', async () => {
    const run = await npmRunOutbox(['--list'], env);
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /^ENQUIRY\s+FLAG\s+STATE/);
  });

  test('--export csv gives the sales team every enquiry, with formulas defused', async () => {
    assertJsonAnswer(assert, await post(world, quote({ name: 'Grace Hopper', requirement: '=1+1, "quoted"\nnext line' })), 200);
    await waitForIdle(world);
    const run = await npmRunOutbox(['--export', 'csv'], env);
    assert.equal(run.code, 0, run.stderr);
    const lines = run.stdout.split('\r\n');
    assert.equal(lines[0], '\ufeffenquiry,received_utc,kind,name,email,phone,message,delivery');
    assert.match(run.stdout, /,contact,Queued Visitor,visitor-\d+@example\.org,,Please call me back\.,sent\r\n/);
    assert.match(run.stdout, /,quote,Grace Hopper,visitor-\d+@example\.org,9876543210,"'=1\+1, ""quoted""\nnext line",sent\r\n/);
    assert.equal(run.stdout.endsWith('\r\n'), true);
  });

  test('an unknown option is an error', async () => {
    const run = await npmRunOutbox(['--export', 'xlsx'], env);
    assert.equal(run.code, 1);
    assert.match(run.stderr, /Usage/);
  });
});

describe('the outbox timer of npm start', () => {
  let world;
  before(async () => { world = await startWorld({ env: { ACK_ENABLED: '0' }, parseMail: false }); });
  after(async () => { await world?.stop(); });

  test('sends what an outage left queued, with no new enquiry and no cron', async () => {
    world.sink.setMode('refuse');
    assertJsonAnswer(assert, await post(world, contact()), 200);
    await waitForIdle(world);
    world.sink.setMode('accept');
    const lines = [];
    const timer = startOutboxTimer(world.env, { intervalMs: 300, log: (line) => lines.push(line) });
    try {
      await waitFor(() => world.sink.messages.length === 1, { timeoutMs: 10000, what: 'the timer to send the mail' });
    } finally {
      await timer.stop();
    }
    assert.deepEqual((await queueCounts(world.stack.storageDir)).messages, { sent: 1 });
    assert.ok(lines.some((line) => /1 sent, 0 failed, 0 queued/.test(line)), lines.join('\n'));
  });
});
