// The SMTP server of the integration tests and the drills: it answers at once, as a local MTA
// (Postfix on 127.0.0.1) would, and records what really arrived: the SMTP envelope (who really
// received the mail) and the message as sent. Written on node:net rather than a full SMTP library
// so that the sink never sets the pace: the load drill measures the endpoint, not the sink.
//
//   parse   (default true) each mail is decoded (mailparser) before the sink says 250, so a test
//           reads subject, headers and parts straight from `messages`; the drills turn it off for
//           throughput and decode later with readMails().
//   refuse  addresses answered 550 (no such user) at RCPT TO while the others are taken.
//   setMode 'accept'; 'refuse' answers 421 at connect; 'blackhole' accepts the TCP connection
//           and never says a word; 'drop-after-data' reads a whole message, then closes the
//           connection without answering it (the message goes to `dropped`, not `messages`).
//   setQuitDelay(ms)  waits before answering QUIT: a server slow to say goodbye, which holds the
//           sender between the server's 250 and the end of the conversation.
//   beforeAccept      an async function(message) awaited before the 250 to a message (a test
//           acts at that moment, e.g. makes storage fail just as the mail is taken).
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { repoRoot } from '../../scripts/repo-root.mjs';

const MODES = ['accept', 'refuse', 'blackhole', 'drop-after-data'];

export async function startSmtpSink({ port, refuse = [], parse = true }) {
  const messages = [];
  const dropped = [];
  const sockets = new Set();
  const unknownUsers = new Set(refuse.map((address) => address.toLowerCase()));
  let mode = 'accept';
  let quitDelayMs = 0;
  const sink = { beforeAccept: null };

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => { /* clients reset connections in the outage tests */ });
    if (mode === 'blackhole') return;
    if (mode === 'refuse') {
      socket.end('421 Service not available, try later\r\n');
      return;
    }
    converse(socket, {
      rcptAnswer: (address) => (unknownUsers.has(address.toLowerCase()) ? `550 5.1.1 <${address}>: no such user` : '250 Accepted'),
      received: async (message) => {
        if (mode === 'drop-after-data') {
          dropped.push(message);
          socket.destroy();
          return false;
        }
        if (sink.beforeAccept) await sink.beforeAccept(message);
        messages.push(parse ? await readMail(message) : message);
        return true;
      },
      quitDelayMs: () => quitDelayMs,
    });
  });
  await new Promise((done, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', done);
  });

  return Object.assign(sink, {
    port,
    messages,
    dropped,
    setMode(next) {
      if (!MODES.includes(next)) throw new Error(`unknown mode ${next}`);
      mode = next;
    },
    setQuitDelay(ms) { quitDelayMs = ms; },
    clear() { messages.length = 0; dropped.length = 0; },
    stop: () => new Promise((done) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => done());
    }),
  });
}

/**
 * One SMTP conversation. Replies go out in order through one promise chain, so a mail that is
 * still being decoded holds back the answers to what the client pipelined after it.
 */
function converse(socket, { rcptAnswer, received, quitDelayMs }) {
  let buffer = '';
  let data = null; // the lines of the message while in DATA
  let envelope = { mailFrom: null, rcptTo: [] };
  let replies = Promise.resolve();
  const reply = (line) => { replies = replies.then(() => { socket.write(`${line}\r\n`); }); };

  socket.setEncoding('latin1'); // bytes in, bytes out: the message is decoded as UTF-8 at the end
  reply('220 sink ESMTP');
  socket.on('data', (chunk) => {
    buffer += chunk;
    let eol;
    while ((eol = buffer.indexOf('\r\n')) >= 0) {
      const line = buffer.slice(0, eol);
      buffer = buffer.slice(eol + 2);
      if (data) {
        if (line !== '.') {
          data.push(line.startsWith('..') ? line.slice(1) : line);
          continue;
        }
        const message = { envelope, raw: Buffer.from(`${data.join('\r\n')}\r\n`, 'latin1').toString('utf8') };
        data = null;
        envelope = { mailFrom: null, rcptTo: [] };
        replies = replies.then(() => received(message)).then(
          (taken) => { if (taken) socket.write('250 OK: queued\r\n'); },
          (error) => socket.write(`451 ${String(error.message).split('\n')[0]}\r\n`),
        );
        continue;
      }
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO') reply('250-sink\r\n250-PIPELINING\r\n250-8BITMIME\r\n250 SMTPUTF8');
      else if (verb === 'HELO') reply('250 sink');
      else if (verb === 'MAIL') { envelope.mailFrom = address(line); reply('250 Accepted'); }
      else if (verb === 'RCPT') {
        const answer = rcptAnswer(address(line));
        if (answer.startsWith('250')) envelope.rcptTo.push(address(line));
        reply(answer);
      } else if (verb === 'DATA') { data = []; reply('354 End data with <CR><LF>.<CR><LF>'); }
      else if (verb === 'RSET') { envelope = { mailFrom: null, rcptTo: [] }; reply('250 OK'); }
      else if (verb === 'NOOP') reply('250 OK');
      else if (verb === 'QUIT') {
        replies = replies.then(() => new Promise((r) => setTimeout(r, quitDelayMs()))).then(() => {
          if (!socket.destroyed) socket.end('221 Bye\r\n');
        });
      }
      else reply('502 Command not implemented');
    }
  });
}

function address(line) {
  const match = /<([^>]*)>/.exec(line);
  return match ? match[1] : line.slice(line.indexOf(':') + 1).trim();
}

// mailparser is an npm package: loaded on first use, so the stack scripts need builtins only.
let simpleParser;
function parser() {
  if (!simpleParser) {
    const require = createRequire(join(repoRoot, 'package.json'));
    ({ simpleParser } = require('mailparser'));
  }
  return simpleParser;
}

/** [[name, value], ...] of the raw header block in order, continuation lines joined. */
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

/**
 * A received mail, decoded: the envelope, the raw text, `rawHeaders` exactly as sent, `headers`
 * as mailparser reads them (a Map), the kind (a staff notification carries X-Enquiry-Id; an
 * acknowledgement does not), the enquiry id, subject, addresses and the text and HTML parts.
 */
export async function readMail({ envelope, raw }) {
  const parsed = await parser()(raw);
  const list = rawHeaders(raw);
  const enquiryId = list.find(([name]) => name.toLowerCase() === 'x-enquiry-id')?.[1] ?? null;
  return {
    envelope,
    raw,
    rawHeaders: list,
    headers: parsed.headers,
    kind: enquiryId ? 'staff' : 'ack',
    enquiryId,
    messageId: list.find(([name]) => name.toLowerCase() === 'message-id')?.[1] ?? null,
    subject: parsed.subject ?? '',
    from: parsed.from?.text,
    to: parsed.to?.text,
    replyTo: parsed.replyTo?.text,
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
  };
}

export const readMails = (messages) => Promise.all(messages.map(readMail));
