/**
 * Checks a page's JSON-LD as search engines read it from the HTML: each node of a type the site
 * uses against the properties Google's rich-result documentation requires and recommends for it
 * (Organization, BreadcrumbList, FAQPage, Article/BlogPosting, ItemList), the other types the site
 * uses (Service, CreativeWork) for what names and pictures them, and every node against the page
 * itself: what a node claims (a question, a headline, a name) must be on the page, and no rating
 * or review may appear unless the page shows its figures and links their source.
 * `e2e/structured-data.spec.ts` runs it on every prerendered page.
 *
 *   jsonLdProblems(nodes, { url, html }) → ['FAQPage: ...', ...], empty when all is well
 */
const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Text as the browser reads it: the character references React writes, decoded. */
function decodeEntities(text) {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name) => {
    if (name[0] === '#') return String.fromCodePoint(name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Google's rich-result types the site uses, and the plain schema.org types it may use besides. */
const RICH_RESULT_TYPES = new Set(['Organization', 'BreadcrumbList', 'FAQPage', 'Article', 'BlogPosting', 'ItemList']);
const PLAIN_TYPES = new Set(['Service', 'CreativeWork']);
/** Types Google shows as rich results only with a rating or review, which the site never invents. */
const RATED_TYPES = new Set(['Product', 'SoftwareApplication', 'WebApplication', 'MobileApplication', 'Course', 'Recipe', 'Book']);

const isText = (value) => typeof value === 'string' && value.trim().length > 0;
const isUrl = (value) => typeof value === 'string' && /^https?:\/\/[^\s/]+/.test(value);
const isDate = (value) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/.test(value);
const list = (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
const typesOf = (node) => list(node?.['@type']);
const isA = (node, type) => typesOf(node).includes(type);

/** The page's visible text: tags, scripts and styles removed, references decoded, spaces collapsed. */
export function visibleText(html) {
  const body = html.slice(html.indexOf('<body'));
  return decodeEntities(
    body
      .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text of the page's h1 elements. */
const headings = (html) => [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/gi)].map((m) => visibleText(`<body>${m[1]}`));

/** Every node with an @id (at any depth), so references like { "@id": ".../#organization" } can be followed. */
function identified(nodes) {
  const byId = new Map();
  const visit = (value) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      if (isText(value['@id']) && Object.keys(value).length > 1) byId.set(value['@id'], value);
      Object.values(value).forEach(visit);
    }
  };
  visit(nodes);
  return byId;
}

/** Paths (a.b[0].c) of every property named `key` at any depth. */
function findKeys(value, keys, at = '') {
  if (Array.isArray(value)) return value.flatMap((item, i) => findKeys(item, keys, `${at}[${i}]`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([name, inner]) => [
    ...(keys.has(name) ? [{ path: at ? `${at}.${name}` : name, value: inner }] : []),
    ...findKeys(inner, keys, at ? `${at}.${name}` : name),
  ]);
}

function organizationProblems(node, say) {
  if (!isText(node.name)) say('no name');
  if (!isUrl(node.url)) say('no absolute url');
  if (!isUrl(typeof node.logo === 'object' ? node.logo?.url : node.logo)) say('no absolute logo URL');
  const address = node.address;
  if (!isA(address, 'PostalAddress')) say('no PostalAddress address');
  else for (const key of ['streetAddress', 'addressLocality', 'postalCode', 'addressCountry']) if (!isText(address[key])) say(`address without ${key}`);
  const points = list(node.contactPoint);
  if (points.length === 0) say('no contactPoint');
  for (const point of points) {
    if (!isA(point, 'ContactPoint')) say('a contactPoint that is not a ContactPoint');
    else {
      if (!isText(point.contactType)) say('a contactPoint without contactType');
      if (!isText(point.telephone) && !isText(point.email)) say('a contactPoint without telephone or email');
    }
  }
}

/**
 * The ListItems of a BreadcrumbList or an ItemList: each a ListItem at its position; `check` asks
 * what else the list's type wants of an item.
 */
function listItemProblems(node, say, check) {
  const items = list(node.itemListElement);
  if (items.length === 0) say('no itemListElement');
  items.forEach((item, index) => {
    const where = `item ${index + 1}`;
    if (!isA(item, 'ListItem')) say(`${where} is not a ListItem`);
    if (item.position !== index + 1) say(`${where} has position ${JSON.stringify(item.position)}, expected ${index + 1}`);
    check(item, where, index === items.length - 1);
  });
}

function breadcrumbProblems(node, say, page) {
  listItemProblems(node, say, (item, where, last) => {
    if (!isText(item.name)) say(`${where} has no name`);
    const target = typeof item.item === 'object' ? item.item?.['@id'] : item.item;
    // The last crumb is the page itself: Google takes the page's URL when it has none.
    if (target === undefined && last) return;
    if (!isUrl(target)) say(`${where} has no absolute item URL`);
    else if (last && page.url && target !== page.url) say(`the last item is ${target}, not the page (${page.url})`);
  });
}

function faqProblems(node, say, page) {
  const questions = list(node.mainEntity);
  if (questions.length === 0) say('no mainEntity questions');
  questions.forEach((question, index) => {
    const where = `question ${index + 1}`;
    if (!isA(question, 'Question')) return say(`${where} is not a Question`);
    if (!isText(question.name)) say(`${where} has no name`);
    else if (!page.text.includes(question.name.trim())) say(`${where} ("${question.name}") is not on the page`);
    const answer = question.acceptedAnswer;
    if (!isA(answer, 'Answer') || !isText(answer.text)) say(`${where} has no acceptedAnswer with text`);
    else if (!page.text.includes(visibleText(`<body>${answer.text}`))) say(`the answer to ${where} is not on the page`);
  });
}

function articleProblems(node, say, page, byId) {
  if (!isText(node.headline)) say('no headline');
  else {
    if (node.headline.length > 110) say('a headline over 110 characters');
    if (!page.h1.some((heading) => heading === node.headline.trim())) say(`the headline "${node.headline}" is not the page's h1`);
  }
  const images = list(node.image).map((image) => (typeof image === 'object' ? image?.url : image));
  if (images.length === 0 || !images.every(isUrl)) say('no absolute image URL');
  if (!isDate(node.datePublished)) say('no ISO 8601 datePublished');
  if (node.dateModified !== undefined && !isDate(node.dateModified)) say('a dateModified that is not ISO 8601');
  const authors = list(node.author);
  if (authors.length === 0) say('no author');
  for (const ref of authors) {
    const author = ref && typeof ref === 'object' && !isText(ref.name) && isText(ref['@id']) ? byId.get(ref['@id']) : ref;
    if (!author || !(isA(author, 'Person') || isA(author, 'Organization')) || !isText(author.name)) say('an author that is not a named Person or Organization');
  }
}

function itemListProblems(node, say, page) {
  listItemProblems(node, say, (item, where) => {
    if (!isUrl(item.url)) say(`${where} has no absolute url`);
    if (isText(item.name) && !page.text.includes(item.name)) say(`${where} ("${item.name}") is not on the page`);
  });
}

/**
 * Service and CreativeWork: no rich result, but named, linked and credited; a work (a project, a
 * case study) is the page's subject, so its name is on the page.
 */
function plainProblems(node, say, page, byId) {
  if (!isText(node.name)) say('no name');
  else if (isA(node, 'CreativeWork') && !page.h1.includes(node.name.trim())) say(`its name "${node.name}" is not the page's h1`);
  if (node.url !== undefined && !isUrl(node.url)) say('a url that is not absolute');
  if (node.image !== undefined && !list(node.image).every(isUrl)) say('an image URL that is not absolute');
  for (const key of ['provider', 'creator']) {
    const ref = node[key];
    if (ref?.['@id'] && !byId.has(ref['@id'])) say(`a ${key} reference (${ref['@id']}) to no node on the page`);
  }
}

/**
 * What is wrong with a page's JSON-LD `nodes` (parsed, top level) for the page at `url` whose HTML
 * is `html`; an empty list when nothing is.
 */
export function jsonLdProblems(nodes, { url, html }) {
  const page = { url, text: visibleText(html), h1: headings(html) };
  const byId = identified(nodes);
  const problems = [];
  for (const node of nodes) {
    const type = typesOf(node).join(', ') || '(no @type)';
    const say = (problem) => problems.push(`${type}: ${problem}`);
    if (node?.['@context'] !== 'https://schema.org') say('@context is not https://schema.org');
    if (typesOf(node).some((t) => RATED_TYPES.has(t))) {
      say('a type whose rich result needs a rating or review, which the site does not show');
      continue;
    }
    if (!typesOf(node).some((t) => RICH_RESULT_TYPES.has(t) || PLAIN_TYPES.has(t))) {
      say('a type this check does not know: add its rules before the site uses it');
      continue;
    }
    if (isA(node, 'Organization')) organizationProblems(node, say);
    if (isA(node, 'BreadcrumbList')) breadcrumbProblems(node, say, page);
    if (isA(node, 'FAQPage')) faqProblems(node, say, page);
    if (isA(node, 'Article') || isA(node, 'BlogPosting')) articleProblems(node, say, page, byId);
    if (isA(node, 'ItemList')) itemListProblems(node, say, page);
    if (typesOf(node).some((t) => PLAIN_TYPES.has(t))) plainProblems(node, say, page, byId);
  }
  // A rating or review must be one the page shows, figures and source: the site shows none.
  for (const node of nodes) {
    for (const { path, value } of findKeys(node, new Set(['aggregateRating', 'review', 'reviews']))) {
      const figures = findKeys(value, new Set(['ratingValue', 'reviewCount', 'ratingCount'])).map((found) => String(found.value));
      const source = list(value).map((rating) => rating?.url).find(isUrl);
      const shown = figures.length > 0 && figures.every((figure) => page.text.includes(figure)) && source && html.includes(`href="${source}"`);
      if (!shown) problems.push(`${typesOf(node).join(', ')}: ${path}, a rating or review the page does not show with its figures and a link to their source`);
    }
  }
  if (!nodes.some((node) => isA(node, 'Organization'))) problems.push('no Organization node');
  return problems;
}

/** The JSON-LD nodes of a page's HTML, parsed (a script that is not JSON throws). */
export function jsonLdNodes(html) {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap(([, text]) => {
    const node = JSON.parse(text);
    return Array.isArray(node['@graph']) ? node['@graph'].map((inner) => ({ '@context': node['@context'], ...inner })) : [node];
  });
}
