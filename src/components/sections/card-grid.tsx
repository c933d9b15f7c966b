import type { ReactNode } from 'react';
import type { TitledText } from '@/content/types';
import { KeepHyphenated } from '@/components/ui/keep-hyphenated';

interface Props {
  items: readonly (TitledText & { icon?: ReactNode })[];
  /** Cards per row from the md breakpoint up. */
  columns?: 2 | 3 | 4;
  numbered?: boolean;
  headingLevel?: 3 | 4;
}

/** A responsive grid of titled cards; numbered cards show their position. */
export function CardGrid({ items, columns = 3, numbered = false, headingLevel = 3 }: Props) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={`row g-4 list-unstyled row-cols-1 row-cols-sm-2 row-cols-lg-${columns} card-grid`}>
      {items.map((item, index) => (
        <li key={item.title} className="col">
          <div className="info-card h-100">
            {numbered ? (
              <span className="info-card__number" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
            ) : null}
            {item.icon}
            <Heading className="info-card__title">
              <KeepHyphenated text={item.title} />
            </Heading>
            <p className="info-card__text mb-0">{item.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
