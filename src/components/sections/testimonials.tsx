import type { Testimonial } from '@/content/site';
import { ExternalLink } from '@/components/ui/external-link';
import { QuoteFigure } from '@/components/ui/text-blocks';
import { Section } from './section';

/**
 * Client testimonials as quotes with their speaker. Renders nothing at all while the list is
 * empty: no heading, no placeholder.
 */
export function Testimonials({ heading, items }: { heading: string; items: readonly Testimonial[] }) {
  if (!items.length) return null;
  return (
    <Section heading={heading} className="testimonials">
      <ul className="testimonials__list list-unstyled">
        {items.map((item) => (
          <li key={`${item.name}-${item.company}`}>
            <QuoteFigure
              block="testimonials"
              className="testimonials__item"
              quoteClassName="testimonials__quote"
              text={item.quote}
              name={item.name}
              role={
                <>
                  {item.role}, {item.company}
                </>
              }
            >
              {item.sourceUrl ? (
                <ExternalLink href={item.sourceUrl} className="testimonials__source">
                  Read it on the original page
                </ExternalLink>
              ) : null}
            </QuoteFigure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
