// @vitest-environment node
// What README.md says about the machine a newcomer starts on, held to the facts it describes: the
// Node version against package.json and the lockfile, and MailDev's addresses.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './repo-root.mjs';

const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
const manifest = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'));
const lock = JSON.parse(readFileSync(join(repoRoot, 'package-lock.json'), 'utf8'));

/** The paragraph that starts with `start`. */
const paragraph = (start) => {
  const at = readme.indexOf(start);
  expect(at, start).toBeGreaterThanOrEqual(0);
  return readme.slice(at, readme.indexOf('\n\n', at));
};

describe('README', () => {
  it('names the Node version package.json asks for', () => {
    const lowest = semver.minVersion(manifest.engines.node);
    expect(lowest?.version).toBe('20.19.0');
    expect(readme).toContain('Node 20.19 or later (`engines` in `package.json`');
  });

  it('names exactly the packages npm ci warns EBADENGINE about on that Node, and counts them right', () => {
    const lowest = semver.minVersion(manifest.engines.node)?.version ?? '';
    const warning = Object.entries(lock.packages)
      .filter(([path, entry]) => path && entry.engines?.node && !semver.satisfies(lowest, entry.engines.node));
    const warned = new Set(warning.map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length)));
    // README calls them development packages: none of them may be something the site runs on.
    for (const [path, entry] of warning) expect(entry.dev, `${path} is a development package`).toBe(true);
    const text = paragraph('Debian 12 and Node 20.19 or later');
    const notPackages = ['engines', 'package.json', 'EBADENGINE', 'npm ci', 'npm run bench'];
    const named = new Set([...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]).filter((name) => !notPackages.includes(name)));
    expect([...named].sort()).toEqual([...warned].sort());
    const words = ['none', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
    expect(text).toContain(`warnings for ${words[warned.size]} development packages`);
  });

  it('gives MailDev\'s web page and its API, which MailDev 3 serves (not its bare /)', () => {
    expect(readme).toContain('`http://127.0.0.1:1080/index.html`');
    expect(readme).toContain('`http://127.0.0.1:1080/api/email`');
  });
});
