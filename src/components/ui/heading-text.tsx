import { Fragment, type ReactNode } from 'react';
import type { TitledText } from '@/content/types';

/**
 * A heading's text, set the way a typesetter would; the text itself is unchanged, so search engines
 * and screen readers read the same words.
 * - Hyphenated words ("Spine-Care", "sign-up") never break at their hyphen: a balanced heading
 *   would otherwise happily end a line on "Spine-". Each is set in a span that keeps it on one line (`.heading-word`).
 * - A comma is tucked up to the word before it. The brand face draws its comma with a wide space on
 *   its left, which the headings' tight letter-spacing turns into a visible gap ("React , Vue").
 */
export function HeadingText({ text }: { text: string }): ReactNode {
  if (!/\S-\S|,/.test(text)) return text;
  return text.split(/(\S+-\S+|,)/).map((part, index) => {
    if (index % 2 === 0) return <Fragment key={index}>{part}</Fragment>;
    return part === ',' ? (
      <span key={index} className="heading-comma">
        ,
      </span>
    ) : (
      <span key={index} className="heading-word">
        {part}
      </span>
    );
  });
}

/**
 * A titled item's title and its text, classed by the block that lays them out (`offer-card__title`,
 * `step-list__text`...): the title a heading of the list's level, set as above, and the text a
 * paragraph; or, `inline`, both as spans of one line (a compact list that holds no headings).
 */
export function TitledItemText({ block, level, title, text }: TitledText & { block: string; level: 3 | 4 | 'inline' }) {
  if (level === 'inline') {
    return (
      <>
        <span className={`${block}__title`}>{title}</span>
        <span className={`${block}__text`}>{text}</span>
      </>
    );
  }
  const Heading = `h${level}` as const;
  return (
    <>
      <Heading className={`${block}__title`}>
        <HeadingText text={title} />
      </Heading>
      <p className={`${block}__text`}>{text}</p>
    </>
  );
}
