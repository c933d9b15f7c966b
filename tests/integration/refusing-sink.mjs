// An SMTP server for the recipient-refusal tests: refuses RCPT TO for chosen addresses (550) and
// accepts the rest, recording the envelope of every message it took. `down` answers 421 at once.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { repoRoot } from '../../scripts/lib/stack.mjs';

export async function startRefusingSink({ port, refuse = [] }) {
  const require = createRequire(join(repoRoot, 'package.json'));
  const { SMTPServer } = require('smtp-server');
  const refused = new Set(refuse.map((a) => a.toLowerCase()));
  const messages = [];
  let down = false;
  const reply = (code, text) => Object.assign(new Error(text), { responseCode: code });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    disableReverseLookup: true,
    logger: false,
    closeTimeout: 100,
    onConnect(session, callback) {
      callback(down ? reply(421, 'Service not available, try later') : null);
    },
    onRcptTo(address, session, callback) {
      const name = address.address.toLowerCase();
      callback(refused.has(name) ? reply(550, `5.1.1 <${name}>: no such user`) : null);
    },
    onData(stream, session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        messages.push({ rcptTo: session.envelope.rcptTo.map((r) => r.address) });
        callback();
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  server.on('error', () => {});
  return {
    port,
    messages,
    setDown(next) { down = next; },
    stop: () => new Promise((done) => {
      for (const connection of server.connections ?? []) connection._socket?.destroy();
      server.close(() => done());
    }),
  };
}
