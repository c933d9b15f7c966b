// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as sass from 'sass';
import { describe, expect, it } from 'vitest';

/**
 * src/styles/_utilities-used.scss limits Bootstrap's utility API to the classes the site uses.
 * Every Bootstrap utility class named anywhere in src/ must still be generated.
 */
const PRELUDE = `@import 'bootstrap/scss/functions';
@import 'theme';
@import 'bootstrap/scss/variables';
@import 'bootstrap/scss/variables-dark';
@import 'bootstrap/scss/maps';
@import 'bootstrap/scss/mixins';
@import 'bootstrap/scss/utilities';`;

function utilityClasses(filtered) {
  const source = `${PRELUDE}\n${filtered ? "@import 'utilities-used';" : ''}\n@import 'bootstrap/scss/utilities/api';`;
  const { css } = sass.compileString(source, {
    loadPaths: ['node_modules', 'src/styles'],
    silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
    quietDeps: true,
  });
  return new Set([...css.matchAll(/\.([a-zA-Z][\w-]*)/g)].map((match) => match[1]));
}

function sourceTokens(dir) {
  const tokens = new Set();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) sourceTokens(path).forEach((token) => tokens.add(token));
    else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\./.test(entry.name)) {
      for (const match of readFileSync(path, 'utf8').matchAll(/[A-Za-z][\w-]*/g)) tokens.add(match[0]);
    }
  }
  return tokens;
}

/** The classes a stylesheet defines. */
function classesOf(source) {
  const { css } = sass.compileString(source, {
    loadPaths: ['node_modules', 'src/styles'],
    silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
    quietDeps: true,
  });
  return new Set([...css.matchAll(/\.([a-zA-Z][\w-]*)/g)].map((match) => match[1]));
}

/** Words of the string literals in src/ that read like class lists ("row g-4 col-lg-6"). */
function classListWords(dir) {
  const words = new Set();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) classListWords(path).forEach((word) => words.add(word));
    else if (/\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name)) {
      for (const match of readFileSync(path, 'utf8').matchAll(/(["'`])([a-z0-9 -]+)\1/g)) {
        match[2].split(' ').forEach((word) => word && words.add(word));
      }
    }
  }
  return words;
}

describe('Bootstrap parts', () => {
  it("the site's Bootstrap (some partials, some gutters, no valid state) still defines every Bootstrap class the source names", () => {
    const everything = classesOf(`@import 'bootstrap/scss/functions';\n@import 'theme';\n@import 'bootstrap/scss/bootstrap';`);
    const ours = classesOf(readFileSync('src/styles/_bootstrap.scss', 'utf8'));
    const named = [...classListWords('src')].filter((word) => everything.has(word));
    expect(named.length).toBeGreaterThan(50);
    expect(named.filter((name) => !ours.has(name))).toEqual([]);
    // What the trimming is for: these are not in every page's stylesheet.
    for (const gone of ['form-range', 'card', 'card-body', 'is-valid', 'valid-feedback', 'g-2']) {
      expect(ours.has(gone), gone).toBe(false);
    }
  }, 60000);
});

describe('Bootstrap utilities', () => {
  it('generates every utility class the source names, and far fewer than Bootstrap', () => {
    const all = utilityClasses(false);
    const kept = utilityClasses(true);
    const named = [...sourceTokens('src')].filter((token) => all.has(token));
    expect(named.filter((name) => !kept.has(name))).toEqual([]);
    expect(kept.size).toBeLessThan(all.size / 10);
  }, 30000);
});
