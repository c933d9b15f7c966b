/**
 * Marks the page as missing some of its code for good (a chunk that failed to load: most often a
 * tab left open across a deploy). Prerendered parts that cannot work without it show their way
 * around it (the enquiry forms' note with the sales e-mail and phone, `_forms.scss`); React never
 * renders this attribute, so setting it on the document element disturbs no hydration.
 */
export function markCodeMissing(): void {
  if (typeof document !== 'undefined') document.documentElement.dataset.codeMissing = 'true';
}
