// Apache 2.4 with mod_php (Debian's apache2 + libapache2-mod-php8.2) for the tests of the shipped
// .htaccess files: its own ServerRoot, config, pid file and logs in a temporary folder, bound to
// 127.0.0.1, started in the foreground (never the system service) and stopped by pid. Only the
// modules a plain shared host has; mod_rewrite on or off. Node builtins only.
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { canListen, spawnOwned, stopChild, waitForHttp } from '../../scripts/stack/process.mjs';
import { repoRoot } from '../../scripts/repo-root.mjs';

const APACHE = process.env.APACHE_BIN || '/usr/sbin/apache2';
/** Debian's server-wide security settings (ServerTokens OS...), which the site's own then override. */
const DEBIAN_SECURITY = '/etc/apache2/conf-available/security.conf';
const MODULES = '/usr/lib/apache2/modules';
// filter + deflate as many hosts have them, compressing JSON too: compression holds an answer back
// until the script ends, which the endpoint must switch off for the mails it sends after answering.
const BASE_MODULES = [
  'mpm_prefork', 'authz_core', 'authz_host', 'dir', 'mime', 'alias', 'env', 'setenvif', 'headers', 'filter', 'deflate',
];

/** Why Apache with mod_php cannot run here, or null when it can. */
export function apacheMissing() {
  if (!existsSync(APACHE)) return `${APACHE} is missing (apt-get install apache2)`;
  if (!existsSync(join(MODULES, 'libphp8.2.so'))) return 'mod_php is missing (apt-get install libapache2-mod-php8.2)';
  return null;
}

/**
 * Serves `docroot` (AllowOverride All: its .htaccess files apply) on 127.0.0.1:`port` with mod_php
 * for *.php; `rewrite` loads mod_rewrite. As root, the children run as `user` (www-data), as on a
 * host. Returns { url, pid, stop, errorLog() }.
 */
export async function startApache({ docroot, port, rewrite, user = 'www-data' }) {
  if (!(await canListen(port))) throw new Error(`port ${port} on 127.0.0.1 is already in use`);
  const dir = await mkdtemp(join(tmpdir(), 'apache-'));
  const modules = [...BASE_MODULES, ...(rewrite ? ['rewrite'] : [])]
    .map((name) => `LoadModule ${name}_module ${MODULES}/mod_${name}.so`);
  const asRoot = process.getuid?.() === 0;
  const conf = join(dir, 'httpd.conf');
  await writeFile(conf, `ServerRoot "${dir}"
DefaultRuntimeDir "${dir}"
PidFile "${dir}/httpd.pid"
ErrorLog "${dir}/error.log"
LogLevel warn
Listen 127.0.0.1:${port}
ServerName 127.0.0.1
${modules.join('\n')}
LoadModule php_module ${MODULES}/libphp8.2.so
${asRoot ? `User ${user}\nGroup ${user}` : ''}
StartServers 2
MinSpareServers 1
MaxSpareServers 4
MaxRequestWorkers 8
TypesConfig /etc/mime.types
AddOutputFilterByType DEFLATE text/html text/plain text/css application/javascript application/json
DocumentRoot "${docroot}"
<Directory />
    AllowOverride None
    Require all denied
</Directory>
<Directory "${docroot}">
    AllowOverride All
    Require all granted
</Directory>
<FilesMatch "\\.php$">
    SetHandler application/x-httpd-php
</FilesMatch>
php_admin_flag display_errors off
# As docs/deploy.md installs them: Debian's security.conf, then the site's (read after it).
${existsSync(DEBIAN_SECURITY) ? `Include ${DEBIAN_SECURITY}` : ''}
Include ${join(repoRoot, 'deploy/apache/security.conf')}
`);
  const child = spawnOwned(APACHE, ['-f', conf, '-DFOREGROUND'], { name: 'apache2' });
  const stop = async () => {
    await stopChild(child, 'SIGTERM');
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await waitForHttp(port, { children: [child] });
  } catch (error) {
    const log = await readFile(join(dir, 'error.log'), 'utf8').catch(() => '');
    await stop();
    error.message += `\n${log.slice(-2000)}`;
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop,
    errorLog: () => readFile(join(dir, 'error.log'), 'utf8').catch(() => ''),
  };
}
