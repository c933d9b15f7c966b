import type { Testimonial } from '@/content/site';
import { ExternalLink } from '@/components/ui/external-link';
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
            <figure className="testimonials__item">
              <blockquote className="testimonials__quote">
                <p>{item.quote}</p>
              </blockquote>
              <figcaption className="testimonials__by">
                <span className="testimonials__name">{item.name}</span>
                <span className="testimonials__role">
                  {item.role}, {item.company}
                </span>
                {item.sourceUrl ? (
                  <ExternalLink href={item.sourceUrl} className="testimonials__source">
                    Read it on the original page
                  </ExternalLink>
                ) : null}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
