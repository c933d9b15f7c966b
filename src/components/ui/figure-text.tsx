import { Fragment, type ReactNode } from 'react';
import '@/styles/pages/_figure-text.scss';

/** A figure, a range of figures or a price, with its unit when one follows: "2-6 weeks", "₹15,000-1,00,000+". */
const FIGURE = /(₹?\d[\d,.]*(?:-₹?\d[\d,.]*)?\+?(?:\s(?:weeks?|months?|days?|years?|hours?))?)/;

/**
 * Running text whose figures do not break: a range ("2-6 weeks", "₹15,000-1,00,000+") moves to
 * the next line whole rather than leaving "6-" at a line's end and "12 weeks" on the next (review
 * AC, at 375 px). Each is an inline block: it breaks inside only where it is wider than the whole
 * line (twice the text size on a 320 px phone), where `nowrap` would push it out of the card.
 */
export function FigureText({ text }: { text: string }): ReactNode {
  return text.split(FIGURE).map((part, index) =>
    index % 2 === 0 ? (
      <Fragment key={index}>{part}</Fragment>
    ) : (
      <span key={index} className="figure-unit">
        {part}
      </span>
    ),
  );
}
