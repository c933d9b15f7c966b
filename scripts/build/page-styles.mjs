/**
 * A page's own stylesheets (docs/decisions/004): the site-wide stylesheet, the one of its page
 * module, and those of the parts the page loads as the visitor nears them (their code is a
 * dynamic import of the page, their markup is in the prerendered HTML). The prerender step
 * inlines exactly these, and checks that nothing the page's markup names is styled only by a
 * stylesheet it does not carry.
 */

/** The manifest keys the entry loads at first (the entry and its static imports). */
export function entryKeys(manifest, entry = 'index.html') {
  const keys = new Set();
  const visit = (key) => {
    if (keys.has(key)) return;
    keys.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit(entry);
  return keys;
}

/**
 * CSS files of a page's chunk beyond the entry's: through its static imports and the dynamic ones
 * of its own parts, never through the entry (whose dynamic imports are every other page).
 */
export function pageStylesheets(manifest, keys, entry = entryKeys(manifest)) {
  const css = new Set();
  const seen = new Set(entry);
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no entry ${key}`);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(imported);
  };
  keys.forEach(visit);
  return [...css];
}

/** The class names a stylesheet has rules for (from its selectors, not its declarations). */
export function classesStyled(css) {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const names = new Set();
  let prelude = '';
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === '{') {
      if (prelude.trim().startsWith('@')) {
        // An at-rule's block (@media, @supports, @layer...) holds rules: read on inside it.
        prelude = '';
        continue;
      }
      for (const match of prelude.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) names.add(match[1]);
      // A rule's declarations: skip to their end.
      for (let depth = 1; depth > 0 && i < text.length - 1; ) {
        i += 1;
        if (text[i] === '{') depth += 1;
        else if (text[i] === '}') depth -= 1;
      }
      prelude = '';
    } else if (char === '}' || char === ';') {
      prelude = '';
    } else {
      prelude += char;
    }
  }
  return names;
}

/** The class names a page's markup uses. */
export function classesUsed(html) {
  const names = new Set();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) for (const name of match[1].split(/\s+/)) if (name) names.add(name);
  return names;
}

/**
 * Class names the page uses that some stylesheet of the site styles but none the page carries:
 * markup that would show unstyled until a later stylesheet arrived. `stylesheets` maps every CSS
 * file of the build to its text; `carried` lists the page's own.
 */
export function unstyledClasses(html, stylesheets, carried) {
  const own = new Set();
  for (const file of carried) for (const name of classesStyled(stylesheets.get(file) ?? '')) own.add(name);
  const elsewhere = new Map();
  for (const [file, css] of stylesheets) {
    if (carried.includes(file)) continue;
    for (const name of classesStyled(css)) if (!elsewhere.has(name)) elsewhere.set(name, file);
  }
  return [...classesUsed(html)].filter((name) => !own.has(name) && elsewhere.has(name)).map((name) => `.${name} (${elsewhere.get(name)})`);
}
