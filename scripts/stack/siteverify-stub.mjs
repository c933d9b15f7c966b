// A stand-in for Google's reCAPTCHA siteverify (form POST: secret, response, remoteip).
// Tokens starting 'test-fail' are rejected (invalid-input-response), 'test-expired' is rejected as
// Google rejects an expired or reused token (timeout-or-duplicate); any other non-empty token passes
// (like 'test-pass', or whatever a browser test's stubbed widget hands over), as with Google's test
// secret. Modes for fault tests: 'ok', 'slow' (answers after slowMs: setMode('slow', { slowMs });
// with `slowOnly: 'prefix'` only tokens starting so are slow), '5xx', 'garbage', 'unreachable'.
import { createServer } from 'node:http';
import { GOOGLE_TEST_SECRET } from './local-endpoint.mjs';

export async function startSiteverifyStub({ port, hostname = 'localhost', secret, slowMs = 6000 } = {}) {
  const calls = [];
  const timers = new Set();
  let mode = 'ok';
  let slowOnly = '';

  const answer = (form) => {
    if (!form.secret) return { success: false, 'error-codes': ['missing-input-secret'] };
    if (secret && form.secret !== secret && form.secret !== GOOGLE_TEST_SECRET) {
      return { success: false, 'error-codes': ['invalid-input-secret'] };
    }
    if (!form.response) return { success: false, 'error-codes': ['missing-input-response'] };
    const now = new Date().toISOString();
    if (form.secret === GOOGLE_TEST_SECRET) return { success: true, challenge_ts: now, hostname: 'testkey.google.com' };
    if (form.response.startsWith('test-fail')) return { success: false, 'error-codes': ['invalid-input-response'] };
    if (form.response === 'test-expired') return { success: false, 'error-codes': ['timeout-or-duplicate'] };
    return { success: true, challenge_ts: now, hostname };
  };

  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => { body += chunk; });
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      calls.push({ method: req.method, path: req.url, contentType: req.headers['content-type'], form });
      if (mode === 'unreachable') return req.socket.destroy();
      if (mode === '5xx') return send(res, 500, 'text/html', '<h1>Internal Server Error</h1>');
      if (mode === 'garbage') return send(res, 200, 'text/html', '<html>not json</html>');
      const reply = () => send(res, 200, 'application/json', JSON.stringify(answer(form)));
      if (mode !== 'slow' || !String(form.response ?? '').startsWith(slowOnly)) return reply();
      const timer = setTimeout(() => { timers.delete(timer); reply(); }, slowMs);
      timers.add(timer);
      return undefined;
    });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });

  return {
    url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    calls,
    setMode(next, options = {}) {
      if (!['ok', 'slow', '5xx', 'garbage', 'unreachable'].includes(next)) throw new Error(`unknown mode ${next}`);
      mode = next;
      if (options.slowMs !== undefined) slowMs = options.slowMs;
      slowOnly = options.slowOnly ?? '';
    },
    clear() { calls.length = 0; },
    stop: () => new Promise((done) => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      server.close(() => done());
    }),
  };
}

function send(res, status, type, body) {
  res.writeHead(status, { 'Content-Type': type, 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}
