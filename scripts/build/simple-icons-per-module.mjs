/**
 * A Vite plugin that gives each simple-icons logo the site names its own small module.
 *
 * simple-icons ships every logo (about 3,400) as exports of one 5 MB module. Tree shaking keeps only
 * the logos named, but a bundler splits code by module: every chunk that names any logo would share
 * one chunk holding all the logos named anywhere, and the footer's social marks would pull the
 * What We Do logos into the first-load JavaScript. So `import { siLaravel } from 'simple-icons'` in
 * our source becomes an import of a module holding that one logo's title, slug, colour and path
 * (the fields the site uses; the package's SVG string and source links are left out). Type imports
 * (`import type { SimpleIcon } from 'simple-icons'`) are untouched. Tests get the same modules.
 */
const PREFIX = '\0simple-icon:';
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*(['"])simple-icons\2;?/g;

export function simpleIconsPerModule() {
  let icons;
  return {
    name: 'simple-icons-per-module',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/from\s*['"]simple-icons['"]/.test(code)) return null;
      const rewritten = code.replace(IMPORT, (_, names) =>
        names
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
          .map((name) => {
            const [imported, local = imported] = name.split(/\s+as\s+/);
            return `import ${local} from '${PREFIX}${imported}';`;
          })
          .join('\n'),
      );
      return rewritten === code ? null : { code: rewritten, map: null };
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? id : null;
    },
    async load(id) {
      if (!id.startsWith(PREFIX)) return null;
      icons ??= await import('simple-icons');
      const name = id.slice(PREFIX.length);
      const icon = icons[name];
      if (!icon) this.error(`simple-icons has no icon named ${name}`);
      const { title, slug, hex, path } = icon;
      return `export default ${JSON.stringify({ title, slug, hex, path })};\n`;
    },
  };
}
