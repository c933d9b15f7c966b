/**
 * Answers https://www.googletagmanager.com/gtag/js for the benchmark with the stand-in of
 * gtag-stand-in.mjs: HTTPS on 127.0.0.1 with a self-signed certificate made by openssl at run time,
 * gzip as Google serves it. Chromium reaches it through --host-resolver-rules and
 * --ignore-certificate-errors (chromeFlags below).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { makeGtagStandIn } from './gtag-stand-in.mjs';

const TAG_HOST = 'www.googletagmanager.com';

export async function startTagServer({ port }) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-tag-'));
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1',
    '-subj', `/CN=${TAG_HOST}`, '-addext', `subjectAltName=DNS:${TAG_HOST}`,
  ], { stdio: 'ignore' });
  const body = makeGtagStandIn();
  const gzipped = gzipSync(body, { level: 9 });
  const requests = [];
  const server = createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (req, res) => {
    requests.push(req.url);
    if (!req.url?.startsWith('/gtag/js')) {
      res.writeHead(404).end();
      return;
    }
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(200, {
      'Content-Type': 'application/javascript; charset=UTF-8',
      'Cache-Control': 'private, max-age=900',
      'Access-Control-Allow-Origin': '*',
      Vary: 'Accept-Encoding',
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    });
    res.end(gzip ? gzipped : body);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    requests,
    size: { raw: Buffer.byteLength(body), gzip: gzipped.length },
    chromeFlags: [`--host-resolver-rules=MAP ${TAG_HOST}:443 127.0.0.1:${port}`, '--ignore-certificate-errors'],
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        });
      }),
  };
}
