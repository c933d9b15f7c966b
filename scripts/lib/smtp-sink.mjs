// An in-process SMTP server for tests: records what really arrived (the SMTP envelope and the
// parsed message), and can play an outage: 'refuse' answers 421 at connect and 451 to commands,
// 'blackhole' accepts the TCP connection and never says a word. `refuse` lists addresses it
// answers RCPT TO with 550 (no such user) while accepting the others.
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export async function startSmtpSink({ port, refuse = [] }) {
  // npm packages, loaded only when a sink is wanted (stack.mjs itself needs builtins only).
  const require = createRequire(resolve(repoRoot, 'package.json'));
  const { SMTPServer } = require('smtp-server');
  const { simpleParser } = require('mailparser');

  const messages = [];
  const unknownUsers = new Set(refuse.map((address) => address.toLowerCase()));
  let mode = 'accept';
  const refusal = (code, text) => Object.assign(new Error(text), { responseCode: code });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    disableReverseLookup: true,
    logger: false,
    closeTimeout: 100,
    onConnect(session, callback) {
      if (mode === 'blackhole') return undefined; // never call back: no greeting, ever
      return callback(mode === 'refuse' ? refusal(421, 'Service not available, try later') : null);
    },
    onMailFrom(address, session, callback) {
      callback(mode === 'refuse' ? refusal(451, 'Try again later') : null);
    },
    onRcptTo(address, session, callback) {
      if (mode === 'refuse') return callback(refusal(451, 'Try again later'));
      const name = address.address.toLowerCase();
      return callback(unknownUsers.has(name) ? refusal(550, `5.1.1 <${name}>: no such user`) : null);
    },
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', async () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        try {
          const parsed = await simpleParser(raw);
          messages.push({
            envelope: {
              mailFrom: session.envelope.mailFrom && session.envelope.mailFrom.address,
              rcptTo: session.envelope.rcptTo.map((r) => r.address),
            },
            raw,
            headers: parsed.headers,
            subject: parsed.subject,
            from: parsed.from?.text,
            to: parsed.to?.text,
            replyTo: parsed.replyTo?.text,
            text: parsed.text,
            html: parsed.html || null,
          });
          callback();
        } catch (error) {
          callback(error);
        }
      });
    },
  });
  await new Promise((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolveListen);
  });
  server.on('error', () => { /* client resets during outage tests are expected */ });

  return {
    port,
    messages,
    setMode(next) {
      if (!['accept', 'refuse', 'blackhole'].includes(next)) throw new Error(`unknown mode ${next}`);
      mode = next;
    },
    clear() { messages.length = 0; },
    stop: () => new Promise((done) => {
      for (const connection of server.connections ?? []) connection._socket?.destroy();
      server.close(() => done());
    }),
  };
}
