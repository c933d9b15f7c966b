// What the endpoint leaves in STORAGE_DIR: files only their owner can read, and (run as root,
// like npm start and these tests on CI) that owner is php-fpm's unprivileged pool user, as in
// production, so that a permission mistake shows here rather than on the server.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import {
  assertJsonAnswer, contact, post, quote, repoRoot, runOutbox, startWorld, waitForDelivery,
} from '../harness/test-stack.mjs';

async function tree(dir) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    out.push({ path, name: entry.name, dir: entry.isDirectory(), ...(await stat(path)) });
    if (entry.isDirectory()) out.push(...await tree(path));
  }
  return out;
}

describe('storage files', () => {
  let world;
  before(async () => {
    world = await startWorld();
    assertJsonAnswer(assert, await post(world, contact()), 200);
    assertJsonAnswer(assert, await post(world, quote()), 200);
    await waitForDelivery(world);
    assert.equal((await runOutbox(world, ['--list'])).code, 0);
  });
  after(async () => { await world?.stop(); });

  // SQLite removes the -wal and -shm files when its last connection closes; while they exist they
  // have the database's mode (php/tests/Storage/DatabaseTest.php checks them).
  test('every file is 0600 and every folder 0700, the database and the log included', async () => {
    const items = await tree(world.stack.storageDir);
    const names = items.map((i) => i.name);
    for (const name of ['outbox.sqlite', 'endpoint.log', 'client-hash.key', 'sender.lock', 'outbox.lock']) {
      assert.ok(names.includes(name), `${name} exists (${names.join(', ')})`);
    }
    for (const item of items) {
      assert.equal((item.mode & 0o777).toString(8), item.dir ? '700' : '600', item.path);
    }
    assert.equal(((await stat(world.stack.storageDir)).mode & 0o777).toString(8), '700');
  });

  test('php-fpm\'s workers are not root, and they own the storage', { skip: process.getuid() !== 0 && 'not root' }, async () => {
    const pids = await world.workerPids();
    assert.ok(pids.length > 0);
    for (const pid of pids) {
      const uid = Number(/^Uid:\s+(\d+)/m.exec(await readFile(`/proc/${pid}/status`, 'utf8'))[1]);
      assert.notEqual(uid, 0, `worker ${pid} runs as root`);
      assert.equal(uid, world.stack.poolUser.uid);
    }
    for (const item of await tree(world.stack.storageDir)) {
      assert.equal(item.uid, world.stack.poolUser.uid, `${item.path} is the pool user's`);
    }
  });
});

describe('outbox.php run by root on a fresh storage folder', { skip: process.getuid() !== 0 && 'not root' }, () => {
  let world;
  before(async () => { world = await startWorld(); });
  after(async () => { await world?.stop(); });

  /** outbox.php as an administrator would type it: as root, not as the storage folder's owner. */
  const asRoot = (args) => new Promise((done) => {
    execFile('php', [join(repoRoot, 'php/bin/outbox.php'), ...args], { env: { ...process.env, ...world.env, ENV_FILE: '/dev/null' } },
      (error, stdout, stderr) => done({ code: error ? error.code : 0, stdout, stderr }));
  });

  test('works as the folder\'s owner: every file it makes is the pool user\'s, and the endpoint keeps working', async () => {
    const run = await asRoot(['--list', '1']);
    assert.equal(run.code, 0, run.stderr);
    const items = await tree(world.stack.storageDir);
    assert.ok(items.some((item) => item.name === 'outbox.sqlite'), 'the queue was made by the command');
    for (const item of items) assert.equal(item.uid, world.stack.poolUser.uid, `${item.path} is the pool user's`);
    assertJsonAnswer(assert, await post(world, contact()), 200);
    await waitForDelivery(world);
  });
});
