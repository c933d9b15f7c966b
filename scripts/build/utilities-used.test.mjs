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

/** The classes a stylesheet defines. */
function classesOf(source) {
  const { css } = sass.compileString(source, {
    loadPaths: ['node_modules', 'src/styles'],
    silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
    quietDeps: true,
  });
  return new Set([...css.matchAll(/\.([a-zA-Z][\w-]*)/g)].map((match) => match[1]));
}

/** Bootstrap's utility classes, all of them or (`filtered`) those _utilities-used.scss keeps. */
const utilityClasses = (filtered) =>
  classesOf(`${PRELUDE}\n${filtered ? "@import 'utilities-used';" : ''}\n@import 'bootstrap/scss/utilities/api';`);

/** The text of every source file below `dir` but the tests. */
function* sources(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name)) yield readFileSync(path, 'utf8');
  }
}

/** Every word-like token of the source below `dir`. */
const sourceTokens = (dir) => new Set([...sources(dir)].flatMap((text) => text.match(/[A-Za-z][\w-]*/g) ?? []));

/** Words of the string literals below `dir` that read like class lists ("row g-4 col-lg-6"). */
const classListWords = (dir) =>
  new Set([...sources(dir)].flatMap((text) => [...text.matchAll(/(["'`])([a-z0-9 -]+)\1/g)].flatMap((match) => match[2].split(' ').filter(Boolean))));

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
