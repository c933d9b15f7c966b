#!/usr/bin/env node
/**
 * npm run drill: reliability drills against the real stack on 127.0.0.1 (nginx + php-fpm
 * from deploy/, a siteverify stub, an SMTP server), each bounded in time and count; writes
 * reports/reliability.md and exits 1 if a budget does not hold.
 *
 *   DRILL_ONLY=hostile,load   run some drills only (names: see DRILLS)
 *   DRILL_FPM_WORKERS=4       php-fpm pool size (the load drill's concurrency)
 *   DRILL_LOAD_SECONDS=60     length of each load run
 *   DRILL_REPORT=path         where to write the report (default reports/reliability.md)
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, release, totalmem } from 'node:os';
import { dirname, resolve } from 'node:path';
import { activeWorlds } from '../../tests/harness/test-stack.mjs';
import * as addresses from './address-forms.mjs';
import * as burst from './burst-drain.mjs';
import * as captcha from './captcha-faults.mjs';
import * as failures from './failure-flood.mjs';
import * as headers from './header-injection.mjs';
import * as honeypot from './honeypot-storage.mjs';
import * as hostile from './hostile-input.mjs';
import * as load from './load.mjs';
import * as answers from './outage-answers.mjs';
import * as rateLimit from './rate-limit.mjs';
import * as reload from './reload.mjs';
import { renderReport } from './report.mjs';
import * as window from './send-window.mjs';
import * as outage from './smtp-outage.mjs';
import * as storage from './storage-faults.mjs';
import { repoRoot } from '../../scripts/repo-root.mjs';

const DRILLS = [
  ['hostile', hostile], ['headers', headers], ['outage', outage], ['captcha', captcha],
  ['storage', storage], ['load', load], ['ratelimit', rateLimit], ['honeypot', honeypot], ['addresses', addresses],
  ['failures', failures], ['burst', burst], ['window', window], ['reload', reload], ['answers', answers],
];

const only = process.env.DRILL_ONLY?.split(',').map((s) => s.trim()).filter(Boolean);
const workers = Number(process.env.DRILL_FPM_WORKERS ?? 4);
const loadSeconds = Number(process.env.DRILL_LOAD_SECONDS ?? 60);
const reportPath = resolve(repoRoot, process.env.DRILL_REPORT ?? 'reports/reliability.md');

// Ctrl-C or a kill: stop every server this run started (by pid), then leave.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.error(`\n${signal}: stopping what the drill started`);
    await Promise.allSettled([...activeWorlds].map((world) => world.stop()));
    process.exit(130);
  });
}

const version = (command, args, pattern) => {
  const run = spawnSync(command, args, { encoding: 'utf8' }); // nginx -v answers on stderr
  return (pattern.exec(`${run.stdout ?? ''}${run.stderr ?? ''}`) ?? ['unknown'])[0].trim();
};

const machine = {
  cpu: cpus()[0]?.model ?? 'unknown',
  cores: cpus().length,
  memoryGiB: (totalmem() / 2 ** 30).toFixed(1),
  kernel: release(),
  node: process.version,
  php: version('php', ['-v'], /PHP [\d.]+/),
  nginx: version('nginx', ['-v'], /nginx\/[\d.]+/),
  fpmWorkers: workers,
  loadBefore: loadavg().map((n) => n.toFixed(2)).join(' '),
};

const started = new Date();
const results = [];
for (const [name, drill] of DRILLS) {
  if (only && !only.includes(name)) continue;
  const t0 = Date.now();
  const loadAtStart = loadavg()[0];
  console.log(`\n== ${name} (load average ${loadAtStart.toFixed(2)})`);
  let result;
  try {
    result = await drill.run({ workers, loadSeconds });
  } catch (error) {
    result = { name, title: name, figures: [{ label: 'drill crashed', value: String(error.message).split('\n')[0], ok: false }], notes: [String(error.stack)] };
  }
  result.seconds = (Date.now() - t0) / 1000;
  // The machine is shared: timings depend on what else runs, so each drill shows the load it met.
  result.load = [loadAtStart, loadavg()[0]].map((n) => n.toFixed(2));
  result.ok = result.figures.every((f) => f.ok !== false);
  results.push(result);
  for (const f of result.figures) {
    const mark = f.ok === undefined ? '  ' : f.ok ? 'ok' : 'NO';
    console.log(`  ${mark} ${f.label}: ${f.value}${f.budget ? ` (budget ${f.budget})` : ''}`);
  }
  console.log(`  (${result.seconds.toFixed(1)} s)`);
}
machine.loadAfter = loadavg().map((n) => n.toFixed(2)).join(' ');

const command = `${only ? `DRILL_ONLY=${only.join(',')} ` : ''}npm run drill`;
const report = renderReport({ command, machine, started, finished: new Date(), results, loadSeconds });
mkdirSync(dirname(reportPath), { recursive: true });
writeFileSync(reportPath, report);
const failed = results.filter((r) => !r.ok);
console.log(`\nwrote ${reportPath}: ${results.length - failed.length} drills held, ${failed.length} did not${failed.length ? ` (${failed.map((r) => r.name).join(', ')})` : ''}`);
process.exit(failed.length ? 1 : 0);
