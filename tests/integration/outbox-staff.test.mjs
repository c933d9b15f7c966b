// The queue command as README tells the sales team to run it, through npm itself: the export as a
// clean file (`--output`, or `npm run -s` with a redirect) that Excel on Windows reads as UTF-8, and
// `--list N` showing the newest N enquiries whatever mails each has.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { assertJsonAnswer, post, quote, contact, repoRoot, startWorld, waitForDelivery } from '../harness/test-stack.mjs';

/** `npm <args>` as typed in a shell in `cwd` (npm finds the project above it), with `env` on top. */
function npm(args, env, cwd = repoRoot) {
  return new Promise((done) => {
    const child = spawn('npm', args, { cwd, env: { ...process.env, ...env } });
    const out = [];
    let stderr = '';
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => { stderr += chunk; });
    child.on('close', (code) => done({ code, stdout: Buffer.concat(out), stderr }));
  });
}

const HEADER = 'enquiry,received_utc,kind,name,email,phone,message,delivery\r\n';
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

describe('npm run outbox for the sales team', () => {
  let world;
  let env;
  let dir;
  before(async () => {
    world = await startWorld({ env: { ACK_ENABLED: '1' }, parseMail: false });
    env = { STORAGE_DIR: world.stack.storageDir, SMTP_PORT: String(world.sink.port) };
    assertJsonAnswer(assert, await post(world, contact({ name: 'Asha Verma' })), 200);
    // Enquiries are ordered by the second they arrived in: the quote comes a second later.
    await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 50));
    assertJsonAnswer(assert, await post(world, quote({ name: 'अमित कुमार', requirement: 'Budget ₹5 lakh, ready by Diwali' })), 200);
    await waitForDelivery(world);
    // A folder inside the checkout, so that npm is started below the project, as from a shell.
    await mkdir(join(repoRoot, '.data'), { recursive: true });
    dir = await mkdtemp(join(repoRoot, '.data', 'outbox-export-'));
  });
  after(async () => {
    await world?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  test('`npm run outbox -- --export csv --output enquiries.csv` writes a clean UTF-8 file with a BOM, beside the shell', async () => {
    const run = await npm(['run', 'outbox', '--', '--export', 'csv', '--output', 'enquiries.csv'], env, dir);
    assert.equal(run.code, 0, run.stderr);
    const file = join(dir, 'enquiries.csv');
    const bytes = await readFile(file);
    assert.deepEqual(bytes.subarray(0, 3), BOM, 'starts with the UTF-8 byte order mark Excel needs');
    const text = bytes.subarray(3).toString('utf8');
    assert.ok(text.startsWith(HEADER), text.slice(0, 200));
    assert.doesNotMatch(text, /^> /m, 'none of npm\'s own lines');
    assert.match(text, /,contact,Asha Verma,visitor-\d+@example\.org,,Please call me back\.,sent\r\n/);
    assert.match(text, /,quote,अमित कुमार,visitor-\d+@example\.org,9876543210,"Budget ₹5 lakh, ready by Diwali",sent\r\n/);
    assert.equal(text.split('\r\n').length, 4, 'the header, two enquiries and the last line end');
    assert.equal((await stat(file)).mode & 0o777, 0o600, 'what visitors sent: the owner\'s only');
  });

  test('`npm run -s outbox -- --export csv > enquiries.csv`: the same file through a redirect', async () => {
    const run = await npm(['run', '-s', 'outbox', '--', '--export', 'csv'], env);
    assert.equal(run.code, 0, run.stderr);
    assert.deepEqual(run.stdout.subarray(0, 3), BOM);
    assert.ok(run.stdout.subarray(3).toString('utf8').startsWith(HEADER));
  });

  test('`npm run outbox -- --list 1` shows the newest enquiry, with both of its mails', async () => {
    const run = await npm(['run', 'outbox', '--', '--list', '1'], env);
    assert.equal(run.code, 0, run.stderr);
    const lines = run.stdout.toString('utf8').trim().split('\n');
    const rows = lines.slice(lines.findIndex((line) => line.startsWith('ENQUIRY ')) + 1).map((line) => line.split(/\s+/));
    assert.equal(rows.length, 2, run.stdout.toString());
    assert.equal(new Set(rows.map((row) => row[0])).size, 1, 'one enquiry');
    assert.deepEqual(rows.map((row) => row[1]), ['estimate', 'estimate'], 'the newest: the quote');
    assert.deepEqual(rows.map((row) => row[5]), ['staff', 'ack']);
  });
});
