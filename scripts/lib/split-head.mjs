/**
 * React 19 renders a page's <title>, <meta> and <link> elements (from react-helmet-async) at
 * the start of a server-rendered fragment. This moves that leading run into the document head;
 * the browser-side React finds them there when it hydrates.
 */
const LEADING_TAG = /^(?:<title(?:\s[^>]*)?>[^<]*<\/title>|<meta\s[^>]*\/?>|<link\s[^>]*\/?>)/;

export function splitHead(markup) {
  let rest = markup;
  const head = [];
  for (let match = LEADING_TAG.exec(rest); match; match = LEADING_TAG.exec(rest)) {
    head.push(match[0]);
    rest = rest.slice(match[0].length);
  }
  return { head: head.join(''), body: rest };
}
