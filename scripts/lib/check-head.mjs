/**
 * Checks a prerendered page against the head tags it must carry (entry-server's pageHead: title,
 * description, keywords, robots, canonical, Open Graph, Twitter card, JSON-LD), as crawlers and
 * link previews read the raw HTML: each tag in the document head exactly once with its value,
 * keywords, robots and canonical absent when the page has none, no Open Graph or Twitter tag it
 * should not have, and the JSON-LD nodes in order. scripts/prerender.mjs fails the build on any problem.
 */
import { isDeepStrictEqual } from 'node:util';

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Text or an attribute value as the browser reads it (the references React writes). */
export function decodeEntities(text) {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name) => {
    if (name[0] === '#') return String.fromCodePoint(name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function attributes(tag) {
  const attrs = {};
  for (const [, name, value] of tag.matchAll(/([^\s=/>]+)="([^"]*)"/g)) attrs[name.toLowerCase()] = decodeEntities(value);
  return attrs;
}

/** The head's title texts, meta tags (by name or property) and canonical links, as lists. */
function readHead(head) {
  const titles = [...head.matchAll(/<title(?:\s[^>]*)?>([^<]*)<\/title>/g)].map((m) => decodeEntities(m[1]));
  const metas = [...head.matchAll(/<meta\s[^>]*>/g)].map((m) => attributes(m[0]));
  const links = [...head.matchAll(/<link\s[^>]*>/g)].map((m) => attributes(m[0]));
  const named = (key) => metas.filter((meta) => meta.name === key).map((meta) => meta.content);
  return {
    titles,
    description: named('description'),
    keywords: named('keywords'),
    robots: named('robots'),
    canonical: links.filter((link) => link.rel === 'canonical').map((link) => link.href),
    og: metas.filter((meta) => meta.property?.startsWith('og:')).map((meta) => [meta.property, meta.content]),
    // X reads `name`; a `property="twitter:…"` would be a tag written the wrong way, so it counts too.
    twitter: metas
      .filter((meta) => (meta.name ?? meta.property)?.startsWith('twitter:'))
      .map((meta) => [meta.name ?? meta.property, meta.content, meta.name ? 'name' : 'property']),
  };
}

/**
 * What is wrong with the head tags of `html` against `expected` ({ title, description, keywords?,
 * robots?, canonical?, og: [{ property, content }], twitter?: [{ name, content }], jsonLd: [node] });
 * an empty list when nothing is.
 */
export function headProblems(html, expected) {
  const end = html.indexOf('</head>');
  if (end < 0) return ['no </head>'];
  const found = readHead(html.slice(0, end));
  const problems = [];
  const once = (what, list, value) => {
    if (value === undefined) {
      if (list.length > 0) problems.push(`${what} ${JSON.stringify(list)} where the page has none`);
    } else if (list.length !== 1 || list[0] !== value) {
      problems.push(`${what}: expected ${JSON.stringify(value)} once in the head, found ${JSON.stringify(list)}`);
    }
  };
  once('<title>', found.titles, expected.title);
  once('meta description', found.description, expected.description);
  once('meta keywords', found.keywords, expected.keywords);
  once('meta robots', found.robots, expected.robots);
  once('link canonical', found.canonical, expected.canonical);
  for (const { property, content } of expected.og) {
    once(`meta ${property}`, found.og.filter(([key]) => key === property).map(([, value]) => value), content);
  }
  const extra = found.og.filter(([key]) => !expected.og.some((tag) => tag.property === key)).map(([key]) => key);
  if (extra.length > 0) problems.push(`Open Graph tags the page should not have: ${extra.join(', ')}`);
  const twitter = expected.twitter ?? [];
  for (const { name, content } of twitter) {
    once(`meta name=${name}`, found.twitter.filter(([key, , attr]) => key === name && attr === 'name').map(([, value]) => value), content);
  }
  const strayTwitter = found.twitter
    .filter(([key, , attr]) => attr !== 'name' || !twitter.some((tag) => tag.name === key))
    .map(([key, , attr]) => `${attr}=${key}`);
  if (strayTwitter.length > 0) problems.push(`Twitter tags the page should not have: ${strayTwitter.join(', ')}`);

  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  const nodes = [];
  for (const [, text] of scripts) {
    try {
      nodes.push(JSON.parse(text));
    } catch {
      problems.push(`JSON-LD that is not JSON: ${text.slice(0, 80)}`);
    }
  }
  if (nodes.length === scripts.length && !isDeepStrictEqual(nodes, expected.jsonLd)) {
    const types = (list) => list.map((node) => node['@type']).join(', ');
    problems.push(`JSON-LD: expected [${types(expected.jsonLd)}], found [${types(nodes)}]${nodes.length === expected.jsonLd.length ? ' with other values' : ''}`);
  }
  return problems;
}
