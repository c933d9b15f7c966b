// What really arrives at the SMTP server: recipients from the envelope, headers, bodies.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import {
  ENQUIRY_ID, MAIL_FROM, MAIL_TO, assertJsonAnswer, contact, post, quote, startWorld, waitFor, waitForDelivery,
  waitForWorkersIdle,
} from '../harness/test-stack.mjs';

describe('mail delivery', () => {
  let world;
  before(async () => { world = await startWorld({ env: { RATE_LIMIT_MAX: '0' } }); });
  after(async () => { await world?.stop(); });
  beforeEach(async () => {
    await waitForDelivery(world);
    world.sink.clear();
  });

  /** Posts, expects 200, waits for `count` mails and returns them staff mail first. */
  async function submit(payload, count = 2) {
    assertJsonAnswer(assert, await post(world, payload), 200);
    await waitFor(() => world.sink.messages.length >= count, { what: `${count} mails` });
    await waitForWorkersIdle(world);
    assert.equal(world.sink.messages.length, count, 'no extra mails');
    const staff = world.sink.messages.find((m) => m.envelope.rcptTo.includes(MAIL_TO));
    const ack = world.sink.messages.find((m) => m !== staff);
    return { staff, ack };
  }

  const headerBlock = (mail) => mail.raw.split(/\r?\n\r?\n/)[0];

  test('staff notification: to MAIL_TO only, from MAIL_FROM, Reply-To the visitor', async () => {
    const { staff } = await submit(contact({ to: 'reply.here@example.org' }));
    assert.deepEqual(staff.envelope.rcptTo, [MAIL_TO]);
    assert.equal(staff.envelope.mailFrom, MAIL_FROM);
    assert.equal(staff.headers.get('from').value[0].address, MAIL_FROM);
    assert.equal(staff.headers.get('to').value[0].address, MAIL_TO);
    assert.equal(staff.headers.get('reply-to').value[0].address, 'reply.here@example.org');
    assert.equal(staff.headers.get('reply-to').value[0].name, 'Ada Lovelace');
    assert.equal(staff.headers.get('cc'), undefined);
    assert.equal(staff.headers.get('bcc'), undefined);
  });

  test('subject tells a contact enquiry from a quote request', async () => {
    const { staff: contactMail } = await submit(contact());
    await waitForDelivery(world);
    world.sink.clear();
    const { staff: quoteMail } = await submit(quote());
    assert.match(contactMail.subject, /^Contact enquiry from Ada Lovelace \[\d{8}-\d{6}-[0-9a-f]{8}\]$/);
    assert.match(quoteMail.subject, /^Quote request from Ada Lovelace \[\d{8}-\d{6}-[0-9a-f]{8}\]$/);
  });

  test('body holds every submitted field, the enquiry id and the time', async () => {
    const { staff } = await submit(quote({ name: 'Grace Hopper', to: 'grace@example.net', phone: '7012345678',
      requirement: 'A booking system\nwith two languages.' }));
    const id = staff.subject.match(ENQUIRY_ID)[0];
    for (const part of [staff.text, staff.html]) {
      for (const value of ['Grace Hopper', 'grace@example.net', '7012345678', 'A booking system', 'with two languages.', id]) {
        assert.ok(part.includes(value), `${value} in ${part === staff.text ? 'text' : 'html'} part`);
      }
      assert.match(part, /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC/);
    }
    assert.equal(staff.headers.get('x-enquiry-id'), id);
  });

  test('the HTML part escapes what the visitor typed', async () => {
    const message = '<script>alert("x")</script> <img src=x onerror=alert(1)> & <b>bold</b>';
    const { staff } = await submit(contact({ message }));
    assert.ok(!staff.html.includes('<script>'), 'no live script tag');
    assert.ok(!staff.html.includes('<img'), 'no live img tag');
    assert.ok(!staff.html.includes('<b>bold'), 'no live markup');
    assert.ok(staff.html.includes('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;'));
    assert.ok(staff.text.includes(message), 'the text part keeps the message as typed');
  });

  test('acknowledgement: one mail to the visitor only, fixed text, nothing the visitor typed', async () => {
    const { ack } = await submit(contact({ to: 'zed@example.org', name: 'Zed Quux', message: 'Uniquely worded request' }));
    assert.deepEqual(ack.envelope.rcptTo, ['zed@example.org']);
    assert.equal(ack.headers.get('from').value[0].address, MAIL_FROM);
    assert.equal(ack.subject, 'We have received your enquiry');
    assert.match(ack.text, /within 1 working day/);
    for (const typed of ['Zed', 'Quux', 'Uniquely', 'zed@example.org']) {
      assert.ok(!headerBlock(ack).replace(/^To:.*$/m, '').includes(typed) && !ack.text.includes(typed), typed);
    }
    await waitForDelivery(world);
    world.sink.clear();
    const { ack: other } = await submit(quote({ name: 'Someone Else' }));
    assert.equal(other.text, ack.text, 'same fixed text for every enquiry');
  });

  test('acknowledgement: marked as an automatic answer, and one per address a day', async () => {
    const { staff, ack } = await submit(contact({ to: 'once-a-day@example.org' }));
    assert.equal(ack.headers.get('auto-submitted'), 'auto-replied', 'RFC 3834');
    assert.equal(ack.headers.get('x-auto-response-suppress'), 'All');
    assert.equal(staff.headers.get('auto-submitted'), undefined);
    for (const to of ['once-a-day@example.org', 'Once-A-Day@Example.ORG', 'once-a-day+again@example.org']) {
      await waitForDelivery(world);
      world.sink.clear();
      const { staff: again, ack: none } = await submit(contact({ to, name: 'Ada Again' }), 1);
      assert.match(again.subject, /^Contact enquiry from Ada Again/, `${to}: staff still get the enquiry`);
      assert.equal(none, undefined, `${to}: no second acknowledgement`);
    }
  });

  test('CR/LF in name or e-mail cannot add recipients or headers', async () => {
    for (const payload of [
      contact({ name: 'Ada\r\nBcc: evil@example.net' }),
      contact({ name: 'Ada\nCc: evil@example.net' }),
      contact({ to: 'crlf@example.org\r\nBcc: evil@example.net' }),
      contact({ to: 'crlf@example.org%0d%0aBcc:evil@example.net' }),
      quote({ phone: '9876543210\r\nBcc: evil@example.net' }),
    ]) {
      assertJsonAnswer(assert, await post(world, payload), 422);
    }
    await waitForWorkersIdle(world);
    assert.equal(world.sink.messages.length, 0, 'refused, nothing sent');

    // Surrounding CR/LF is trimmed (as the browser does); the address itself stays clean.
    const { staff, ack } = await submit(contact({ to: '\r\ncrlf@example.org\r\n' }));
    assert.deepEqual(staff.envelope.rcptTo, [MAIL_TO]);
    assert.deepEqual(ack.envelope.rcptTo, ['crlf@example.org']);
  });

  test('CR/LF and header lines in the message stay in the body', async () => {
    const message = 'Hello\r\nBcc: evil@example.net\r\nSubject: hijacked\r\n\r\nContent-Type: text/html\r\n<b>x</b>';
    const { staff, ack } = await submit(contact({ message }));
    for (const mail of [staff, ack]) {
      assert.equal(mail.envelope.rcptTo.length, 1);
      assert.ok(!mail.envelope.rcptTo.includes('evil@example.net'));
      assert.doesNotMatch(headerBlock(mail), /^(Bcc|Cc):/mi);
      assert.doesNotMatch(headerBlock(mail), /hijacked/);
    }
    assert.match(staff.subject, /^Contact enquiry from Ada Lovelace/);
    assert.ok(staff.text.includes('Bcc: evil@example.net'), 'kept as text in the body');
  });

  test('an address the browser accepts but SMTP tools refuse still reaches staff (no Reply-To, no ack)', async () => {
    const { staff } = await submit(contact({ to: 'a..b@example.org' }), 1);
    assert.deepEqual(staff.envelope.rcptTo, [MAIL_TO]);
    assert.equal(staff.headers.get('reply-to'), undefined);
    assert.ok(staff.text.includes('a..b@example.org'));
  });
});
