// Writes reports/reliability.md from the drills' results.

const mark = (ok) => (ok === undefined ? '' : ok ? 'yes' : '**NO**');
const cell = (text) => String(text).replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function renderReport({ command, machine, started, finished, results, loadSeconds }) {
  const minutes = ((finished - started) / 60000).toFixed(1);
  const lines = [
    '# Reliability drills: hostile input, faults and load',
    '',
    `Every figure below comes from one run of \`${command}\` on this machine, ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC, `
      + `${minutes} min (script: \`tools/drill/drill.mjs\`, one module per drill beside it). The drills start the real `
      + 'stack on 127.0.0.1 (nginx and php-fpm from `deploy/`, a siteverify stub, an SMTP server), each bounded in '
      + 'time and count, and stop everything they started.',
    '',
    '## Machine and setup',
    '',
    '| | |',
    '|---|---|',
    `| CPU | ${cell(machine.cpu)}, ${machine.cores} cores |`,
    `| memory | ${machine.memoryGiB} GiB |`,
    `| kernel | Linux ${machine.kernel} |`,
    `| software | ${machine.php}, ${machine.nginx}, Node ${machine.node} |`,
    `| php-fpm | \`pm = static\`, **${machine.fpmWorkers} workers** (\`deploy/php-fpm/pool.conf.template\`) |`,
    '| nginx | `deploy/nginx/site.conf.template`, 2 worker processes, keepalive |',
    '| endpoint settings | `SMTP_TIMEOUT=3`, `ACK_ENABLED=1` (two mails an enquiry), `TRUSTED_PROXIES=127.0.0.1`, '
      + '`RATE_LIMIT_MAX=1000000` and `RATE_LIMIT_FAILED_MAX=1000000` except in the drills of those limits; storage '
      + 'on the disk (`/tmp`) except the tmpfs mounts of the storage drill; php-fpm\'s pool runs as `www-data`, which '
      + 'owns the storage folder |',
    '| SMTP | the test sink on loopback (`tests/harness/smtp-sink.mjs`), which answers at once like a local MTA; '
      + 'the drills keep each mail undecoded until the run is over |',
    '| load generator | autocannon (npm, in a worker thread) on loopback |',
    `| load average (1, 5, 15 min) | before ${machine.loadBefore}, after ${machine.loadAfter} (the drill's own processes count too; the load drill measures other work's CPU share itself) |`,
    '',
    '## Budgets',
    '',
    '| drill | figure | budget | measured | holds |',
    '|---|---|---|---|---|',
  ];
  for (const result of results) {
    for (const f of result.figures.filter((x) => x.budget)) {
      lines.push(`| ${cell(result.title)} | ${cell(f.label)} | ${cell(f.budget)} | ${cell(f.value)} | ${mark(f.ok)} |`);
    }
  }
  const failed = results.filter((r) => !r.ok).map((r) => r.title);
  lines.push('', failed.length === 0 ? '**Every budget holds.**' : `**Not held: ${failed.join(', ')}.**`, '');

  for (const result of results) {
    const load = result.load ? `, 1-minute load average ${result.load[0]} at the start and ${result.load[1]} at the end` : '';
    lines.push(`## ${result.title}`, '', `(${result.seconds.toFixed(0)} s${load})`, '', '| figure | measured | budget | holds |', '|---|---|---|---|');
    for (const f of result.figures) {
      lines.push(`| ${cell(f.label)} | ${cell(f.value)} | ${cell(f.budget ?? '')} | ${mark(f.ok)} |`);
    }
    lines.push('');
    if (result.table) lines.push(result.table, '');
    for (const note of result.notes ?? []) lines.push(`- ${note}`);
    lines.push('');
  }

  // Only what this run measured: what the drills changed in the endpoint, with the figures
  // measured while fixing it, is in decision 011.
  lines.push('## What the drills changed in the endpoint', '',
    'Each fix the drills led to, with the figures measured before and after it, is recorded in '
      + '`docs/decisions/011-endpoint-hardening-measured.md`.', '');
  lines.push('## Running it', '', '```sh', 'npm run drill                               # everything',
    'DRILL_ONLY=hostile,headers npm run drill     # some drills (hostile headers outage captcha storage load ratelimit',
    '                                            #   honeypot addresses failures burst window reload answers)',
    `DRILL_LOAD_SECONDS=10 npm run drill         # shorter load runs (default ${loadSeconds} s each)`, '```', '',
  'Needs root for the storage drill (tmpfs mounts); the fast subset runs in `npm test` '
    + '(`tests/integration/drill-fast.test.mjs`).', '');
  return lines.join('\n');
}

/** Percentile of a list of numbers (nearest rank). */
export function percentile(values, p) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
