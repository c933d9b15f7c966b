// Drill 5, storage faults: the storage folder read-only (a tmpfs remounted ro, before and after
// the database exists), full (a small tmpfs filled up with a file), and php-fpm killed with
// SIGKILL at random moments while enquiries are written and mailed, then the whole php-fpm killed
// and the stack restarted on the same storage. Figures: no success:true without a durable record,
// 0 torn records after restart.
import { execFile } from 'node:child_process';
import { appendFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import {
  contact, pool, post, queryDb, readMails, runOutbox, settle, startWorld, waitForWorkersIdle, withWorld,
} from '../../tests/harness/test-stack.mjs';
import { fpmKilledWorkers, logFigures } from './logs.mjs';

const exec = promisify(execFile);
const KILL_SECONDS = 15;

const marked = (tag, n) => contact({ message: `drill ${tag} ${n}`, to: `${tag}-${n}@example.org` });

/** Sends `count` marked enquiries; returns [{ marker, status, success }]. */
async function fire(world, tag, count, concurrency, from = 0) {
  const jobs = Array.from({ length: count }, (_, i) => async () => {
    const res = await post(world, marked(tag, from + i), { timeoutMs: 20000 });
    return { marker: `drill ${tag} ${from + i}`, status: res.status, success: res.json?.success === true };
  });
  return pool(jobs, concurrency);
}

/** The queue's health: integrity, torn or orphaned rows, and the stored markers. */
export async function audit(storageDir) {
  const r = await queryDb(storageDir, {
    integrity: 'PRAGMA integrity_check',
    enquiries: 'SELECT id, status, payload FROM enquiries',
    orphans: 'SELECT COUNT(*) AS n FROM messages m LEFT JOIN enquiries e ON e.id = m.enquiry_id WHERE e.id IS NULL',
    noStaff: "SELECT COUNT(*) AS n FROM enquiries e WHERE e.status = 'accepted' AND NOT EXISTS (SELECT 1 FROM messages m WHERE m.enquiry_id = e.id AND m.kind = 'staff')",
    noAck: "SELECT COUNT(*) AS n FROM enquiries e WHERE e.status = 'accepted' AND NOT EXISTS (SELECT 1 FROM messages m WHERE m.enquiry_id = e.id AND m.kind = 'ack')",
    mails: 'SELECT status, COUNT(*) AS n FROM messages GROUP BY status',
  });
  const keys = ['flag', 'name', 'email', 'message', 'phone', 'requirement', 'website'];
  let badPayloads = 0;
  const markers = new Set();
  for (const row of r.enquiries) {
    let payload;
    try { payload = JSON.parse(row.payload); } catch { payload = null; }
    if (!payload || !keys.every((k) => typeof payload[k] === 'string')) badPayloads++;
    else markers.add(payload.message);
  }
  const integrity = r.integrity.map((row) => Object.values(row)[0]).join(', ');
  return {
    integrity,
    torn: badPayloads + Number(r.orphans[0].n) + Number(r.noStaff[0].n) + Number(r.noAck[0].n),
    markers,
    rows: r.enquiries.length,
    mails: Object.fromEntries(r.mails.map((m) => [m.status, Number(m.n)])),
  };
}

/** success:true answers whose marker has no stored enquiry; and 503s that were stored after all. */
function compare(results, markers) {
  return {
    successWithoutRecord: results.filter((r) => r.success && !markers.has(r.marker)).length,
    refusedButStored: results.filter((r) => !r.success && markers.has(r.marker)).length,
  };
}

const statusList = (results) => {
  const counts = {};
  for (const r of results) counts[r.status] = (counts[r.status] ?? 0) + 1;
  return Object.entries(counts).map(([s, n]) => `${n}× ${s}`).join(', ');
};

export async function withTmpfs(sizeKb, work) {
  const dir = await mkdtemp(join(tmpdir(), 'drill-storage-'));
  await exec('mount', ['-t', 'tmpfs', '-o', `size=${sizeKb}k,mode=0700`, 'tmpfs', dir]);
  try {
    return await work(dir);
  } finally {
    await exec('umount', [dir]).catch(() => exec('umount', ['-l', dir]));
    await rm(dir, { recursive: true, force: true });
  }
}

export async function remount(dir, mode) {
  for (let i = 0; ; i++) {
    try {
      await exec('mount', ['-o', `remount,${mode}`, dir]);
      return;
    } catch (error) {
      if (i >= 20) throw error; // EBUSY while a worker still has a file open for writing
      await sleep(100);
    }
  }
}

/**
 * Three enquiries before a fault, what `fault()` sends while it lasts (it ends the fault), three
 * after; then every answer is compared with what the storage folder holds.
 */
async function aroundFault(world, dir, tag, workers, fault) {
  const before = await fire(world, `${tag}-before`, 3, workers);
  await settle(world);
  const during = await fault();
  const after = await fire(world, `${tag}-after`, 3, workers);
  await settle(world);
  const check = await audit(dir);
  return { before, during, after, check, ...compare([...before, ...during, ...after], check.markers) };
}

async function readOnly(workers) {
  let honeypot = [];
  const result = await withTmpfs(16 * 1024, async (dir) => withWorld({ parseMail: false, fpmWorkers: workers, storageDir: dir }, (world) => aroundFault(world, dir, 'ro', workers, async () => {
    await remount(dir, 'ro');
    const during = await fire(world, 'ro-during', 12, workers);
    // Honeypot posts store nothing, so a read-only folder is no reason to refuse them (drill 14
    // checks the other answers that need no storage). Kept apart: they have no record either way.
    honeypot = await pool([1, 2].map(() => async () => (await post(world, contact({ website: 'http://spam.example' }))).status), 2);
    await remount(dir, 'rw');
    return during;
  })));
  return { ...result, honeypot };
}

async function readOnlyFromTheStart(workers) {
  return withTmpfs(1024, async (dir) => {
    await remount(dir, 'ro');
    return withWorld({ parseMail: false, fpmWorkers: workers, storageDir: dir }, async (world) => fire(world, 'ro-fresh', 6, workers));
  });
}

async function full(workers) {
  return withTmpfs(2 * 1024, async (dir) => withWorld({ parseMail: false, fpmWorkers: workers, storageDir: dir }, (world) => aroundFault(world, dir, 'full', workers, async () => {
    const filler = join(dir, 'filler');
    await writeFile(filler, '');
    for (const size of [1 << 20, 1 << 16, 1 << 12, 1 << 8, 1]) {
      try { for (;;) await appendFile(filler, Buffer.alloc(size)); } catch { /* ENOSPC: next smaller size */ }
    }
    const during = await fire(world, 'full-during', 40, workers);
    await sleep(1000); // mails of what got in (even reading the database can fail while full)
    await rm(filler);
    return during;
  })));
}

async function killed(workers) {
  const dir = await mkdtemp(join(tmpdir(), 'drill-kill-'));
  try {
    let world = await startWorld({ parseMail: false, fpmWorkers: workers, storageDir: dir });
    let results = [];
    let kills = 0;
    let killedWorkers = 0;
    let php;
    const received = world.sink.messages;
    try {
      const stopAt = Date.now() + KILL_SECONDS * 1000;
      const killer = (async () => {
        while (Date.now() < stopAt) {
          await sleep(20 + Math.random() * 130);
          const pids = await world.workerPids();
          const victim = pids[Math.floor(Math.random() * pids.length)];
          if (victim) {
            try { process.kill(victim, 'SIGKILL'); kills++; } catch { /* already gone */ }
          }
        }
      })();
      let n = 0;
      const lane = async () => {
        const mine = [];
        while (Date.now() < stopAt) mine.push(...await fire(world, 'kill', 1, 1, n++));
        return mine;
      };
      const lanes = await Promise.all([killer, ...Array.from({ length: workers * 2 }, lane)]);
      results = lanes.slice(1).flat();
      // Then php-fpm as a whole (master and workers) dies while a burst is in flight.
      const burst = fire(world, 'kill-all', 24, 24, 0);
      await sleep(15);
      process.kill(-world.stack.pids.phpFpm, 'SIGKILL');
      results.push(...await burst);
      const logs = await world.logs();
      killedWorkers = fpmKilledWorkers(logs.phpFpm);
      php = await logFigures(world);
    } finally {
      await world.stop();
    }

    // Restart on the same storage, as after a crash.
    world = await startWorld({ parseMail: false, fpmWorkers: workers, storageDir: dir });
    try {
      const check = await audit(dir);
      const afterRestart = await fire(world, 'kill-after', 3, workers);
      // The first answers after the restart start a sender, which works off what the kills left
      // queued and takes over the mail the last killed sender noted in sender.lock; the retry
      // command below comes after it, so that the two do not race for the same mails.
      await waitForWorkersIdle(world, { timeoutMs: 300000 });
      // Mails whose sender was killed mid-send and left no note stay claimed until their 120 s
      // lease ends; the drill moves that clock forward instead of waiting, then runs the retry command.
      const leased = await queryDb(dir, {
        expire: "UPDATE messages SET lease_until = 0 WHERE status = 'sending' RETURNING id",
      });
      const retry = await runOutbox(world);
      await settle(world);
      const final = await audit(dir);
      const mails = await readMails([...received, ...world.sink.messages]);
      const keys = mails.map((m) => (m.kind === 'staff' ? `staff ${m.enquiryId}` : `ack ${m.envelope.rcptTo.join()}`));
      const staffIds = new Set(mails.filter((m) => m.kind === 'staff').map((m) => m.enquiryId));
      const stored = await queryDb(dir, { ids: "SELECT id FROM enquiries WHERE status = 'accepted'" });
      return {
        results, kills, killedWorkers, check, final, afterRestart, retry, leased: leased.expire.length, php,
        ...compare(results, check.markers),
        received: mails.length,
        duplicates: keys.length - new Set(keys).size,
        unmailed: stored.ids.filter((row) => !staffIds.has(row.id)).length,
      };
    } finally {
      await world.stop();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export async function run({ workers }) {
  if (process.getuid?.() !== 0) {
    return {
      name: 'storage', title: '5. Storage faults',
      figures: [{ label: 'drill skipped', value: 'needs root to mount tmpfs', ok: false }],
    };
  }
  const ro = await readOnly(workers);
  const fresh = await readOnlyFromTheStart(workers);
  const fu = await full(workers);
  const k = await killed(workers);

  const allOk = (list) => list.every((r) => r.success);
  const refusedAll = (list) => list.every((r) => r.status === 503 && !r.success);
  const successWithoutRecord = ro.successWithoutRecord + fu.successWithoutRecord + k.successWithoutRecord
    + fresh.filter((r) => r.success).length;
  const torn = ro.check.torn + fu.check.torn + k.check.torn + k.final.torn;
  const integrity = [ro.check.integrity, fu.check.integrity, k.check.integrity, k.final.integrity];
  const sentAfter = k.final.mails.sent ?? 0;

  return {
    name: 'storage',
    title: '5. Storage faults',
    figures: [
      { label: 'read-only folder (database exists): answers while read-only', value: statusList(ro.during), budget: 'all 503', ok: refusedAll(ro.during) },
      { label: 'read-only folder: honeypot posts (nothing to store)', value: ro.honeypot.join(', '), budget: 'all 200', ok: ro.honeypot.every((status) => status === 200) },
      { label: 'read-only folder: before / after remounting read-write', value: `${statusList(ro.before)} / ${statusList(ro.after)}`, ok: allOk(ro.before) && allOk(ro.after) },
      { label: 'read-only folder before the database exists', value: statusList(fresh), budget: 'all 503', ok: refusedAll(fresh) },
      { label: 'full disk (2 MiB tmpfs filled up): answers while full', value: statusList(fu.during) },
      { label: 'full disk: after freeing space', value: statusList(fu.after), ok: allOk(fu.after) },
      { label: 'kill -9: workers killed at random moments in 15 s / requests sent', value: `${k.kills} kills (${k.killedWorkers} seen by php-fpm) / ${k.results.length}` },
      { label: 'kill -9: answers', value: statusList(k.results) },
      { label: 'kill -9: answers after restart', value: statusList(k.afterRestart), ok: allOk(k.afterRestart) },
      { label: 'success:true without a durable record (all storage faults)', value: successWithoutRecord, budget: '0', ok: successWithoutRecord === 0 },
      { label: 'torn records after restart (bad payload, enquiry without its mails, mail without enquiry)', value: torn, budget: '0', ok: torn === 0 },
      { label: 'SQLite integrity_check (read-only, full, killed, after the retry)', value: integrity.join(' / '), budget: 'ok', ok: integrity.every((i) => i === 'ok') },
      { label: 'kill -9: answered 503 but stored anyway (killed between commit and answer)', value: k.refusedButStored },
      { label: 'kill -9: mails after restart: leases moved forward / retry command', value: `${k.leased} / exit ${k.retry.code}: ${k.retry.stdout.trim()}`, ok: k.retry.code === 0 },
      { label: 'kill -9: mails marked sent / received by SMTP (staff + acknowledgements)', value: `${sentAfter} / ${k.received}` },
      { label: 'kill -9: accepted enquiries never mailed after the retry', value: k.unmailed, budget: '0', ok: k.unmailed === 0 },
      { label: 'kill -9: mails received twice (killed between SMTP\'s 250 and the mark, a few ms)', value: k.duplicates },
      { label: 'PHP warnings in php-fpm\'s log during the kills', value: k.php.phpProblems, budget: '0', ok: k.php.phpProblems === 0 },
    ],
    notes: [
      'Read-only: the storage folder is a 16 MiB tmpfs, remounted read-only after three enquiries (12 enquiries and 2 honeypot posts while read-only), then read-write again. Also a folder read-only before the first enquiry (no database yet). The storage folder belongs to php-fpm\'s pool user (www-data), as in production.',
      `Full: a 2 MiB tmpfs, filled with a file until the kernel said ENOSPC; 40 enquiries; then the file is removed. SQLite may still commit into pages the database or its WAL already owns, so some answers can be 200: each of those has its record. Stored while full: ${[...fu.check.markers].filter((m) => m.startsWith('drill full-during')).length} of 40.`,
      `kill -9: ${workers * 2} clients post without pause for ${KILL_SECONDS} s while a random php-fpm worker gets SIGKILL every 20-150 ms (the master starts a new one); then a burst of 24 while the whole php-fpm process group gets SIGKILL; then the stack restarts on the same storage folder. Requests to a killed worker get nginx's JSON 503. A mail is marked sent right after the SMTP server's 250 (before QUIT); a worker killed in the few milliseconds between the two leaves it claimed, and the next sender after an answer takes it over from the note in sender.lock (or, without one, the retry after the lease) and sends it again, with the same Message-ID (at-least-once delivery): "mails received twice" counts those. After the restart the drill waits for the endpoint's own sender to finish before it moves the leases and runs the retry command.`,
      'Every success:true was matched with its stored enquiry by a marker in the message.',
    ],
  };
}
