/**
 * The layout's widths as media queries for code, the same em queries the stylesheets' Bootstrap
 * breakpoints compile to (src/styles/_theme.scss): 576, 768 and 992 px at the browser's usual 16 px
 * text, and wider when a visitor has set larger text, so what code decides (which picture to fetch,
 * whether the phone menu is in use) matches what the styles show. A "below" query ends 0.02em short
 * of the next width, as Bootstrap's media-breakpoint-down does.
 */
export const BELOW_SM = '(max-width: 35.98em)';
export const BELOW_MD = '(max-width: 47.98em)';
export const BELOW_LG = '(max-width: 61.98em)';
export const FROM_MD = '(min-width: 48em)';
export const FROM_LG = '(min-width: 62em)';

/**
 * A picture's `sizes` with its px lengths in em, so the file the browser picks keeps up with the
 * browser's text size as the layout does: `(min-width: 992px) 360px` becomes
 * `(min-width: 62em) 22.5em`. Components write `sizes` in the px they were designed at (the usual
 * 16 px text); `<Img>` sends it through here. In `sizes`, as in a media query, em is the browser's
 * text size, not any element's.
 */
export function sizesInEm(sizes: string): string {
  return sizes.replace(/(\d+(?:\.\d+)?)px\b/g, (_, px: string) => `${Number((Number(px) / 16).toFixed(4))}em`);
}
