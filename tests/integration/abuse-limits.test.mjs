// What a bot gets out of the endpoint through nginx + php-fpm: honeypot posts leave nothing on
// disk, the rate limit sees one client however its address is written (IPv6 /64, spellings,
// IPv4-mapped, a port in X-Forwarded-For), failed attempts have a limit of their own that stops
// them before the captcha verifier is asked, and a token solved on another site does not pass.
import assert from 'node:assert/strict';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import {
  assertJsonAnswer, contact, pool, post, startWorld, withWorld,
} from '../harness/test-stack.mjs';

/** `fn(path)`, or null when the file went away meanwhile (SQLite removes its -shm and -wal files
 * when the last connection closes, which a sender in another process may do at any moment). */
async function ifStill(fn, path) {
  try {
    return await fn(path);
  } catch (error) {
    if (error.code === 'ENOENT') return null;
    throw error;
  }
}

/** Every file under `dir`, with its size. */
async function files(dir) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...await files(path));
    else {
      const info = await ifStill(stat, path);
      if (info) out.push({ path, size: info.size });
    }
  }
  return out;
}
const folderSize = async (dir) => (await files(dir)).reduce((sum, f) => sum + f.size, 0);

describe('honeypot posts', () => {
  let world;
  before(async () => { world = await startWorld({ parseMail: false }); });
  after(async () => { await world?.stop(); });

  test('20 posts of 30 KiB each store nothing of what they sent, and still answer success', async () => {
    assertJsonAnswer(assert, await post(world, contact()), 200); // the storage exists
    const storage = world.stack.storageDir;
    const before = await folderSize(storage);
    const calls = world.stub.calls.length;
    const marker = `honeypot-${Date.now()}`;
    for (let i = 0; i < 20; i++) {
      const res = await post(world, contact({ website: 'http://spam.example', message: `${marker} ${'x'.repeat(30000)}` }));
      assertJsonAnswer(assert, res, 200);
      assert.deepEqual(res.json, { success: true });
    }
    // The repeat counts take a file of fixed size (php/src/Support/RepeatFilter.php) from the first
    // post that can repeat; past that, each post costs a log line at most.
    const repeats = (await stat(join(storage, 'logs/repeats'))).size;
    assert.ok(repeats <= 128 * 1024, `logs/repeats holds ${repeats} bytes`);
    const grown = (await folderSize(storage)) - before - repeats;
    assert.ok(grown < 20 * 400, `storage grew by ${grown} bytes: a log line per post at most`);
    for (const file of await files(storage)) {
      const text = await ifStill((path) => readFile(path, 'latin1'), file.path);
      assert.ok(!text?.includes(marker), `${file.path} holds the post`);
    }
    assert.equal(world.stub.calls.length, calls, 'the captcha is not even checked');
    const log = await readFile(join(storage, 'logs/endpoint.log'), 'utf8');
    assert.equal(log.match(/"outcome":"spam"/g)?.length, 20);
  });

  test('a flood from one address is counted, not logged line by line', async () => {
    const logFile = join(world.stack.storageDir, 'logs/endpoint.log');
    const before = (await stat(logFile)).size;
    const flood = await pool(Array.from({ length: 300 }, () => () => post(world, contact({ website: 'http://spam.example' }), { ip: '198.51.100.66' })), 4);
    assert.ok(flood.every((res) => res.status === 200));
    const invalid = await pool(Array.from({ length: 100 }, () => () => post(world, contact({ name: '' }), { ip: '198.51.100.66' })), 4);
    assert.ok(invalid.every((res) => res.status === 422));
    const added = (await readFile(logFile, 'utf8')).slice(before).split('\n').filter(Boolean).map((line) => JSON.parse(line));
    // One line each for the first honeypot post and the first 422 of the minute (a minute
    // boundary may add one of each, with the count of the one before).
    assert.ok(added.length <= 4, `${added.length} lines for 400 requests:\n${added.map((l) => JSON.stringify(l)).join('\n')}`);
    assert.ok(added.some((line) => line.outcome === 'spam') && added.some((line) => line.outcome === 'rejected-422'));
  });
});

describe('rate limit: one client, however its address is written', () => {
  let world;
  before(async () => {
    world = await startWorld({ parseMail: false, env: { RATE_LIMIT_MAX: '2', TRUSTED_PROXIES: '127.0.0.1' } });
  });
  after(async () => { await world?.stop(); });

  const statuses = async (hops) => {
    const out = [];
    for (const ip of hops) out.push((await post(world, contact(), { ip })).status);
    return out;
  };

  test('seven addresses of one IPv6 /64 are one client', async () => {
    const hops = Array.from({ length: 7 }, (_, i) => `2001:db8:77:1::${(i + 1).toString(16)}`);
    assert.deepEqual(await statuses(hops), [200, 200, 429, 429, 429, 429, 429]);
    assert.deepEqual(await statuses(['2001:db8:77:2::1']), [200], 'the next /64 is another client');
  });

  test('spellings of one address, and IPv4 as IPv4-mapped IPv6, are one client', async () => {
    assert.deepEqual(await statuses(['2001:db8:78::1', '2001:0DB8:0078:0000:0000:0000:0000:0001', '2001:db8:78:0::1']),
      [200, 200, 429]);
    assert.deepEqual(await statuses(['198.51.100.80', '::ffff:198.51.100.80', '::FFFF:c633:6450']), [200, 200, 429]);
  });

  test('a hop with a port is that address, not the proxy', async () => {
    world.stub.clear();
    assert.deepEqual(await statuses(['10.50.0.1:1234', '10.50.0.1:5678', '10.50.0.1']), [200, 200, 429]);
    assert.deepEqual(world.stub.calls.map((c) => c.form.remoteip), ['10.50.0.1', '10.50.0.1']);
    assert.deepEqual(await statuses(['10.50.0.2:1234', '[2001:db8:79::1]:443']), [200, 200], 'others are not held up');
    assert.deepEqual(await statuses([null, null]), [200, 200], 'the proxy itself still has its own posts');
  });

  test('malformed hops share an "unknown" bucket of their own', async () => {
    assert.deepEqual(await statuses(['not-an-address', '10.50.0.300', '1.2.3.4:99999']), [200, 200, 429]);
    assert.deepEqual(await statuses(['10.50.0.3']), [200]);
  });
});

describe('failed attempts', () => {
  test('bad captchas past RATE_LIMIT_FAILED_MAX are 429 before the verifier is asked, and others go on', async () => {
    await withWorld({ parseMail: false, env: { RATE_LIMIT_FAILED_MAX: '5' } }, async (world) => {
      world.stub.setMode('slow', { slowMs: 1000 }); // a slow verifier: each check holds a worker 1 s
      const bad = Array.from({ length: 16 }, () => () => post(world, contact({ recaptchaToken: 'test-fail' }), {
        ip: '198.51.100.90',
      }));
      const answers = await pool(bad, world.fpmWorkers);
      const count = (status) => answers.filter((r) => r.status === status).length;
      // A batch already in the verifier when the limit is reached still counts: at most a pool's worth.
      assert.ok(world.stub.calls.length <= 5 + world.fpmWorkers - 1, `${world.stub.calls.length} verifier calls`);
      assert.equal(count(400) + count(429), 16);
      assert.ok(count(429) >= 16 - (5 + world.fpmWorkers - 1), `${count(429)} answered 429`);
      for (const res of answers.filter((r) => r.status === 429)) {
        assertJsonAnswer(assert, res, 429);
        assert.ok(Number(res.headers['retry-after']) > 0);
        assert.match(res.json.error, /Too many attempts/);
        assert.ok(res.ms < 900, `429 answered in ${res.ms} ms, without waiting for the verifier`);
      }
      world.stub.setMode('ok');
      assertJsonAnswer(assert, await post(world, contact(), { ip: '198.51.100.91' }), 200);
      // Past the limit a post the field rules refuse still hears why: it costs no verifier call.
      assertJsonAnswer(assert, await post(world, contact({ name: '' }), { ip: '198.51.100.90' }), 422);
      assertJsonAnswer(assert, await post(world, contact(), { ip: '198.51.100.90' }), 429);
    });
  });
});

describe('captcha hostnames', () => {
  test('a token solved on a host outside ALLOWED_ORIGINS is rejected; one solved on it passes', async () => {
    // The stand-in says every token was solved on 127.0.0.1.
    await withWorld({ parseMail: false, env: { ALLOWED_ORIGINS: 'https://www.example.com' } }, async (world) => {
      const res = await post(world, contact());
      assertJsonAnswer(assert, res, 400);
      assert.match(res.json.error, /Captcha verification failed/);
    });
    await withWorld({ parseMail: false, env: { ALLOWED_ORIGINS: 'https://www.example.com,http://127.0.0.1' } },
      async (world) => { assertJsonAnswer(assert, await post(world, contact()), 200); });
  });
});
