// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress.mjs';

describe('precompress', () => {
  let dir;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes a Brotli and a gzip copy of each text file worth compressing, and of nothing else', async () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dir, 'assets'));
    const page = `<!doctype html><title>Home</title>${'<p>Websites, apps and ERP systems.</p>'.repeat(40)}`;
    writeFileSync(join(dir, 'index.html'), page);
    writeFileSync(join(dir, 'assets/app.js'), 'export const x = 1;\n'.repeat(50));
    writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\n'); // too small to be worth it
    writeFileSync(join(dir, 'assets/art.webp'), Buffer.alloc(4096, 7)); // compressed already
    expect(await precompress(dir)).toBe(2);
    expect(brotliDecompressSync(readFileSync(join(dir, 'index.html.br'))).toString()).toBe(page);
    expect(gunzipSync(readFileSync(join(dir, 'index.html.gz'))).toString()).toBe(page);
    expect(readFileSync(join(dir, 'index.html.br')).length).toBeLessThan(readFileSync(join(dir, 'index.html.gz')).length);
    expect(existsSync(join(dir, 'assets/app.js.br'))).toBe(true);
    expect(existsSync(join(dir, 'robots.txt.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets/art.webp.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets/art.webp.gz'))).toBe(false);
  });
});
