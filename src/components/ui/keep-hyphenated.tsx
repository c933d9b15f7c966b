import { Fragment, type ReactNode } from 'react';

/**
 * Text whose hyphenated words ("Spine-Care", "sign-up") never break at their hyphen: a balanced
 * heading would otherwise happily end a line on "Spine-". Each such word is set in a nowrap span;
 * the text itself is unchanged, so search engines and screen readers read the same words.
 */
export function KeepHyphenated({ text }: { text: string }): ReactNode {
  if (!/\S-\S/.test(text)) return text;
  return text.split(/(\S+-\S+)/).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="text-nowrap">
        {part}
      </span>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}
