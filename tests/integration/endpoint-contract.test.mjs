// The endpoint's answers (docs/endpoint.md), case by case, against nginx + php-fpm + siteverify stub + SMTP sink.
import assert from 'node:assert/strict';
import { createHash, createHmac } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import {
  CAPTCHA_SECRET, ENDPOINT, assertJsonAnswer, contact, http, listQueue, nextIp, post, quote, startWorld,
  waitForDelivery, waitForWorkersIdle,
} from '../harness/test-stack.mjs';

describe('POST /php/sendEmail.php: the contract table', () => {
  let world;
  before(async () => { world = await startWorld({ env: { RATE_LIMIT_MAX: '3' } }); });
  after(async () => { await world?.stop(); });

  /**
   * No new mail and no new queue row from `work`: nothing was claimed as received. Checked once
   * every php-fpm worker is idle again, so that work done after an answer has been done.
   */
  async function nothingReceived(work) {
    await waitForDelivery(world);
    const queued = (await listQueue(world)).length;
    const mails = world.sink.messages.length;
    const result = await work();
    await waitForWorkersIdle(world);
    assert.equal((await listQueue(world)).length, queued, 'no enquiry stored');
    assert.equal(world.sink.messages.length, mails, 'no mail sent');
    return result;
  }

  test('accepted contact enquiry and quote request: 200 success true', async () => {
    assertJsonAnswer(assert, await post(world, contact()), 200);
    assertJsonAnswer(assert, await post(world, quote()), 200);
    const res = await post(world, contact());
    assert.deepEqual(res.json, { success: true });
  });

  test('honeypot filled: 200 success true, nothing mailed, nothing stored but a log line', async () => {
    const logFile = join(world.stack.storageDir, 'logs/endpoint.log');
    const spamLines = async () => ((await readFile(logFile, 'utf8').catch(() => '')).match(/"outcome":"spam"/g) ?? []).length;
    const before = await spamLines();
    const res = await nothingReceived(() => nothingMailedNorChecked(() => post(world, contact({ website: 'http://spam.example' }))));
    assertJsonAnswer(assert, res, 200);
    assert.deepEqual(res.json, { success: true });
    assert.equal(await spamLines(), before + 1, 'logged as spam');
  });

  async function nothingMailedNorChecked(work) {
    await waitForDelivery(world);
    const mails = world.sink.messages.length;
    const calls = world.stub.calls.length;
    const result = await work();
    await waitForWorkersIdle(world);
    assert.equal(world.sink.messages.length, mails, 'no mail sent');
    assert.equal(world.stub.calls.length, calls, 'captcha not even checked');
    return result;
  }

  test('method other than POST: 405 with Allow: POST', async () => {
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const res = await http(world.stack.url, ENDPOINT, { method });
      assertJsonAnswer(assert, res, 405);
      assert.equal(res.headers.allow, 'POST', method);
    }
    const head = await http(world.stack.url, ENDPOINT, { method: 'HEAD' });
    assert.equal(head.status, 405);
    assert.equal(head.headers.allow, 'POST');
  });

  test('content type not JSON: 415', async () => {
    const body = JSON.stringify(contact());
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      assertJsonAnswer(assert, await post(world, body, { headers: { 'Content-Type': type } }), 415);
    }
    const none = await http(world.stack.url, ENDPOINT, { method: 'POST', body });
    assertJsonAnswer(assert, none, 415);
    assertJsonAnswer(assert, await post(world, contact(), {
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
    }), 200);
  });

  test('body over 32 KiB: 413 (from PHP, and from nginx past 1 MiB)', async () => {
    await nothingReceived(async () => {
      assertJsonAnswer(assert, await post(world, contact({ message: 'x'.repeat(33 * 1024) })), 413);
      assertJsonAnswer(assert, await post(world, contact({ message: 'x'.repeat(2 * 1024 * 1024) })), 413);
    });
  });

  test('not JSON, not an object, wrong field types, unknown flag, bad UTF-8: 400', async () => {
    const bodies = [
      'name=Ada&to=a@example.org',
      '{"to":"visitor@example.org",',
      '[]',
      '"contact_us"',
      'null',
      JSON.stringify(contact({ flag: 'get_free_estimate' })),
      JSON.stringify(contact({ flag: undefined })),
      JSON.stringify(contact({ name: ['Ada'] })),
      JSON.stringify(contact({ to: 42 })),
      JSON.stringify(contact({ message: { text: 'hi' } })),
      JSON.stringify(quote({ phone: 9876543210 })),
      JSON.stringify(contact({ recaptchaToken: true })),
      Buffer.concat([Buffer.from('{"flag":"contact_us","name":"'), Buffer.from([0xc3, 0x28]), Buffer.from('"}')]),
      '{"flag":"contact_us","name":"\\ud800"}',
      `${'['.repeat(600)}${']'.repeat(600)}`,
    ];
    await nothingReceived(async () => {
      for (const body of bodies) assertJsonAnswer(assert, await post(world, body), 400);
    });
  });

  test('a field breaking the rules: 422 with the browser\'s message', async () => {
    const cases = [
      [contact({ name: '' }), 'name', 'Name is required'],
      [contact({ name: '   ' }), 'name', 'Name is required'],
      [contact({ name: 'A' }), 'name', 'Name must be at least 3 characters long'],
      [contact({ name: '4Ada' }), 'name', 'Name must start with a letter and can only contain letters, spaces and dots'],
      [contact({ name: 'Ada<script>' }), 'name',
        'Name must start with a letter and can only contain letters, spaces and dots'],
      [contact({ name: 'a'.repeat(101) }), 'name', 'Name must be at most 100 characters long'],
      [contact({ to: '' }), 'to', 'Email is required'],
      [contact({ to: 'not-an-address' }), 'to', 'Please enter a valid email address'],
      [contact({ to: `${'a'.repeat(243)}@example.org` }), 'to', 'Email must be at most 254 characters long'],
      [contact({ message: ' \n ' }), 'message', 'Message is required'],
      [contact({ message: 'é'.repeat(5001) }), 'message', 'Message must be at most 5000 characters long'],
      [quote({ phone: '' }), 'phone', 'Phone number is required'],
      [quote({ phone: '98765' }), 'phone', 'Phone number must be at least 10 characters long'],
      [quote({ phone: '1234567890' }), 'phone', 'Please enter a valid phone number'],
      [quote({ phone: '98765432100' }), 'phone', 'Please enter a valid phone number'],
      [quote({ requirement: '' }), 'requirement', 'Message is required'],
      [quote({ requirement: 'r'.repeat(5001) }), 'requirement', 'Message must be at most 5000 characters long'],
      [quote({ name: '', to: '', phone: '', requirement: '' }), 'name', 'Name is required'],
    ];
    // Every case carries a token the verifier would pass: the field rules come first, so none is checked.
    const calls = world.stub.calls.length;
    await nothingReceived(async () => {
      for (const [payload, field, message] of cases) {
        const res = await post(world, payload);
        assertJsonAnswer(assert, res, 422);
        assert.equal(res.json.error, message);
        assert.equal(res.json.field, field);
      }
    });
    assert.equal(world.stub.calls.length, calls, 'no captcha verified for an enquiry its fields already refuse');
  });

  test('limits count characters, not bytes: 5000 emoji and a 100-letter name pass', async () => {
    assertJsonAnswer(assert, await post(world, contact({ name: 'a'.repeat(100), message: '😀'.repeat(5000) })), 200);
  });

  test('captcha token missing: 422 "Please complete the reCAPTCHA verification"', async () => {
    const calls = world.stub.calls.length;
    await nothingReceived(async () => {
      for (const payload of [contact({ recaptchaToken: '' }), contact({ recaptchaToken: undefined })]) {
        const res = await post(world, payload);
        assertJsonAnswer(assert, res, 422);
        assert.equal(res.json.error, 'Please complete the reCAPTCHA verification');
      }
    });
    assert.equal(world.stub.calls.length, calls, 'verifier not called without a token');
  });

  test('captcha rejected (invalid, expired or reused token): 400 asking to complete it again', async () => {
    await nothingReceived(async () => {
      for (const token of ['test-fail', 'test-expired']) {
        const res = await post(world, contact({ recaptchaToken: token }));
        assertJsonAnswer(assert, res, 400);
        assert.equal(res.json.error, 'Captcha verification failed. Please complete the reCAPTCHA again.');
      }
    });
  });

  test('the verifier gets secret, response and the client address, form-encoded', async () => {
    world.stub.clear();
    const ip = nextIp();
    await post(world, contact({ recaptchaToken: 'test-pass-form' }), { ip });
    assert.equal(world.stub.calls.length, 1);
    const [call] = world.stub.calls;
    assert.equal(call.method, 'POST');
    assert.equal(call.contentType, 'application/x-www-form-urlencoded');
    assert.deepEqual(call.form, { secret: CAPTCHA_SECRET, response: 'test-pass-form', remoteip: ip });
  });

  test('Origin not allowed, or XSRF cookie without a matching header: 403', async () => {
    const own = world.stack.url;
    await nothingReceived(async () => {
      for (const headers of [
        { Origin: 'http://evil.example' },
        { Origin: 'null' },
        { Origin: own.replace('http:', 'https:') },
        { Cookie: 'XSRF-TOKEN=abc123' },
        { Cookie: 'XSRF-TOKEN=abc123', 'X-XSRF-TOKEN': 'abc124' },
      ]) {
        assertJsonAnswer(assert, await post(world, contact(), { headers }), 403);
      }
    });
    assertJsonAnswer(assert, await post(world, contact(), { headers: { Origin: own } }), 200);
    const matching = { Origin: own, Cookie: 'other=1; XSRF-TOKEN=abc123', 'X-XSRF-TOKEN': 'abc123' };
    assertJsonAnswer(assert, await post(world, contact(), { headers: matching }), 200);
  });

  test('more than RATE_LIMIT_MAX accepted posts from one address: 429 with Retry-After', async () => {
    const ip = nextIp();
    assertJsonAnswer(assert, await post(world, contact({ name: '' }), { ip }), 422);
    for (let i = 0; i < 3; i++) assertJsonAnswer(assert, await post(world, contact(), { ip }), 200);
    const res = await nothingReceived(() => post(world, contact(), { ip }));
    assertJsonAnswer(assert, res, 429);
    const retryAfter = Number(res.headers['retry-after']);
    assert.ok(retryAfter > 590 && retryAfter <= 600, `Retry-After ${res.headers['retry-after']}`);
    assert.match(res.json.error, /try again in 10 minutes/);
    assertJsonAnswer(assert, await post(world, contact()), 200);
  });

  test('logs and storage keep an HMAC of the client address, keyed by a 0600 per-installation key', async () => {
    const ip = nextIp();
    assertJsonAnswer(assert, await post(world, contact(), { ip }), 200);
    const keyFile = join(world.stack.storageDir, 'client-hash.key');
    assert.equal((await stat(keyFile)).mode & 0o777, 0o600);
    const key = Buffer.from((await readFile(keyFile, 'utf8')).trim(), 'hex');
    assert.equal(key.length, 32);
    const log = await readFile(join(world.stack.storageDir, 'logs/endpoint.log'), 'utf8');
    assert.ok(log.includes(`"client":"${createHmac('sha256', key).update(ip).digest('hex')}"`));
    assert.ok(!log.includes(createHash('sha256').update(ip).digest('hex')), 'no unkeyed hash');
    assert.ok(!log.includes(ip));
  });

  test('X-Forwarded-For from an untrusted peer is ignored', async () => {
    // TRUSTED_PROXIES is 127.0.0.1; this client connects from 127.0.0.2, so its X-Forwarded-For
    // is not believed: the peer address is the client for the captcha check and the rate limit.
    const peer = '127.0.0.2';
    world.stub.clear();
    const forged = ['203.0.113.91', '203.0.113.92', '203.0.113.93', '203.0.113.94'];
    const answers = [];
    for (const ip of forged) answers.push(await post(world, contact(), { ip, localAddress: peer }));
    assert.deepEqual(world.stub.calls.map((c) => c.form.remoteip), [peer, peer, peer]);
    assert.deepEqual(answers.map((r) => r.status), [200, 200, 200, 429], 'one client for the rate limit');
    const key = Buffer.from((await readFile(join(world.stack.storageDir, 'client-hash.key'), 'utf8')).trim(), 'hex');
    const log = await readFile(join(world.stack.storageDir, 'logs/endpoint.log'), 'utf8');
    assert.ok(log.includes(`"client":"${createHmac('sha256', key).update(peer).digest('hex')}"`));
    for (const ip of forged) assert.ok(!log.includes(createHmac('sha256', key).update(ip).digest('hex')), ip);
  });

  test('X-Forwarded-For from a trusted proxy: the right-most untrusted entry is the client', async () => {
    // The peer is 127.0.0.1 (trusted here); a client may forge the left-most entries of the chain,
    // never the one the proxy appended.
    world.stub.clear();
    const real = nextIp();
    await post(world, contact(), { ip: `203.0.113.99, ${real}` });
    assert.equal(world.stub.calls[0].form.remoteip, real);
  });

  for (const [mode, label] of [['unreachable', 'unreachable'], ['5xx', 'answering 5xx'],
    ['garbage', 'answering garbage'], ['slow', 'slower than 5 s']]) {
    test(`captcha verifier ${label}: 503, nothing claimed as received`, async () => {
      world.stub.setMode(mode);
      try {
        const res = await nothingReceived(() => post(world, contact()));
        assertJsonAnswer(assert, res, 503);
        assert.match(res.json.error, /try again later/i);
        // The answer's own time (res.ms), not the queue checks around it, which a busy machine slows.
        if (mode === 'slow') assert.ok(res.ms < 7000, `gave up after about 5 s, not ${Math.round(res.ms)} ms`);
      } finally {
        world.stub.setMode('ok');
      }
    });
  }

  test('every answer is JSON whatever the input', async () => {
    for (const body of ['', ' ', '\u0000', '{"flag":"contact_us","name":"\u0000"}', '{}', '1e999',
      JSON.stringify(contact({ name: 'Ada\u0000' })), JSON.stringify({ ...contact(), extra: { deep: [1, 2] } })]) {
      const res = await post(world, body);
      assert.ok([200, 400, 422].includes(res.status), `${JSON.stringify(body)} → ${res.status}`);
      assertJsonAnswer(assert, res, res.status);
    }
  });
});

describe('storage not writable', () => {
  let world;
  let blocker;
  before(async () => {
    blocker = await mkdtemp(join(tmpdir(), 'blocked-storage-'));
    await writeFile(join(blocker, 'file'), 'a file where the storage folder should be');
    world = await startWorld({ storageDir: join(blocker, 'file', 'storage') });
  });
  after(async () => {
    await world?.stop();
    await rm(blocker, { recursive: true, force: true });
  });

  test('503, nothing claimed as received, nothing mailed', async () => {
    const res = await post(world, contact());
    assertJsonAnswer(assert, res, 503);
    assert.match(res.json.error, /try again later/i);
    await waitForWorkersIdle(world);
    assert.equal(world.sink.messages.length, 0);
  });

  test('the answers that need no storage keep the contract: honeypot 200, field rules 422, no token 422', async () => {
    const honeypot = await post(world, contact({ website: 'http://spam.example' }));
    assertJsonAnswer(assert, honeypot, 200);
    assert.deepEqual(honeypot.json, { success: true });
    const invalid = await post(world, contact({ name: 'A' }));
    assertJsonAnswer(assert, invalid, 422);
    assert.equal(invalid.json.field, 'name');
    assertJsonAnswer(assert, await post(world, contact({ recaptchaToken: '' })), 422);
    assertJsonAnswer(assert, await post(world, quote({ phone: '12' })), 422);
    await waitForWorkersIdle(world);
    assert.equal(world.stub.calls.length, 0, 'the verifier is never asked for a post that cannot be stored');
    assert.equal(world.sink.messages.length, 0);
  });
});
