// @vitest-environment node
// scripts/system-deps.sh with dpkg-query, apt-get and id stood in for on PATH: which packages each
// set asks for, and an Apache already on the machine keeps its configuration through the install.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { repoRoot } from './repo-root.mjs';

const TEST_ONLY = ['phpunit', 'php-codesniffer', 'chromium', 'chromium-headless-shell', 'apache2-bin', 'libapache2-mod-php8.2'];

let dir;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'system-deps-'));
  mkdirSync(join(dir, 'bin'));
  const tool = (name, body) => {
    writeFileSync(join(dir, 'bin', name), `#!/usr/bin/env bash\n${body}\n`);
    chmodSync(join(dir, 'bin', name), 0o755);
  };
  // Nothing is installed; `id -u` answers $FAKE_UID; apt-get logs its arguments and, installing
  // mod_php, does what its postinst does to a full Apache: enables php8.2 and switches to prefork.
  tool('dpkg-query', 'exit 1');
  tool('id', '[ "$1" = -u ] && echo "$FAKE_UID" || exec /usr/bin/id "$@"');
  tool('apt-get', `echo "$*" >> "${dir}/apt.log"
case " $* " in *" libapache2-mod-php8.2 "*)
  if [ -d "$SYSTEM_DEPS_APACHE_ETC/mods-enabled" ]; then
    cd "$SYSTEM_DEPS_APACHE_ETC/mods-enabled"
    rm -f mpm_event.load mpm_event.conf
    ln -sf ../mods-available/mpm_prefork.load mpm_prefork.load
    ln -sf ../mods-available/php8.2.load php8.2.load
    ln -sf ../mods-available/php8.2.conf php8.2.conf
  fi;;
esac`);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function systemDeps(mode, { uid = 1000, apacheEtc = join(dir, 'no-apache') } = {}) {
  const result = spawnSync('bash', [join(repoRoot, 'scripts/system-deps.sh'), mode], {
    encoding: 'utf8',
    env: {
      ...process.env,
      PATH: `${join(dir, 'bin')}:${process.env.PATH}`,
      FAKE_UID: String(uid),
      SYSTEM_DEPS_APACHE_ETC: apacheEtc,
      SYSTEM_DEPS_POLICY_RC: join(dir, 'policy-rc.d'),
    },
  });
  let log = '';
  try {
    log = readFileSync(join(dir, 'apt.log'), 'utf8');
  } catch {
    // apt-get never ran
  }
  return { ...result, installs: log.split('\n').find((line) => line.startsWith('install')) ?? '' };
}

const listed = (text) => (/Missing Debian packages: (.*)/.exec(text)?.[1] ?? '').split(' ');

describe('scripts/system-deps.sh', () => {
  it('for npm start (run) asks only for what serving the site needs, none of the test tools', () => {
    const { status, stderr } = systemDeps('run');
    expect(status).toBe(1);
    expect(listed(stderr)).toEqual([
      'php8.2-cli', 'php8.2-curl', 'php8.2-mbstring', 'php8.2-sqlite3', 'php8.2-fpm', 'libphp-phpmailer', 'nginx',
      'libnginx-mod-http-brotli-static',
    ]);
    for (const name of TEST_ONLY) expect(listed(stderr)).not.toContain(name);
  });

  it('installs the run set as root, and nothing of the test set', () => {
    const { status, installs } = systemDeps('run', { uid: 0 });
    expect(status).toBe(0);
    expect(installs).toMatch(/^install -y php8\.2-cli /);
    for (const name of [...TEST_ONLY, 'apache2']) expect(installs.split(' ')).not.toContain(name);
  });

  it('for npm test adds the test tools, with Apache as its binary only (no service package, no recommends)', () => {
    const { status, installs } = systemDeps('test', { uid: 0 });
    expect(status).toBe(0);
    const words = installs.split(' ');
    for (const name of TEST_ONLY) expect(words).toContain(name);
    expect(words).not.toContain('apache2');
    expect(words).toContain('--no-install-recommends');
  });

  it('leaves an Apache already on the machine configured as it was', () => {
    const etc = join(dir, 'apache2');
    for (const sub of ['mods-available', 'mods-enabled', 'conf-enabled']) mkdirSync(join(etc, sub), { recursive: true });
    for (const name of ['mpm_event.load', 'mpm_event.conf', 'proxy_fcgi.load', 'rewrite.load']) {
      symlinkSync(`../mods-available/${name}`, join(etc, 'mods-enabled', name));
    }
    symlinkSync('../conf-available/php8.2-fpm.conf', join(etc, 'conf-enabled', 'php8.2-fpm.conf'));
    const links = (sub) => Object.fromEntries(readdirSync(join(etc, sub)).sort().map((name) => [name, readlinkSync(join(etc, sub, name))]));
    const before = { mods: links('mods-enabled'), conf: links('conf-enabled') };

    const { status, stdout } = systemDeps('test', { uid: 0, apacheEtc: etc });
    expect(status).toBe(0);
    expect(stdout).toMatch(/Putting .*mods-enabled back as it was/);
    expect({ mods: links('mods-enabled'), conf: links('conf-enabled') }).toEqual(before);
  });

  it('refuses an unknown set', () => {
    expect(systemDeps('everything').status).toBe(2);
  });
});
