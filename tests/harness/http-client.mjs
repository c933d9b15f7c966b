// Raw HTTP for the integration tests and the drills: full control of method, headers, body bytes
// and source address, and for requests no HTTP client would form, bytes sent as they are.
// Neither function rejects: a transport error resolves { status: 0, error }, so one refused
// request in a batch of thousands is a figure, not a crash.
import { request } from 'node:http';
import { connect } from 'node:net';

const parseJson = (text) => {
  try { return JSON.parse(text); } catch { return undefined; }
};

/**
 * Resolves { status, headers, raw, text, json, ms } (`ms`: time to the full answer). The body is
 * sent with its Content-Length, as browsers send it, unless `chunked`. `localAddress` picks the
 * client's source address (e.g. 127.0.0.2, a peer outside TRUSTED_PROXIES).
 */
export function http(baseUrl, path, {
  method = 'GET', headers = {}, body, localAddress, timeoutMs = 30000, chunked = false,
} = {}) {
  const url = new URL(path, baseUrl);
  const started = performance.now();
  const hasLength = Object.keys(headers).some((name) => name.toLowerCase() === 'content-length');
  const sized = body === undefined || chunked || hasLength ? headers : { ...headers, 'Content-Length': Buffer.byteLength(body) };
  return new Promise((resolve) => {
    const failed = (error) => resolve({ status: 0, error, headers: {}, text: '', ms: performance.now() - started });
    let req;
    try {
      req = request(url, { method, headers: sized, localAddress, agent: false, timeout: timeoutMs }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const text = raw.toString('utf8');
          resolve({ status: res.statusCode, headers: res.headers, raw, text, json: parseJson(text), ms: performance.now() - started });
        });
        res.on('error', failed);
      });
    } catch (error) {
      failed(error); // a request Node itself refuses to send
      return;
    }
    req.on('timeout', () => req.destroy(new Error('client timeout')));
    req.on('error', failed);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/**
 * Sends bytes as they are to 127.0.0.1:port and reads the answer until the server closes.
 * Resolves like http(): { status, headers, text, json }.
 */
export function rawHttp(port, bytes, { timeoutMs = 10000 } = {}) {
  return new Promise((resolve) => {
    const chunks = [];
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    const timer = setTimeout(() => socket.destroy(), timeoutMs);
    socket.on('data', (c) => chunks.push(c));
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(parseRawResponse(Buffer.concat(chunks)));
    });
    socket.on('error', () => { /* the answer so far is what counts */ });
  });
}

function parseRawResponse(buffer) {
  const text = buffer.toString('latin1');
  const split = text.indexOf('\r\n\r\n');
  if (split < 0) return { status: 0, headers: {}, text: buffer.toString('utf8'), error: new Error('no HTTP answer') };
  const [statusLine, ...lines] = text.slice(0, split).split('\r\n');
  const headers = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = buffer.subarray(split + 4);
  if (/chunked/i.test(headers['transfer-encoding'] ?? '')) body = dechunk(body);
  const bodyText = body.toString('utf8');
  return { status: Number(statusLine.split(' ')[1]) || 0, headers, text: bodyText, json: parseJson(bodyText) };
}

function dechunk(body) {
  const parts = [];
  let at = 0;
  for (;;) {
    const eol = body.indexOf('\r\n', at);
    if (eol < 0) break;
    const size = parseInt(body.subarray(at, eol).toString('latin1'), 16);
    if (!size) break;
    parts.push(body.subarray(eol + 2, eol + 2 + size));
    at = eol + 2 + size + 2;
  }
  return Buffer.concat(parts);
}
