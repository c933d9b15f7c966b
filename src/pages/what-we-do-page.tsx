import { Link } from 'react-router-dom';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { StepList } from '@/components/sections/step-list';
import { Img } from '@/components/ui/img';
import { TechMark } from '@/components/ui/tech-mark';
import { paths } from '@/config/paths';
import { whatWeDo } from '@/content/what-we-do';
import type { PageMeta } from '@/lib/seo';
import { itemListJsonLd } from '@/lib/structured-data';

export function getMeta(): PageMeta {
  return {
    jsonLd: [
      itemListJsonLd(
        whatWeDo.offeringsHeading,
        whatWeDo.offerings.map((offering) => ({ name: offering.title, url: paths.service(offering.slug) })),
      ),
    ],
  };
}

/**
 * What We Do: the four core offerings, each with a Know More link to its service page, and how we
 * work. The footer's consultation banner below is the page's closing call to action.
 */
export default function WhatWeDoPage() {
  return (
    <>
      <PageHero title="What We Do" lead={<p>{whatWeDo.lead}</p>} />

      <Section heading={whatWeDo.offeringsHeading}>
        <ul className="row row-cols-1 row-cols-md-2 g-4 list-unstyled mb-0">
          {whatWeDo.offerings.map((offering) => (
            <li key={offering.slug} className="col">
              <article className="offering-card h-100">
                <Img image={{ ...offering.image, alt: '' }} className="offering-card__img" sizes="(min-width: 768px) 50vw, 100vw" />
                <div className="offering-card__body">
                  <h3 className="offering-card__title">{offering.title}</h3>
                  <p>{offering.text}</p>
                  <ul className="check-list">
                    {offering.points.map((point) => (
                      <li key={point}>{point}</li>
                    ))}
                  </ul>
                  {offering.tools?.length ? (
                    <div className="offering-card__tools">
                      <p className="offering-card__tools-label" id={`tools-${offering.slug}`}>
                        {whatWeDo.toolsLabel}
                      </p>
                      <ul className="tech-row" aria-labelledby={`tools-${offering.slug}`}>
                        {offering.tools.map((tool) => (
                          <li key={tool.title}>
                            <TechMark mark={tool} className="tech-mark--sm" />
                          </li>
                        ))}
                      </ul>
                    </div>
                  ) : null}
                  <Link to={paths.service(offering.slug)} className="btn btn-outline-primary mt-auto align-self-start">
                    Know More<span className="visually-hidden"> about {offering.title}</span>
                  </Link>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </Section>

      <Section heading={whatWeDo.processHeading} intro={<p>{whatWeDo.processIntro}</p>} tone="muted">
        <StepList steps={whatWeDo.process} headingLevel={3} />
      </Section>

    </>
  );
}
