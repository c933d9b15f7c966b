// The endpoint's queue as the tests and the drills see it: the retry command (php/bin/outbox.php)
// with a world's settings, its --list, and read-only SQL on the queue database.
import { execFile } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { withReadableEndpoint } from './endpoint-files.mjs';
import { repoRoot } from '../repo-root.mjs';

/**
 * Who may touch a storage folder: its owner. As root, the queue commands run as that user (the
 * pool's, see stack.mjs), as cron runs outbox.php as the php-fpm user: a file root created in the
 * storage folder (a new WAL, the log) would lock the endpoint out of it.
 */
export function storageOwner(storageDir) {
  if (process.getuid?.() !== 0) return {};
  try {
    const { uid, gid } = statSync(storageDir);
    return uid === 0 ? {} : { uid, gid };
  } catch {
    return {};
  }
}

/** Runs a command to its end; resolves { code, stdout, stderr } (never rejects). */
function run(command, args, env, timeoutMs = 60000, as = {}) {
  return new Promise((done) => {
    execFile(command, args, { env, timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024, ...as }, (error, stdout, stderr) => {
      done({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
    });
  });
}

/** `php php/bin/outbox.php [args]` with the world's endpoint settings (the retry command). */
export function runOutbox(world, args = []) {
  const env = { ...process.env, ...world.env, ENV_FILE: '/dev/null' };
  const owner = storageOwner(world.env.STORAGE_DIR);
  // The storage owner may not be able to read the checkout (a private folder): then a copy.
  return withReadableEndpoint(owner.uid === undefined ? null : owner, join(repoRoot, 'php'),
    (phpDir) => run('php', [join(phpDir, 'bin/outbox.php'), ...args], env, 60000, owner));
}

/** The queue as the command lists it: [{ enquiry, flag, state, received, mail, status, attempts }]. */
export async function listQueue(world) {
  const { stdout } = await runOutbox(world, ['--list', '1000']);
  return stdout.trim().split('\n').slice(1).filter(Boolean).map((line) => {
    const [enquiry, flag, state, date, time, mail, status, attempts] = line.split(/\s+/);
    return { enquiry, flag, state, received: `${date} ${time}`, mail, status, attempts: Number(attempts) };
  });
}

const QUERY_PHP = `
$db = new PDO('sqlite:' . $argv[1], null, null, [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
$db->exec('PRAGMA busy_timeout = 10000');
$out = [];
foreach (json_decode($argv[2], true) as $key => $sql) {
    $out[$key] = $db->query($sql)->fetchAll(PDO::FETCH_ASSOC);
}
echo json_encode($out, JSON_INVALID_UTF8_SUBSTITUTE);
`;

/**
 * Runs named SQL statements on the queue database and returns their rows (PHP's PDO: CI has no
 * sqlite3 command). Callers only read, except the drill that says it moves the clock.
 */
export async function queryDb(storageDir, queries) {
  const { code, stdout, stderr } = await run('php', ['-r', QUERY_PHP, join(storageDir, 'outbox.sqlite'), JSON.stringify(queries)],
    process.env, 60000, storageOwner(storageDir));
  if (code !== 0) throw new Error(`sqlite query failed: ${stderr || stdout}`);
  return JSON.parse(stdout);
}

/** Counts by state: enquiries { accepted, spam }, mails { queued, sending, sent, ... }. */
export async function queueCounts(storageDir) {
  if (!existsSync(join(storageDir, 'outbox.sqlite'))) return { enquiries: {}, messages: {} };
  const rows = await queryDb(storageDir, {
    enquiries: 'SELECT status, COUNT(*) AS n FROM enquiries GROUP BY status',
    messages: 'SELECT status, COUNT(*) AS n FROM messages GROUP BY status',
  });
  const byStatus = (list) => Object.fromEntries(list.map((row) => [row.status, Number(row.n)]));
  return { enquiries: byStatus(rows.enquiries), messages: byStatus(rows.messages) };
}
