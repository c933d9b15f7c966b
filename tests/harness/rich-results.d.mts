/** A JSON-LD node as parsed from a page. */
export type JsonLdNode = Record<string, unknown>;

/** What is wrong with a page's JSON-LD for the page at `url` whose HTML is `html`; empty when nothing is. */
export function jsonLdProblems(nodes: readonly JsonLdNode[], page: { url: string; html: string }): string[];

/** The JSON-LD nodes of a page's HTML, parsed (the nodes of a @graph one by one). */
export function jsonLdNodes(html: string): JsonLdNode[];

/** The page's visible text: tags, scripts and styles removed, references decoded, spaces collapsed. */
export function visibleText(html: string): string;
