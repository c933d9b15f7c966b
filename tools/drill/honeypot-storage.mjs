// Drill 8, honeypot storage: bots that fill the honeypot field must not be able to fill the disk
// without ever solving a captcha (a stored raw body per post would fill it: decision 011).
// 100 honeypot posts with bodies just under the 32 KiB limit, each from its own address; the
// storage folder is measured before and after. Budget: a log line per post at most.
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { contact, loggedOutcomes, pool, post, queueCounts, settle, withWorld } from '../../tests/harness/test-stack.mjs';

const POSTS = 100;
const PER_POST_BUDGET = 300; // bytes: one JSON log line

/**
 * The storage folder at rest: the mails of the real enquiry sent, no request open, so SQLite has
 * folded its WAL back into the database and removed it (it reappears while a request runs).
 */
async function atRest(world) {
  await settle(world);
  await sleep(500);
}

async function files(dir) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...await files(path));
    else out.push({ path, size: (await stat(path)).size });
  }
  return out;
}
/** The repeat counts' file: a fixed 128 KiB (php/src/Support/RepeatFilter.php), made by the first post that can repeat. */
const REPEATS = 'logs/repeats';
const size = async (dir) => (await files(dir)).filter((f) => !f.path.endsWith(REPEATS)).reduce((sum, f) => sum + f.size, 0);

export async function run({ workers }) {
  return withWorld({ parseMail: false, fpmWorkers: workers }, async (world) => {
    const storage = world.stack.storageDir;
    await post(world, contact()); // the database, key and log exist: only growth is measured
    await atRest(world);
    const before = await size(storage);
    const marker = `honeypot-drill-${Date.now()}`;
    const body = (i) => contact({ website: 'http://spam.example/buy-now', message: `${marker} ${i} ${'x'.repeat(32000)}` });
    const results = await pool(Array.from({ length: POSTS }, (_, i) => () => post(world, body(i))), workers);
    const bytes = JSON.stringify(body(0)).length;
    await atRest(world);
    const after = await size(storage);
    let leaked = 0;
    for (const file of await files(storage)) if ((await readFile(file.path, 'latin1')).includes(marker)) leaked++;
    const ok = results.filter((r) => r.status === 200 && r.json?.success === true).length;
    const counts = await queueCounts(storage);
    const grown = after - before;
    const repeats = (await stat(join(storage, REPEATS)).catch(() => ({ size: 0 }))).size;
    // One address sending honeypots in a loop: one log line, however many posts (drill 7 covers many addresses).
    const logBefore = (await stat(join(storage, 'logs/endpoint.log'))).size;
    const flood = await pool(Array.from({ length: 500 }, () => () => post(world, contact({ website: 'http://spam.example' }), { ip: '198.51.100.200' })), workers);
    const floodOk = flood.filter((r) => r.status === 200).length;
    const floodBytes = (await stat(join(storage, 'logs/endpoint.log'))).size - logBefore;
    const spam = (await loggedOutcomes(storage)).spam ?? 0;
    return {
      name: 'honeypot',
      title: '8. Honeypot posts and the disk',
      figures: [
        { label: `honeypot posts of ${(bytes / 1024).toFixed(1)} KiB: answered 200 {"success":true}`, value: `${ok} of ${POSTS}`, budget: `${POSTS}`, ok: ok === POSTS },
        { label: `storage growth per ${POSTS} honeypot posts (folder at rest before and after)`, value: `${grown} bytes (${(grown / POSTS).toFixed(0)} a post)`, budget: `≤ ${PER_POST_BUDGET * POSTS} bytes (a log line a post)`, ok: grown >= 0 && grown <= PER_POST_BUDGET * POSTS },
        { label: 'the repeat counts\' file (fixed size, once)', value: `${repeats} bytes`, budget: '≤ 131072 bytes', ok: repeats <= 131072 },
        { label: '500 honeypot posts from one address: answered 200 / log growth', value: `${floodOk} / ${floodBytes} bytes`, budget: `500 / ≤ ${2 * PER_POST_BUDGET} bytes (the first line, and one with the count)`, ok: floodOk === 500 && floodBytes <= 2 * PER_POST_BUDGET },
        { label: 'storage files holding any of the posted text', value: leaked, budget: '0', ok: leaked === 0 },
        { label: 'enquiries stored / posts logged (or counted) as spam', value: `${counts.enquiries.accepted ?? 0} / ${spam}`, budget: `1 (the real one) / ${POSTS + 500}`, ok: (counts.enquiries.accepted ?? 0) === 1 && spam === POSTS + 500 },
        { label: 'captcha checks for honeypot posts', value: world.stub.calls.length - 1, budget: '0', ok: world.stub.calls.length === 1 },
      ],
      notes: [
        `A honeypot post is answered 200 {"success":true}, stores nothing and leaves one log line (time, outcome, client hash), so honeypot posts cannot fill STORAGE_DIR and make legitimate enquiries fail 503. ${POSTS} posts, ${workers} at a time, each from its own address; then 500 from one address, which the endpoint counts rather than logs (a client's repeats within a minute: one line, and one with the count when the minute is over). The repeat counts take one file of fixed size.`,
      ],
    };
  });
}
