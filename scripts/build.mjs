#!/usr/bin/env node
/**
 * Production build: client bundle, server bundle of entry-server, then prerender every route
 * (scripts/prerender.mjs) with sitemap.xml and robots.txt, then each page's Content-Security-Policy
 * (scripts/build/csp.mjs), then a Brotli and a gzip copy of every text file
 * (scripts/build/precompress.mjs). Output: dist/. Last, a record of the sources it was built from
 * (scripts/build/build-stamp.mjs), which `npm start` compares to skip an unneeded build.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { writeBuildStamp } from './build/build-stamp.mjs';
import { applyCsp } from './build/csp.mjs';
import { precompress } from './build/precompress.mjs';
import { packageBin } from './stack/process.mjs';

function run(cmd, args) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// OUT_DIR lets parallel builds (tests, benchmarks) write somewhere other than dist/.
// The settings the build was asked for, as they were before any step ran: a library a step loads
// may set NODE_ENV in this process (vite's module runner does), and the stamp must record what
// `npm start` will compare it with.
const settings = { ...process.env };
const outDir = process.env.OUT_DIR || 'dist';
const ssrDir = `${outDir.replace(/\/+$/, '')}-ssr`;
rmSync(outDir, { recursive: true, force: true });
rmSync(ssrDir, { recursive: true, force: true });
// The SSR manifest (which source modules went into which chunk) dates each page's sitemap entry (scripts/build/lastmod.mjs).
run(...packageBin('vite', ['build', '--outDir', outDir, '--emptyOutDir', '--ssrManifest', '--logLevel', 'warn']));
run(...packageBin('vite', ['build', '--ssr', 'src/app/entry-server.tsx', '--outDir', ssrDir, '--logLevel', 'warn']));
run(process.execPath, ['scripts/prerender.mjs', outDir, ssrDir]);
// After the pages are final, before their compressed copies: each page's policy hashes its own inline scripts.
console.log(`content security policy in ${await applyCsp(outDir)} pages`);
console.log(`precompressed ${await precompress(outDir)} files (.br, .gz)`);
// Last, once the build is whole: `npm start` skips a build whose sources have not changed since.
writeBuildStamp(outDir, { env: settings });
