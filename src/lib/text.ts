/** Small text helpers shared by listings, meta descriptions and cards. */

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

const BLOCK_TAG = /<\/?(?:br|p|div|li|ul|ol|h[1-6]|tr|td|th|section|blockquote)\b[^>]*>/gi;

/** Removes HTML tags (block tags become spaces), decodes the common entities, folds white space. */
export function stripHtml(html: string): string {
  return html
    .replace(BLOCK_TAG, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (m) => ENTITIES[m] ?? m)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Cuts text to its first `limit` characters and appends `suffix`; text within the limit is
 * returned unchanged. HTML is stripped first.
 */
export function excerpt(text: string, limit: number, suffix: string): string {
  const plain = stripHtml(text);
  if (plain.length <= limit) return plain;
  return `${plain.slice(0, limit)}${suffix}`;
}

/**
 * Like `excerpt`, but never cuts a word: the text ends at the last word boundary within `limit`
 * characters (its trailing punctuation dropped) before `suffix`. A first word longer than the limit
 * is cut at the limit, as nothing shorter would say anything.
 */
export function excerptAtWord(text: string, limit: number, suffix: string): string {
  const plain = stripHtml(text);
  if (plain.length <= limit) return plain;
  const cut = plain.slice(0, limit + 1);
  const boundary = cut.lastIndexOf(' ');
  const kept = boundary > 0 ? cut.slice(0, boundary) : plain.slice(0, limit);
  return `${kept.replace(/[\s,;:.\-–—]+$/, '')}${suffix}`;
}

/** The title shown for a slug without an entry: "fitpass-network" becomes "FITPASS NETWORK". */
export function slugToTitle(slug: string): string {
  return slug.replace(/-/g, ' ').toUpperCase();
}
