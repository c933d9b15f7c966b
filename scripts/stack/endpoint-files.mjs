// The endpoint's PHP files where another user can read them. As root, php-fpm's pool and the queue
// commands run as www-data (as in production, scripts/stack/stack.mjs), and a checkout inside a
// private folder (under /root, or made by `mktemp -d`: mode 0700) is closed to www-data. Then they
// read a copy of what the endpoint needs, made readable, instead of falling back to root.
// Node builtins only.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmod, cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

/** uid, gid and group name of a local user, or null when there is no such user. */
function lookupUser(name) {
  const id = (flag) => spawnSync('id', [flag, name], { encoding: 'utf8' });
  const [uid, gid, group] = ['-u', '-g', '-gn'].map(id);
  if ([uid, gid, group].some((r) => r.status !== 0)) return null;
  return { name, uid: Number(uid.stdout), gid: Number(gid.stdout), group: group.stdout.trim() };
}

/**
 * The user php-fpm's pool runs as. Not root, even when we are root: a pool running as root
 * writes files nobody else can use and hides permission mistakes that production (www-data)
 * would show. As root: www-data, or nobody where there is no www-data (only when neither exists,
 * root, with a warning); the pool reads the endpoint from a copy when the checkout is closed to it
 * (readableEndpoint below). Otherwise: ourselves.
 */
export function poolUser() {
  if (process.getuid?.() !== 0) {
    const self = userInfo();
    return { name: self.username, uid: self.uid, gid: self.gid, group: execFileSync('id', ['-gn'], { encoding: 'utf8' }).trim() };
  }
  for (const name of ['www-data', 'nobody']) {
    const user = lookupUser(name);
    if (user) return user;
  }
  console.warn('php-fpm runs as root: this machine has neither a www-data nor a nobody user');
  return lookupUser('root');
}

/** What the endpoint and its queue command load from php/ (php/tests and the rest stay behind). */
const ENDPOINT_FILES = ['sendEmail.php', 'enquiry-rules.json', 'src', 'bin'];

/** True when `user` ({ uid, gid }) may do `test flag path` (-r read, -x pass through a folder). */
export function userCan(user, flag, path) {
  return spawnSync('test', [flag, path], { uid: user.uid, gid: user.gid }).status === 0;
}

/** True when `user` can read every file the endpoint loads in `phpDir` (it reads none of the others). */
function canReadEndpoint(user, phpDir) {
  return ['sendEmail.php', 'enquiry-rules.json', 'src/bootstrap.php', 'bin/outbox.php']
    .every((file) => userCan(user, '-r', join(phpDir, file)));
}

async function openUp(path) {
  for (const entry of await readdir(path, { withFileTypes: true })) {
    const child = join(path, entry.name);
    if (entry.isDirectory()) {
      await chmod(child, 0o755);
      await openUp(child);
    } else {
      await chmod(child, 0o644);
    }
  }
}

/**
 * `phpDir` when `user` can read the endpoint there; otherwise a copy of its files in `into` (a new
 * folder whose parent the user can pass through), every folder 0755 and file 0644, whatever the
 * checkout's own modes. Returns { dir, copied }.
 */
export async function readableEndpoint(user, phpDir, into) {
  if (process.getuid?.() !== 0 || canReadEndpoint(user, phpDir)) return { dir: phpDir, copied: false };
  for (const name of ENDPOINT_FILES) await cp(join(phpDir, name), join(into, name), { recursive: true });
  await chmod(into, 0o755);
  await openUp(into);
  return { dir: into, copied: true };
}

/**
 * Runs `task(dir)` with php/ as `user` can read it: php/ itself, or a copy in a new temporary
 * folder (removed afterwards). For the queue commands run as the storage folder's owner.
 */
export async function withReadableEndpoint(user, phpDir, task) {
  if (process.getuid?.() !== 0 || !user || canReadEndpoint(user, phpDir)) return task(phpDir);
  const parent = await mkdtemp(join(tmpdir(), 'site-endpoint-'));
  try {
    await chmod(parent, 0o711);
    const { dir } = await readableEndpoint(user, phpDir, join(parent, 'php'));
    return await task(dir);
  } finally {
    await rm(parent, { recursive: true, force: true });
  }
}
