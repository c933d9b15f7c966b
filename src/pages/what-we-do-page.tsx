import { Link } from 'react-router-dom';
import { PanelHero } from '@/components/sections/hero-panel';
import { Section } from '@/components/sections/section';
import { StepList } from '@/components/sections/step-list';
import { Img } from '@/components/ui/img';
import { BELOW_MD } from '@/lib/breakpoints';
import { TechMark } from '@/components/ui/tech-mark';
import { TextItems } from '@/components/ui/text-blocks';
import { servicePath } from '@/content/services/slugs';
import { whatWeDo } from '@/content/what-we-do';
import type { PageMeta } from '@/lib/seo';
import { itemListJsonLd } from '@/lib/structured-data';
import '@/styles/pages/_simple.scss';

export function getMeta(): PageMeta {
  return {
    jsonLd: [
      itemListJsonLd(
        whatWeDo.offeringsHeading,
        whatWeDo.offerings.map((offering) => ({ name: offering.title, url: servicePath(offering.slug) })),
      ),
    ],
  };
}

const offeringId = (slug: string) => `offering-${slug}`;

/**
 * What We Do: the four core offerings listed beside the title, then one band each, picture and
 * text taking turns on either side, each with a Know More link to its service page, and how we
 * work. The footer's consultation banner below is the page's closing call to action.
 */
export default function WhatWeDoPage() {
  return (
    <>
      <PanelHero eyebrow={whatWeDo.eyebrow} title="What We Do" lead={whatWeDo.lead} panelHeading={whatWeDo.indexHeading}>
        <ul className="hero-index">
          {whatWeDo.offerings.map(({ slug, title }, index) => (
            <li key={slug}>
              <a href={`#${offeringId(slug)}`} className="hero-index__link">
                <span className="hero-index__number" aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                {title}
              </a>
            </li>
          ))}
        </ul>
      </PanelHero>

      <Section heading={whatWeDo.offeringsHeading} className="offerings">
        <ul className="offering-list">
          {whatWeDo.offerings.map((offering, index) => (
            <li key={offering.slug}>
              <article id={offeringId(offering.slug)} className={`offering${index % 2 ? ' offering--reverse' : ''}`} aria-labelledby={`${offeringId(offering.slug)}-title`}>
                <Img
                  image={{ ...offering.image, alt: '' }}
                  close={{ image: { ...offering.closeImage, alt: '' }, media: BELOW_MD }}
                  className={`offering__img${offering.closeCutsSide ? ' close-cut-side' : ''}`}
                  sizes="(min-width: 992px) 45vw, (min-width: 576px) calc(100vw - 48px), calc(100vw - 40px)" />
                <div className="offering__body">
                  <p className="offering__number" aria-hidden="true">
                    {String(index + 1).padStart(2, '0')}
                  </p>
                  <h3 id={`${offeringId(offering.slug)}-title`} className="offering__title">
                    {offering.title}
                  </h3>
                  <p className="offering__text">{offering.text}</p>
                  <ul className="check-list">
                    <TextItems items={offering.points} />
                  </ul>
                  {offering.tools?.length ? (
                    <div className="offering__tools">
                      <p className="offering__tools-label" id={`tools-${offering.slug}`}>
                        {whatWeDo.toolsLabel}
                      </p>
                      {/* Each mark with its name written beside it: a logo alone asks the reader to know it. */}
                      <ul className="chip-list" aria-labelledby={`tools-${offering.slug}`}>
                        {offering.tools.map((tool) => (
                          <li key={tool.title} className="chip offering__tool">
                            <TechMark mark={tool} variant="inline" decorative />
                            {tool.title}
                          </li>
                        ))}
                      </ul>
                    </div>
                  ) : null}
                  <Link to={servicePath(offering.slug)} className="btn btn-outline-primary align-self-start">
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
