// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildStatus, sourceHash, writeBuildStamp } from './build-stamp.mjs';

let root;
const write = (path, text) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
};
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-stamp-'));
  write('index.html', '<div id="root"></div>');
  write('src/main.tsx', 'render()');
  write('public/robots.txt', 'User-agent: *');
  write('php/enquiry-rules.json', '{}');
  write('php/src/Mailer.php', '<?php');
  write('docs/readme.md', 'words');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const env = { VITE_SITE_URL: 'https://example.com', PATH: '/usr/bin' };
const build = () => {
  write('dist/index.html', '<html>built</html>');
  write('dist/assets/app.js', 'app');
  return writeBuildStamp('dist', { root, env });
};

describe('the build stamp', () => {
  it('hashes what the build reads, and the build-time settings', () => {
    const first = sourceHash({ root, env });
    expect(sourceHash({ root, env: { ...env, PATH: '/bin', HOME: '/root' } })).toBe(first);
    write('docs/readme.md', 'other words');
    write('php/src/Mailer.php', '<?php // the endpoint is not built');
    expect(sourceHash({ root, env })).toBe(first);
    write('src/main.tsx', 'render(<App />)');
    expect(sourceHash({ root, env })).not.toBe(first);
    const second = sourceHash({ root, env });
    write('php/enquiry-rules.json', '{"name":[]}');
    expect(sourceHash({ root, env })).not.toBe(second);
    expect(sourceHash({ root, env: { ...env, VITE_SITE_URL: 'https://other.example' } })).not.toBe(sourceHash({ root, env }));
  });

  it('finds a build up to date until a source, a setting or the output changes', () => {
    expect(buildStatus('dist', { root, env })).toMatchObject({ current: false, why: 'dist/index.html is missing' });
    build();
    expect(buildStatus('dist', { root, env })).toMatchObject({ current: true, sources: sourceHash({ root, env }) });

    expect(buildStatus('dist', { root, env: { ...env, VITE_GA_MEASUREMENT_ID: 'G-1' } }).current).toBe(false);
    write('public/robots.txt', 'User-agent: *\nDisallow: /');
    expect(buildStatus('dist', { root, env })).toMatchObject({ current: false, why: 'the sources or build settings changed since the last build' });
    build();
    utimesSync(join(root, 'dist/assets/app.js'), new Date(), new Date(Date.now() + 5000));
    expect(buildStatus('dist', { root, env })).toMatchObject({ current: false, why: 'dist/ changed since it was built' });
  });

  it('knows no build it has no record of', () => {
    write('dist/index.html', '<html>copied from elsewhere</html>');
    expect(buildStatus('dist', { root, env })).toMatchObject({ current: false, why: 'no record of the last build' });
  });
});
