// Drill 1, hostile input: every naughty string in every field of both forms, plus the structural
// attacks. Figures: requests sent, 5xx (0), answers that are not the endpoint's JSON (0), PHP
// warnings in the logs (0); and, for what got through, stored = answered 200 and every HTML mail
// part escaped.
import {
  ENDPOINT, contact, http, jsonProblem, loggedOutcomes, nextIp, pool, quote, rawHttp, readMails, settle, withWorld,
} from '../../tests/harness/test-stack.mjs';
import { formatKinds, logFigures } from './logs.mjs';
import { NAUGHTY, NAUGHTY_LIST } from './naughty-strings.mjs';
import { rawAttacks, structuralAttacks } from './structural-attacks.mjs';

export const FORM_FIELDS = {
  contact: ['to', 'name', 'message', 'recaptchaToken', 'website', 'flag'],
  quote: ['to', 'name', 'phone', 'requirement', 'recaptchaToken', 'website', 'flag'],
};

/** One request per naughty string per field of each form: [{ label, payload }]. */
export function naughtyRequests(list = NAUGHTY_LIST) {
  const out = [];
  for (const { group, value } of list) {
    for (const [form, fields] of Object.entries(FORM_FIELDS)) {
      for (const field of fields) {
        const payload = (form === 'quote' ? quote : contact)({ [field]: value });
        out.push({ label: `${group} in ${form}.${field}`, payload });
      }
    }
  }
  return out;
}

/** Sends one prepared request; returns { label, status, problem }. */
export async function send(world, request) {
  const ip = { 'X-Forwarded-For': nextIp() };
  let res;
  if (request.raw) {
    res = await rawHttp(world.stack.port, request.raw);
  } else if (request.payload) {
    res = await http(world.url, ENDPOINT, {
      method: 'POST', headers: { 'Content-Type': 'application/json', ...ip }, body: JSON.stringify(request.payload),
    });
  } else {
    res = await http(world.url, ENDPOINT, {
      method: request.method, headers: { ...ip, ...request.headers }, body: request.body, chunked: request.chunked,
    });
  }
  return { label: request.label, status: res.status, problem: jsonProblem(res, { method: request.method }) };
}

const UNESCAPED = /<(script|svg|iframe|img|a\s|x>|!\[CDATA|!DOCTYPE x|\?xml|b>)/i;

export async function run({ workers }) {
  const requests = [...naughtyRequests(), ...structuralAttacks(), ...rawAttacks()];
  return withWorld({ parseMail: false, fpmWorkers: workers }, async (world) => {
    const started = Date.now();
    const results = await pool(requests.map((r) => () => send(world, r)), workers);
    const seconds = (Date.now() - started) / 1000;
    const counts = await settle(world, { timeoutMs: 60000 });
    const mails = await readMails(world.sink.messages);
    const logs = await logFigures(world);

    const byStatus = {};
    for (const r of results) byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
    const fiveXX = results.filter((r) => r.status >= 500 || r.status === 0);
    const notJson = results.filter((r) => r.problem);
    const ok200 = byStatus[200] ?? 0;
    // Honeypot posts are answered 200 and leave a log line only.
    const stored = (counts.enquiries.accepted ?? 0) + ((await loggedOutcomes(world.stack.storageDir)).spam ?? 0);
    const staff = mails.filter((m) => m.kind === 'staff');
    const unescaped = staff.filter((m) => UNESCAPED.test(m.html));
    const structural = requests.length - naughtyRequests().length;

    return {
      name: 'hostile',
      title: '1. Hostile input',
      figures: [
        { label: 'requests sent', value: results.length, budget: '≥ 500', ok: results.length >= 500 },
        { label: '5xx answers (or no answer)', value: fiveXX.length, budget: '0', ok: fiveXX.length === 0 },
        { label: 'answers that are not the JSON answer', value: notJson.length, budget: '0', ok: notJson.length === 0 },
        { label: 'PHP warnings/notices/errors in php-fpm\'s log', value: logs.phpProblems, budget: '0', ok: logs.phpProblems === 0 },
        { label: 'answered 200 / stored (accepted) + honeypot (logged only)', value: `${ok200} / ${stored}`, ok: ok200 === stored },
        { label: 'mails left unsent after the run', value: (counts.messages.queued ?? 0) + (counts.messages.sending ?? 0) },
        { label: 'staff mails whose HTML part has unescaped markup', value: unescaped.length, budget: '0', ok: unescaped.length === 0 },
      ],
      notes: [
        `${NAUGHTY_LIST.length} naughty strings in ${Object.keys(NAUGHTY).length} groups (${Object.keys(NAUGHTY).join(', ')}), each in every field of both forms (${FORM_FIELDS.contact.length} + ${FORM_FIELDS.quote.length} fields): ${naughtyRequests().length} requests; ${structural} structural attacks (nesting, huge numbers, invalid UTF-8, NUL bytes, duplicate keys, wrong types, bodies up to 5 MiB and chunked, 19 methods, 16 content types, odd headers, 17 raw requests no client would form). Sent ${workers} at a time in ${seconds.toFixed(1)} s.`,
        `Statuses: ${Object.entries(byStatus).map(([s, n]) => `${s}: ${n}`).join(', ')}.`,
        `nginx error log: ${formatKinds(logs.nginxKinds)}.`,
        ...fiveXX.slice(0, 5).map((r) => `5xx: ${r.label} → ${r.status}`),
        ...notJson.slice(0, 5).map((r) => `not JSON: ${r.label} → ${r.status} ${r.problem}`),
        ...logs.phpSample.map((line) => `php-fpm: ${line}`),
        ...unescaped.slice(0, 3).map((m) => `unescaped markup in ${m.enquiryId}: ${m.html.match(UNESCAPED)?.[0]}`),
      ],
    };
  });
}
