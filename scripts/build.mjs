#!/usr/bin/env node
/**
 * Production build: client bundle, server bundle of entry-server, then prerender every route
 * (scripts/prerender.mjs) with sitemap.xml and robots.txt. Output: dist/.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';

function run(cmd, args) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

rmSync('dist', { recursive: true, force: true });
rmSync('dist-ssr', { recursive: true, force: true });
run('npx', ['vite', 'build', '--logLevel', 'warn']);
run('npx', ['vite', 'build', '--ssr', 'src/app/entry-server.tsx', '--outDir', 'dist-ssr', '--logLevel', 'warn']);
run('node', ['scripts/prerender.mjs']);
