// Requests that attack the shape of a request rather than a field's text: nesting, numbers,
// encodings, NUL bytes, duplicate keys, wrong types, sizes, methods, content types, odd headers,
// and (as raw bytes) requests no HTTP client would send. Each: { label, method, headers, body }
// or { label, raw } for the raw ones.
import { contact, quote } from '../../tests/harness/test-stack.mjs';

const JSON_TYPE = { 'Content-Type': 'application/json' };
const valid = JSON.stringify(contact({ to: 'visitor@example.org' }));
const bytes = (...parts) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'utf8') : Buffer.from(p))));
/** A valid contact enquiry whose JSON is padded (with an unknown field) to exactly `size` bytes. */
const paddedTo = (size) => {
  const empty = JSON.stringify({ ...contact(), pad: '' });
  return JSON.stringify({ ...contact(), pad: 'x'.repeat(size - empty.length) });
};

export function structuralAttacks() {
  const list = [];
  const add = (label, body, { method = 'POST', headers = JSON_TYPE, chunked = false } = {}) => {
    list.push({ label, method, headers, body, chunked });
  };

  // Nesting.
  add('nesting: 10,000 nested arrays', `${'['.repeat(10000)}${']'.repeat(10000)}`);
  add('nesting: 10,000 nested objects', `${'{"a":'.repeat(10000)}1${'}'.repeat(10000)}`);
  add('nesting: 30,000 unclosed brackets', '['.repeat(30000));
  add('nesting: nested arrays as the name', JSON.stringify(contact({ name: [[[[[[[['Ada']]]]]]]] })));
  add('nesting: nested objects as the message', JSON.stringify(contact({ message: { a: { b: { c: { d: 'x' } } } } })));

  // Numbers.
  add('number: 1e999 as the e-mail', valid.replace('"visitor@example.org"', '1e999'));
  add('number: -1e999 in an extra field', valid.replace(/}$/, ',"x":-1e999}'));
  add('number: 2^64 as the name', valid.replace('"Ada Lovelace"', '18446744073709551616'));
  add('number: 400-digit integer as the phone', JSON.stringify(quote()).replace('"9876543210"', '1'.repeat(400)));
  add('number: 5,000-digit fraction', valid.replace(/}$/, `,"x":0.${'0'.repeat(5000)}1}`));
  add('number: flag as 1', JSON.stringify(contact({ flag: 1 })));
  add('number: phone as a number', JSON.stringify(quote({ phone: 9876543210 })));

  // Encodings.
  add('utf-8: bytes FF FE in a string', bytes('{"name":"', [0xff, 0xfe], '","flag":"contact_us"}'));
  add('utf-8: overlong slash C0 AF', bytes('{"name":"a', [0xc0, 0xaf], '","flag":"contact_us"}'));
  add('utf-8: lone continuation byte', bytes('{"message":"', [0x80], '","flag":"contact_us"}'));
  add('utf-8: truncated 3-byte sequence', bytes('{"message":"', [0xe2, 0x82], '","flag":"contact_us"}'));
  add('utf-8: encoded surrogate ED A0 80', bytes('{"message":"', [0xed, 0xa0, 0x80], '","flag":"contact_us"}'));
  add('utf-8: 5-byte sequence F8', bytes('{"message":"', [0xf8, 0x88, 0x80, 0x80, 0x80], '","flag":"contact_us"}'));
  add('utf-8: byte FF at the start of every value', bytes(...valid.split('":"').flatMap((part, i) => (i === 0 ? [part] : ['":"', [0xff], part]))));
  add('encoding: byte-order mark before the JSON', bytes([0xef, 0xbb, 0xbf], valid));
  add('encoding: UTF-16LE body', Buffer.from(valid, 'utf16le'));
  add('encoding: gzip bytes with Content-Encoding: gzip', bytes([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 3]), {
    headers: { ...JSON_TYPE, 'Content-Encoding': 'gzip' },
  });
  add('encoding: lone surrogate escape \\ud800', '{"name":"\\ud800","flag":"contact_us"}');

  // NUL bytes.
  add('nul: raw NUL between tokens', bytes('{"flag":', [0], '"contact_us"}'));
  add('nul: raw NUL inside a string', bytes('{"flag":"contact_us","name":"Ada', [0], 'Lovelace"}'));
  add('nul: a body of one NUL', bytes([0]));
  add('nul: NUL after the JSON', bytes(valid, [0]));
  add('nul: \\u0000 in every value', JSON.stringify(contact({ to: 'visitor@example.org\u0000', name: 'Ada\u0000', message: '\u0000', recaptchaToken: 'tok\u0000en' })));
  add('nul: \\u0000 as a key', JSON.stringify({ ...contact(), '\u0000': 'x' }));

  // Duplicate keys.
  add('duplicate: flag twice (contact, then estimate)', valid.replace(/}$/, ',"flag":"estimate"}'));
  add('duplicate: e-mail twice, the second invalid', valid.replace(/}$/, ',"to":"not-an-email"}'));
  add('duplicate: honeypot filled, then empty', valid.replace(/^{/, '{"website":"http://spam.example",').replace(/}$/, ',"website":""}'));
  add('duplicate: name 1,000 times', `{${'"name":"Ada Lovelace",'.repeat(1000)}"to":"visitor@example.org","message":"x","flag":"contact_us","recaptchaToken":"t"}`);

  // Wrong types, field by field, and whole bodies that are not objects.
  const fields = ['to', 'name', 'message', 'phone', 'requirement', 'recaptchaToken', 'website', 'flag'];
  const wrong = { number: 123, float: 1.5, true: true, false: false, null: null, 'empty array': [], array: ['a'], 'empty object': {}, object: { a: 'b' } };
  for (const field of fields) {
    for (const [kind, value] of Object.entries(wrong)) {
      const base = ['phone', 'requirement'].includes(field) ? quote() : contact();
      add(`type: ${field} as ${kind}`, JSON.stringify({ ...base, [field]: value }));
    }
  }
  for (const body of ['[]', '[{"flag":"contact_us"}]', '"a string"', '123', 'true', 'null', '{}', '', ' ', '\n', '\t\r\n']) {
    add(`type: the body ${JSON.stringify(body)}`, body);
  }

  // Not quite JSON.
  for (const [label, body] of [
    ['trailing comma', valid.replace(/}$/, ',}')],
    ['single quotes', valid.replace(/"/g, "'")],
    ['comment', `/* hi */${valid}`],
    ['unquoted keys', valid.replace(/"(\w+)":/g, '$1:')],
    ['NaN', valid.replace(/}$/, ',"x":NaN}')],
    ['Infinity', valid.replace(/}$/, ',"x":Infinity}')],
    ['hex number', valid.replace(/}$/, ',"x":0x10}')],
    ['trailing garbage', `${valid}x`],
    ['two objects', `${valid}${valid}`],
    ['truncated', valid.slice(0, -5)],
    ['JSONP', `callback(${valid})`],
    ['form-encoded body', 'to=visitor%40example.org&name=Ada&message=hi&flag=contact_us'],
  ]) add(`syntax: ${label}`, body);

  // Sizes (32 KiB is the endpoint's limit, 1 MiB nginx's).
  add('size: exactly 32,768 bytes (valid)', paddedTo(32768));
  add('size: 32,769 bytes', paddedTo(32769));
  add('size: 1 MiB', paddedTo(1024 * 1024));
  add('size: 1 MiB + 1', paddedTo(1024 * 1024 + 1));
  add('size: 5 MiB', paddedTo(5 * 1024 * 1024));
  add('size: 64 KiB sent chunked (no Content-Length)', paddedTo(64 * 1024), { chunked: true });
  add('size: 2 MiB sent chunked', paddedTo(2 * 1024 * 1024), { chunked: true });
  add('size: 2 KiB chunked (valid)', paddedTo(2048), { chunked: true });
  add('size: Content-Length claims 99,999,999', '{}', { headers: { ...JSON_TYPE, 'Content-Length': '99999999' } });
  add('size: Content-Length -1', '{}', { headers: { ...JSON_TYPE, 'Content-Length': '-1' } });

  // Methods.
  for (const method of ['GET', 'HEAD', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'PROPPATCH', 'MKCOL',
    'COPY', 'MOVE', 'LOCK', 'UNLOCK', 'PURGE', 'SEARCH', 'REPORT', 'LINK', 'FOO']) {
    add(`method: ${method}`, ['GET', 'HEAD', 'OPTIONS', 'TRACE'].includes(method) ? undefined : valid, { method });
  }

  // Content types.
  for (const [label, type, body = valid] of [
    ['none', null],
    ['empty', ''],
    ['text/plain', 'text/plain'],
    ['text/json', 'text/json'],
    ['form-urlencoded', 'application/x-www-form-urlencoded', 'to=visitor%40example.org&flag=contact_us'],
    ['multipart', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="flag"\r\n\r\ncontact_us\r\n--x--\r\n'],
    ['xml', 'application/xml', '<?xml version="1.0"?><flag>contact_us</flag>'],
    ['json-patch', 'application/json-patch+json'],
    ['jsonx', 'application/jsonx'],
    ['json; charset=utf-16', 'application/json; charset=utf-16', Buffer.from(valid, 'utf16le')],
    ['APPLICATION/JSON (upper case, valid)', 'APPLICATION/JSON'],
    ['application/json;;;', 'application/json;;;'],
    ['*/*', '*/*'],
    ['two types', 'application/json, text/plain'],
    ['4,000-character type', `application/json; x=${'a'.repeat(4000)}`],
  ]) {
    const headers = type === null ? {} : { 'Content-Type': type };
    add(`content type: ${label}`, body, { headers });
  }

  // Headers.
  for (const [label, headers] of [
    ['Origin of another site', { Origin: 'https://evil.example' }],
    ['Origin: null', { Origin: 'null' }],
    ['XSRF cookie without the header', { Cookie: 'XSRF-TOKEN=abc' }],
    ['XSRF cookie and a different header', { Cookie: 'XSRF-TOKEN=abc', 'X-XSRF-TOKEN': 'abd' }],
    ['XSRF cookie of 4 KiB', { Cookie: `XSRF-TOKEN=${'a'.repeat(4096)}`, 'X-XSRF-TOKEN': 'a'.repeat(4096) }],
    ['200 cookies', { Cookie: Array.from({ length: 200 }, (_, i) => `c${i}=${i}`).join('; ') }],
    ['cookie over 8 KiB', { Cookie: `a=${'b'.repeat(9000)}` }],
    ['header over 32 KiB', { 'X-Big': 'a'.repeat(33000) }],
    ['X-Forwarded-For not an address', { 'X-Forwarded-For': 'not-an-ip' }],
    ['X-Forwarded-For with 500 hops', { 'X-Forwarded-For': Array.from({ length: 500 }, (_, i) => `10.0.${i >> 8}.${i & 255}`).join(', ') }],
    ['X-Forwarded-For of injection text', { 'X-Forwarded-For': "1.2.3.4'; DROP TABLE rate_hits; --" }],
    ['X-Forwarded-Proto: gopher', { 'X-Forwarded-Proto': 'gopher' }],
    ['Expect: 100-continue', { Expect: '100-continue' }],
    ['Host of another site', { Host: 'evil.example' }],
    ['Accept: text/html only', { Accept: 'text/html' }],
  ]) add(`header: ${label}`, valid, { headers: { ...JSON_TYPE, ...headers } });

  return list;
}

/** Requests as raw bytes: what nginx must refuse before routing, still answered in JSON. */
export function rawAttacks() {
  const endpoint = '/php/sendEmail.php';
  const head = (line, extra = '') => `${line}\r\nHost: 127.0.0.1\r\n${extra}Connection: close\r\n\r\n`;
  const json = 'Content-Type: application/json\r\n';
  return [
    ['raw: CONNECT', head(`CONNECT ${endpoint} HTTP/1.1`)],
    ['raw: TRACE', head(`TRACE ${endpoint} HTTP/1.1`)],
    ['raw: lower-case method', head(`post ${endpoint} HTTP/1.1`, `${json}Content-Length: 2\r\n`) + '{}'],
    ['raw: method with a NUL', head(`PO\u0000ST ${endpoint} HTTP/1.1`)],
    ['raw: invalid chunk size', `${head(`POST ${endpoint} HTTP/1.1`, `${json}Transfer-Encoding: chunked\r\n`)}zz\r\nabc\r\n0\r\n\r\n`],
    ['raw: Content-Length and chunked together', `${head(`POST ${endpoint} HTTP/1.1`, `${json}Content-Length: 5\r\nTransfer-Encoding: chunked\r\n`)}0\r\n\r\n`],
    ['raw: two Content-Length headers', `${head(`POST ${endpoint} HTTP/1.1`, `${json}Content-Length: 2\r\nContent-Length: 3\r\n`)}{}`],
    ['raw: header without a colon', head(`POST ${endpoint} HTTP/1.1`, 'NoColonHere\r\n')],
    ['raw: folded header line', head(`POST ${endpoint} HTTP/1.1`, `${json} folded\r\n`)],
    ['raw: NUL in a header value', head(`POST ${endpoint} HTTP/1.1`, 'X-A: a\u0000b\r\n')],
    ['raw: NUL in the content type', `${head(`POST ${endpoint} HTTP/1.1`, 'Content-Type: application/json\u0000\r\nContent-Length: 2\r\n')}{}`],
    ['raw: URI of 70,000 characters', head(`GET ${endpoint}?${'a'.repeat(70000)} HTTP/1.1`)],
    ['raw: HTTP/2 preface on HTTP/1.1', 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n'],
    ['raw: HTTP/1.1 without Host', `POST ${endpoint} HTTP/1.1\r\n${json}Content-Length: 2\r\nConnection: close\r\n\r\n{}`],
    ['raw: HTTP/1.0 POST', `POST ${endpoint} HTTP/1.0\r\n${json}Content-Length: ${Buffer.byteLength(valid)}\r\n\r\n${valid}`],
    ['raw: HTTP/9.9', head(`POST ${endpoint} HTTP/9.9`)],
    ['raw: encoded path /php/sendEmail%2Ephp', head('POST /php/sendEmail%2Ephp HTTP/1.1', `${json}Content-Length: 2\r\n`) + '{}'],
    ['raw: path with ../', head(`POST /php/../php/sendEmail.php HTTP/1.1`, `${json}Content-Length: 2\r\n`) + '{}'],
  ].map(([label, text]) => ({ label, raw: Buffer.from(text, 'latin1') }));
}
