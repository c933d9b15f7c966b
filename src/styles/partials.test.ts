// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';

/**
 * Component and page styles live beside their modules (src/components/**, src/pages,
 * src/features/**) as partials; the stylesheets are the lists in src/styles: main.scss (site-wide)
 * and pages/_*.scss (a page kind's), whose order is the cascade's (docs/design-system.md). A
 * partial no list imports would be silently missing, and one imported twice would write its rules
 * twice; a module importing a partial itself would build a stylesheet of its own, outside that order.
 */
const SRC = join(process.cwd(), 'src');
const STYLES = join(SRC, 'styles');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? files(path) : [path];
  });
}

const stylesheets = [join(STYLES, 'main.scss'), ...files(join(STYLES, 'pages')).filter((file) => file.endsWith('.scss'))];

/** The files a stylesheet's `@import` lines name, resolved as Sass does (a partial may start with `_`). */
function imported(sheet: string): string[] {
  return readFileSync(sheet, 'utf8')
    .split('\n')
    .flatMap((line) => {
      const name = /^@import '([^']+)';/.exec(line)?.[1];
      if (!name || name.startsWith('bootstrap/')) return [];
      const base = join(dirname(sheet), name);
      const found = [`${base}.scss`, join(dirname(base), `_${basename(base)}.scss`)].find((path) => existsSync(path));
      if (!found) throw new Error(`${relative(SRC, sheet)} imports ${name}, which does not exist`);
      return [found];
    });
}

describe('style partials', () => {
  it('every partial beside a module is in exactly one stylesheet list', () => {
    const partials = files(SRC).filter((file) => file.endsWith('.scss') && !file.startsWith(STYLES));
    expect(partials.length).toBeGreaterThan(40);
    const imports = stylesheets.flatMap(imported);
    const count = (file: string) => imports.filter((path) => path === file).length;
    expect(partials.filter((file) => count(file) !== 1).map((file) => `${relative(SRC, file)}: ${count(file)}`)).toEqual([]);
  });

  it('modules import only the stylesheets, never a partial', () => {
    const sheets = new Set(stylesheets.map((file) => relative(SRC, file)));
    const strays = files(SRC)
      .filter((file) => /\.tsx?$/.test(file))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .filter((line) => line.startsWith('import ') && line.includes(".scss'"))
          .map((line) => /'@\/(.+\.scss)'/.exec(line)?.[1] ?? `${relative(SRC, file)}: ${line}`)
          .filter((sheet) => !sheets.has(sheet)),
      );
    expect(strays).toEqual([]);
  });
});
