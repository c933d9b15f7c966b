// Serves a built site the production way: nginx (deploy/nginx/site.conf.template) in front of
// php-fpm (deploy/php-fpm/pool.conf.template) for /php/sendEmail.php. Used by `npm start`, the
// integration tests and the end-to-end tests. Node builtins only.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { access, chmod, chown, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { poolUser, readableEndpoint } from './endpoint-files.mjs';
import { canListen, spawnOwned, stopChild, waitForHttp } from './process.mjs';
import { repoRoot } from '../repo-root.mjs';

export { startMailDev } from './maildev.mjs';
export { startSiteverifyStub } from './siteverify-stub.mjs';
export { poolUser } from './endpoint-files.mjs';
const PHP_FPM = process.env.PHP_FPM_BIN || 'php-fpm8.2';
/** Debian's libnginx-mod-http-brotli-static. */
const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const NGINX = process.env.NGINX_BIN || 'nginx';

/** What the endpoint keeps in STORAGE_DIR (docs/endpoint.md), and nothing else. */
const STORAGE_ENTRIES = /^(outbox\.sqlite(-wal|-shm|-journal)?|outbox\.lock|sender\.lock|smtp-paused|client-hash\.key(\..*\.tmp)?|logs)$/;

/**
 * Makes `dir` (created if missing) and what the endpoint keeps in it the pool user's, mode 0700
 * for the folder. A folder holding anything else is left as it is (with a warning): STORAGE_DIR
 * pointed at the wrong place must not hand someone else's files to www-data.
 */
async function ownStorage(dir, user) {
  try {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    if (process.getuid?.() !== 0) return;
    const entries = await readdir(dir, { withFileTypes: true });
    const foreign = entries.filter((e) => !STORAGE_ENTRIES.test(e.name));
    if (foreign.length > 0) {
      console.warn(`${dir} holds more than the endpoint's files (${foreign.slice(0, 3).map((e) => e.name).join(', ')}): left as it is`);
      return;
    }
    await chown(dir, user.uid, user.gid);
    for (const entry of entries) {
      const path = join(dir, entry.name);
      await chown(path, user.uid, user.gid);
      if (entry.isDirectory()) {
        for (const name of await readdir(path)) await chown(join(path, name), user.uid, user.gid);
      }
    }
    await chmod(dir, 0o700);
    if (spawnSync('test', ['-w', dir, '-a', '-x', dir], { uid: user.uid, gid: user.gid }).status !== 0) {
      console.warn(`php-fpm's user ${user.name} cannot reach ${dir} (a folder above it is closed to it): enquiries will be answered 503`);
    }
  } catch {
    // A storage folder that cannot be made or owned (read-only, a file in its way): the endpoint
    // answers 503 for it, which is what the tests of such faults look for.
  }
}

/** Replaces ${NAME} for the given names only; nginx's own $variables stay as they are. */
function fillTemplate(text, values) {
  return text.replace(/\$\{([A-Z_]+)\}/g, (match, name) => (name in values ? String(values[name]) : match));
}

export async function startStack({
  port = 8080, distDir = 'dist', phpDir = 'php', storageDir, env = {}, fpmWorkers = 4, log = false,
} = {}) {
  const tmpDir = await mkdtemp(join(tmpdir(), 'site-stack-'));
  const dist = resolve(repoRoot, distDir);
  const php = resolve(repoRoot, phpDir);
  const storage = storageDir ? resolve(repoRoot, storageDir) : join(tmpDir, 'storage');

  const isRoot = process.getuid?.() === 0;
  const user = userInfo().username;
  const group = execFileSync('id', ['-gn'], { encoding: 'utf8' }).trim();
  const pool = poolUser();
  let endpoint = { dir: php, copied: false };
  const socket = join(tmpDir, 'php-fpm.sock');
  const children = [];
  const pids = {};

  const stop = async () => {
    for (const child of [...children].reverse()) await stopChild(child);
    await rm(tmpDir, { recursive: true, force: true });
  };

  try {
    if (!(await canListen(port))) throw new Error(`port ${port} on 127.0.0.1 is already in use`);
    // The pool user reaches its storage through tmpDir (when the storage is there): it may pass
    // through, not list it.
    await chmod(tmpDir, 0o711);
    await ownStorage(storage, pool);
    endpoint = await readableEndpoint(pool, php, join(tmpDir, 'php'));
    const poolConf = fillTemplate(await readFile(join(repoRoot, 'deploy/php-fpm/pool.conf.template'), 'utf8'), {
      POOL_NAME: 'site', FPM_USER: pool.name, FPM_GROUP: pool.group, FPM_LISTEN: socket, FPM_WORKERS: fpmWorkers,
    });
    const fpmConf = join(tmpDir, 'php-fpm.conf');
    await writeFile(fpmConf, [
      '[global]',
      `pid = ${join(tmpDir, 'php-fpm.pid')}`,
      `error_log = ${log ? '/proc/self/fd/2' : join(tmpDir, 'php-fpm.log')}`,
      'daemonize = no',
      poolConf,
    ].join('\n'));
    const phpEnv = { ...process.env, ENV_FILE: '/dev/null', ...env, STORAGE_DIR: storage };
    const fpm = spawnOwned(PHP_FPM, ['-F', '-y', fpmConf, ...(isRoot && pool.uid === 0 ? ['-R'] : [])], {
      env: phpEnv, log, name: 'php-fpm',
    });
    children.push(fpm);
    pids.phpFpm = fpm.pid;

    const site = fillTemplate(await readFile(join(repoRoot, 'deploy/nginx/site.conf.template'), 'utf8'), {
      LISTEN: `127.0.0.1:${port}`, SERVER_NAME: '_', DIST_DIR: dist, PHP_DIR: endpoint.dir, PHP_FPM: `unix:${socket}`,
    });
    await writeFile(join(tmpDir, 'site.conf'), site);
    const temp = (name) => `${name}_temp_path ${join(tmpDir, name)};`;
    const nginxConf = join(tmpDir, 'nginx.conf');
    // Brotli copies of the build (scripts/build/precompress.mjs) are served where Debian's module for
    // them is installed (scripts/system-deps.sh installs it); without it, the gzip copies are.
    const brotli = existsSync(BROTLI_STATIC_MODULE);
    await writeFile(nginxConf, `${isRoot ? `user ${user} ${group};` : ''}
${brotli ? `load_module ${BROTLI_STATIC_MODULE};` : ''}
daemon off;
worker_processes 2;
pid ${join(tmpDir, 'nginx.pid')};
error_log ${log ? 'stderr' : join(tmpDir, 'nginx-error.log')} warn;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log ${log ? '/dev/stdout' : 'off'};
    sendfile on;
    keepalive_requests 100000;
    ${brotli ? 'brotli_static on;' : ''}
    ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n    ')}
    include ${join(tmpDir, 'site.conf')};
}
`);
    await waitForSocket(socket, fpm);
    const nginx = spawnOwned(NGINX, ['-p', `${tmpDir}/`, '-c', nginxConf, '-e', join(tmpDir, 'nginx-error.log')], {
      log, name: 'nginx',
    });
    children.push(nginx);
    pids.nginx = nginx.pid;
    await waitForHttp(port, { children });
  } catch (error) {
    const logs = await Promise.all(['php-fpm.log', 'nginx-error.log'].map(
      (name) => readFile(join(tmpDir, name), 'utf8').then((text) => `${name}:\n${text.slice(-2000)}`, () => ''),
    ));
    await stop();
    error.message = [error.message, ...logs.filter(Boolean)].join('\n');
    throw error;
  }
  // phpDir: where php-fpm reads the endpoint (a copy when the checkout is closed to the pool user).
  return { url: `http://127.0.0.1:${port}`, port, storageDir: storage, tmpDir, pids, poolUser: pool, phpDir: endpoint.dir, stop };
}

async function waitForSocket(path, child, timeoutMs = 10000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`php-fpm exited early:\n${child.stderrTail}`);
    try { await access(path); return; } catch { /* not yet */ }
    if (Date.now() > deadline) throw new Error(`php-fpm did not open ${path}:\n${child.stderrTail}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
