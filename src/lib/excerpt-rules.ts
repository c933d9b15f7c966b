/**
 * The excerpt lengths and suffixes of the site, one function per place they apply. A card's
 * excerpt keeps its character limit but ends at the last whole word within it: "reso ..." on a
 * card reads as a bug, not as a teaser.
 */
import { excerpt, excerptAtWord, stripHtml } from './text';

/**
 * The ' ...' of the cards: the space before the dots is a non-breaking one, so a narrow card never
 * leaves the dots alone on a line of their own; it reads and counts as the one space it is.
 */
export const SPACED_ELLIPSIS = '\u00a0...';

/** Home carousel card: at most 130 characters, cut at a word, plus ' ...'. */
export const carouselExcerpt = (html: string) => excerptAtWord(html, 130, SPACED_ELLIPSIS);

/** Portfolio list card: at most the first 120 characters, cut at a word, plus an ellipsis. */
export const portfolioListExcerpt = (html: string) => excerptAtWord(html, 120, '...');

/** Case-study index card: at most 250 characters, cut at a word, plus ' ...'. */
export const caseStudyIndexExcerpt = (html: string) => excerptAtWord(html, 250, SPACED_ELLIPSIS);

/**
 * Portfolio detail meta description: HTML stripped, over 150 characters cut to 150 plus an
 * ellipsis. Any other description meta built from longer text (a blog post's) follows the same rule,
 * so it fits a search result snippet.
 */
export const portfolioMetaDescription = (html: string) => excerpt(html, 150, '...');

/**
 * Blog post meta description: the same 150-character limit, but cut at the last whole word before
 * it, plus an ellipsis, so a search snippet never ends in half a word.
 */
export const blogMetaDescription = (html: string) => excerptAtWord(html, 150, '…');

/**
 * Portfolio detail lede: what the project is, in the words its description opens with (its first
 * sentence, without tags).
 */
export function portfolioSummary(html: string): string {
  const plain = stripHtml(html);
  return /^.+?[.!?](?=\s|$)/.exec(plain)?.[0] ?? plain;
}

/**
 * Portfolio detail Solution: the description after its first sentence, which the page's hero has
 * just shown (portfolioSummary), so the page never says it twice. A first paragraph that held only
 * that sentence goes with it.
 */
export function portfolioStory(html: string): string {
  const lead = /^\s*(<p>)?[^<]*?[.!?](?=\s|<|$)\s*/.exec(html);
  if (!lead) return html;
  const rest = html.slice(lead[0].length);
  return (lead[1] ? `<p>${rest}` : rest).replace(/^<p>\s*<\/p>/, '');
}
