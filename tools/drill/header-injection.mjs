// Drill 2, header injection: CR/LF, bare LF/CR, Unicode line separators, encoded newlines
// (%0d%0a, &#13;&#10;, =0D=0A, \r\n as text) and SMTP smuggling attempts in every field of both
// forms. Figures: recipients in the SMTP envelope other than MAIL_TO or the visitor's own address
// (0), header lines beyond a clean mail's (0), bare CR or LF reaching SMTP (0).
import {
  MAIL_TO, contact, loggedOutcomes, pool, post, quote, readMails, settle, withWorld,
} from '../../tests/harness/test-stack.mjs';
import { FORM_FIELDS, send } from './hostile-input.mjs';
import { NAUGHTY } from './naughty-strings.mjs';

const NEWLINES = [
  ...NAUGHTY.newlines, ...NAUGHTY.headers, ...NAUGHTY.emails.filter((e) => /[\r\n%]|RCPT/.test(e)),
  ...NAUGHTY.phones.filter((p) => /[\r\n]/.test(p)),
  'x\r\nBcc: victim@attacker.example\r\nX-Injected: 1',
  'x\nBcc: victim@attacker.example\nX-Injected: 1',
  'x\rBcc: victim@attacker.example\rX-Injected: 1',
  'x%0d%0aBcc:%20victim@attacker.example%0d%0aX-Injected:%201',
  'x%250d%250aX-Injected: 1',
  'x\u0085X-Injected: 1',
  'x\u2028X-Injected: 1',
  'x\r\n\r\n<b>body takeover</b>',
  'x\n.\nMAIL FROM:<a@attacker.example>\nRCPT TO:<victim@attacker.example>\nDATA\nX-Injected: 1\n\nsmuggled\n.\n',
  'x\r\n.\r\nMAIL FROM:<a@attacker.example>\r\nRCPT TO:<victim@attacker.example>\r\nDATA\r\nX-Injected: 1\r\n\r\nsmuggled\r\n.\r\n',
  'x\r.\rRCPT TO:<victim@attacker.example>\r',
  'x\n.\r\nRCPT TO:<victim@attacker.example>\r\n',
];

export async function run({ workers }) {
  return withWorld({ parseMail: false, fpmWorkers: workers }, async (world) => {
    // Clean mails first: their header names are the allowed set.
    await post(world, contact({ to: 'clean@example.org' }));
    await post(world, quote({ to: 'clean@example.org' }));
    await settle(world);
    const clean = await readMails(world.sink.messages);
    const allowed = { staff: new Set(), ack: new Set() };
    for (const mail of clean) for (const [name] of mail.rawHeaders) allowed[mail.kind].add(name.toLowerCase());
    world.sink.clear();

    const requests = [];
    for (const value of NEWLINES) {
      for (const [form, fields] of Object.entries(FORM_FIELDS)) {
        for (const field of fields.filter((f) => f !== 'flag')) {
          requests.push({ label: `${form}.${field}`, payload: (form === 'quote' ? quote : contact)({ [field]: value }) });
        }
      }
    }
    const results = await pool(requests.map((r) => () => send(world, r)), workers);
    const counts = await settle(world, { timeoutMs: 60000 });
    const mails = await readMails(world.sink.messages);

    // The visitor addresses that were accepted (an acknowledgement may go there, nowhere else).
    const visitors = new Set(requests.filter((r, i) => results[i].status === 200).map((r) => r.payload.to.trim()));
    const extraRecipients = [];
    const extraHeaders = [];
    const repeatedHeaders = [];
    let bareLineBreaks = 0;
    for (const mail of mails) {
      const rcpt = mail.envelope.rcptTo;
      const expected = mail.kind === 'staff' ? [MAIL_TO] : rcpt.filter((r) => visitors.has(r)).slice(0, 1);
      for (const r of rcpt) if (!expected.includes(r) || rcpt.length !== 1) extraRecipients.push(r);
      const names = mail.rawHeaders.map(([n]) => n.toLowerCase());
      for (const name of names) if (!allowed[mail.kind].has(name)) extraHeaders.push(name);
      for (const name of new Set(names)) if (names.filter((n) => n === name).length > 1) repeatedHeaders.push(name);
      bareLineBreaks += (mail.raw.replace(/\r\n/g, '').match(/[\r\n]/g) ?? []).length;
    }
    const injectedText = mails.filter((m) => m.rawHeaders.some(([n, v]) => /x-injected|^bcc$|^cc$/i.test(n) || /attacker\.example/i.test(v ?? ''))).length;
    const accepted = (counts.enquiries.accepted ?? 0) - clean.filter((m) => m.kind === 'staff').length;
    const staff = mails.filter((m) => m.kind === 'staff').length;
    const honeypot = (await loggedOutcomes(world.stack.storageDir)).spam ?? 0;

    return {
      name: 'headers',
      title: '2. Header injection',
      figures: [
        { label: 'requests sent', value: results.length },
        { label: 'accepted (the text went into a mail) / honeypot (logged, nothing stored) / staff mails delivered', value: `${accepted} / ${honeypot} / ${staff}`, ok: staff === accepted },
        { label: 'mails delivered in all (staff + acknowledgements)', value: mails.length },
        { label: 'extra recipients in the SMTP envelope', value: extraRecipients.length, budget: '0', ok: extraRecipients.length === 0 },
        { label: 'extra headers (names a clean mail does not have)', value: extraHeaders.length, budget: '0', ok: extraHeaders.length === 0 },
        { label: 'headers repeated in one mail', value: repeatedHeaders.length, budget: '0', ok: repeatedHeaders.length === 0 },
        { label: 'headers carrying injected text (Bcc, Cc, X-Injected, attacker.example)', value: injectedText, budget: '0', ok: injectedText === 0 },
        { label: 'bare CR or LF reaching the SMTP server', value: bareLineBreaks, budget: '0', ok: bareLineBreaks === 0 },
        { label: '5xx answers', value: results.filter((r) => r.status >= 500 || r.status === 0).length, budget: '0', ok: results.every((r) => r.status > 0 && r.status < 500) },
        { label: 'mails left unsent', value: (counts.messages.queued ?? 0) + (counts.messages.sending ?? 0) },
      ],
      notes: [
        `${NEWLINES.length} line-break payloads (CR/LF, bare LF, bare CR, U+0085, U+2028/2029, %0d%0a, %250d%250a, &#13;&#10;, =0D=0A, "\\r\\n" as text, "Bcc:"/"X-Injected:" lines, SMTP smuggling with <CR><LF>.<CR><LF>, <LF>.<LF> and <CR>.<CR>) in each of the ${FORM_FIELDS.contact.length - 1 + FORM_FIELDS.quote.length - 1} fields of both forms (flag excluded: any other value is a 400).`,
        `Names and e-mail addresses with a line break fail validation (422); messages, requirements and captcha tokens with one are accepted and the text goes into the mail body (quoted-printable), where it is only text. Allowed headers: staff mails ${[...allowed.staff].join(', ')}; acknowledgements ${[...allowed.ack].join(', ')}.`,
        ...extraRecipients.slice(0, 5).map((r) => `extra recipient: ${r}`),
        ...extraHeaders.slice(0, 5).map((h) => `extra header: ${h}`),
      ],
    };
  });
}
