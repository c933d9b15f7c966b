// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import * as sass from 'sass';
import ts from 'typescript';
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

/** Every source file below `dir` but the tests: [path, text]. */
function* sources(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (['.ts', '.tsx'].includes(extname(entry.name)) && !entry.name.includes('.test.')) yield [path, readFileSync(path, 'utf8')];
  }
}

/** Every string the source below `dir` writes (quoted, or a template's fixed parts), as TypeScript parses it. */
function sourceStrings(dir) {
  const strings = [];
  const visit = (node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) strings.push(node.text);
    ts.forEachChild(node, visit);
  };
  for (const [path, text] of sources(dir)) {
    visit(ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS));
  }
  return strings;
}

/** The words of those strings; `classLists` keeps only strings that read like one ("row g-4 col-lg-6"), not prose. */
const wordsOf = (strings, { classLists = false } = {}) =>
  new Set(strings.filter((text) => !classLists || /^[a-z0-9 -]+$/.test(text)).flatMap((text) => text.split(/\s+/).filter(Boolean)));

const strings = sourceStrings('src');

describe('Bootstrap parts', () => {
  it("the site's Bootstrap (some partials, some gutters, no valid state) still defines every Bootstrap class the source names", () => {
    const everything = classesOf(`@import 'bootstrap/scss/functions';\n@import 'theme';\n@import 'bootstrap/scss/bootstrap';`);
    const ours = classesOf(readFileSync('src/styles/_bootstrap.scss', 'utf8'));
    const named = [...wordsOf(strings, { classLists: true })].filter((word) => everything.has(word));
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
    const named = [...wordsOf(strings)].filter((word) => all.has(word));
    expect(named.filter((name) => !kept.has(name))).toEqual([]);
    expect(kept.size).toBeLessThan(all.size / 10);
  }, 30000);
});
