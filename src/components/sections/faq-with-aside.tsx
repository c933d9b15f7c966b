import { useId, type ReactNode } from 'react';
import type { Faq } from '@/content/types';
import { FaqAccordion } from './faq-accordion';

interface Props {
  faqs: readonly Faq[];
  /** The card's heading: what to do when the answers are not enough. */
  asideHeading: string;
  /** Extra class of the card (pages style or find their own). */
  asideClassName?: string;
  children: ReactNode;
}

/**
 * Questions and answers with a card beside them (below them on phones) offering the next step, so
 * a page's last section fills its width and ends on an action rather than on the last answer.
 */
export function FaqWithAside({ faqs, asideHeading, asideClassName, children }: Props) {
  const id = useId();
  return (
    <div className="faq-with-aside">
      <FaqAccordion faqs={faqs} />
      <aside className={`faq-aside${asideClassName ? ` ${asideClassName}` : ''}`} aria-labelledby={id}>
        <h3 id={id} className="faq-aside__heading">
          {asideHeading}
        </h3>
        {children}
      </aside>
    </div>
  );
}
