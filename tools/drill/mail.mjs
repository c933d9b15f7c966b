// Looks at what reached the SMTP server: the header block exactly as sent (unfolded, in order)
// and the decoded parts (mailparser), for the header-injection and escaping checks.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { repoRoot } from '../../scripts/lib/stack.mjs';

const require = createRequire(join(repoRoot, 'package.json'));
const { simpleParser } = require('mailparser');

/** [[name, value], ...] of the raw header block, continuation lines joined. */
export function rawHeaders(raw) {
  const end = raw.indexOf('\r\n\r\n');
  const block = end >= 0 ? raw.slice(0, end) : raw;
  const headers = [];
  for (const line of block.split('\r\n')) {
    if (/^[ \t]/.test(line) && headers.length > 0) {
      headers[headers.length - 1][1] += line;
    } else {
      const colon = line.indexOf(':');
      headers.push(colon > 0 ? [line.slice(0, colon), line.slice(colon + 1).trim()] : [line, null]);
    }
  }
  return headers;
}

/** A received mail: envelope, header list, kind (staff|ack), enquiry id, decoded text and HTML. */
export async function readMail(message) {
  const headers = rawHeaders(message.raw);
  const get = (name) => headers.find(([n]) => n.toLowerCase() === name.toLowerCase())?.[1] ?? null;
  const parsed = await simpleParser(message.raw);
  const enquiryId = get('X-Enquiry-Id');
  return {
    envelope: message.envelope,
    headers,
    kind: enquiryId ? 'staff' : 'ack',
    enquiryId,
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
    raw: message.raw,
  };
}

export const readMails = (messages) => Promise.all(messages.map(readMail));
