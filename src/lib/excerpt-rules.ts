/** The excerpt lengths and suffixes of the site, one function per place they apply. */
import { excerpt, excerptAtWord } from './text';

/** Home carousel card: 130 characters plus ' ...'. */
export const carouselExcerpt = (html: string) => excerpt(html, 130, ' ...');

/** Portfolio list card: the first 120 characters plus an ellipsis. */
export const portfolioListExcerpt = (html: string) => excerpt(html, 120, '...');

/** Case-study index card: 250 characters plus ' ...'. */
export const caseStudyIndexExcerpt = (html: string) => excerpt(html, 250, ' ...');

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
