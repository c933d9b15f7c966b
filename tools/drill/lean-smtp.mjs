// A lean SMTP server for the load drill: answers at once, like a local MTA (Postfix on 127.0.0.1)
// would, and keeps only the envelope and the raw message. scripts/lib/smtp-sink.mjs is the one
// the correctness drills use; it waits 100 ms before its greeting (smtp-server's early-talker
// check) and parses every mail, about 0.3 s a mail, which would measure the sink, not the endpoint.
// Modes: 'accept', 'refuse' (421 at connect), 'blackhole' (accepts the connection, never answers).
import { createServer } from 'node:net';

export async function startLeanSmtp({ port }) {
  const messages = [];
  const sockets = new Set();
  let mode = 'accept';

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    if (mode === 'blackhole') return;
    if (mode === 'refuse') {
      socket.end('421 Service not available, try later\r\n');
      return;
    }
    let buffer = '';
    let inData = false;
    let data = [];
    let envelope = { mailFrom: null, rcptTo: [] };
    const reply = (line) => socket.write(`${line}\r\n`);
    socket.setEncoding('latin1');
    reply('220 lean ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk;
      let eol;
      while ((eol = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            messages.push({ envelope, raw: Buffer.from(data.join('\r\n'), 'latin1').toString('utf8') });
            envelope = { mailFrom: null, rcptTo: [] };
            data = [];
            reply('250 OK: queued');
          } else {
            data.push(line.startsWith('..') ? line.slice(1) : line);
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') reply('250-lean\r\n250-PIPELINING\r\n250-8BITMIME\r\n250 SMTPUTF8');
        else if (verb === 'HELO') reply('250 lean');
        else if (verb === 'MAIL') { envelope.mailFrom = address(line); reply('250 Accepted'); }
        else if (verb === 'RCPT') { envelope.rcptTo.push(address(line)); reply('250 Accepted'); }
        else if (verb === 'DATA') { inData = true; reply('354 End data with <CR><LF>.<CR><LF>'); }
        else if (verb === 'RSET') { envelope = { mailFrom: null, rcptTo: [] }; reply('250 OK'); }
        else if (verb === 'NOOP') reply('250 OK');
        else if (verb === 'QUIT') { socket.end('221 Bye\r\n'); }
        else reply('502 Command not implemented');
      }
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    port,
    messages,
    setMode(next) {
      if (!['accept', 'refuse', 'blackhole'].includes(next)) throw new Error(`unknown mode ${next}`);
      mode = next;
    },
    clear() { messages.length = 0; },
    stop: () => new Promise((done) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => done());
    }),
  };
}

function address(line) {
  const match = /<([^>]*)>/.exec(line);
  return match ? match[1] : line.slice(line.indexOf(':') + 1).trim();
}
