import { Link } from 'react-router-dom';
import { FaqWithAside } from '@/components/sections/faq-with-aside';
import { MediaSplit } from '@/components/sections/media-split';
import { OfferGrid, type OfferItem } from '@/components/sections/offer-grid';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { StatList } from '@/components/sections/stat-list';
import { StepList } from '@/components/sections/step-list';
import { ExternalLink } from '@/components/ui/external-link';
import { TextItems } from '@/components/ui/text-blocks';
import { paths } from '@/config/paths';
import { portfolio } from '@/content/portfolio';
import { serviceRecordFrom } from '@/content/services/record';
import { serviceArt, serviceCopy } from '@/content/services/shared';
import { servicePath } from '@/content/services/slugs';
import type { ServiceCard, ServiceData, ServiceSection } from '@/content/services/types';
import { site } from '@/content/site';
import type { PageMeta } from '@/lib/seo';
import { faqPageJsonLd, serviceJsonLd } from '@/lib/structured-data';
import { findBySlug } from '@/lib/portfolio-filter';
import { ProjectRow } from './portfolio-entry-card';
import '@/styles/pages/_project-cards.scss';
import '@/styles/pages/_services.scss';

interface ServicePageProps {
  /** As stored in content/services/records/<slug>.json: the route loads it, one chunk a service. */
  service: ServiceData;
}

/**
 * One service page, rendered from its record in content/services: the service's own picture behind
 * the hero, its figures, the intro, then bands that each take the layout of what they hold (what
 * it offers as numbered cards, a sequence as steps, a list beside its heading), and the FAQ.
 */
export default function ServicePage({ service: data }: ServicePageProps) {
  const service = serviceRecordFrom(data);
  // The bands after the intro: the record's sections, then its projects if it has any.
  const bandCount = service.sections.length + (service.work ? 1 : 0);
  return (
    <div className="service-page">
      <PageHero eyebrow={service.category} title={service.heading} lead={<p>{service.lead}</p>} image={service.hero}>
        <Link to={paths.quote} className="btn btn-primary btn-lg">
          {serviceCopy.quoteLabel}
        </Link>
        <a href={`tel:${site.phone.e164}`} className="btn btn-outline-light btn-lg">
          {site.phone.display}
        </a>
      </PageHero>
      <StatList stats={service.facts} label={serviceCopy.factsLabel} />
      <Section heading={service.intro.heading}>
        <MediaSplit image={service.intro.image} closeImage={service.intro.closeImage} closeCutsSide={service.intro.closeCutsSide}>
          <TextItems items={service.intro.paragraphs} as="p" />
        </MediaSplit>
      </Section>
      {service.sections.map((section, index) => (
        <ServiceBand key={section.heading} section={section} tone={bandTone(index)} />
      ))}
      {service.work ? <ServiceWork work={service.work} tone={bandTone(service.sections.length)} /> : null}
      {/* The page ends once: the questions, and beside them (below them on phones) the people to ask
          the rest, by e-mail, phone or WhatsApp; the footer's banner right after asks for the quote. */}
      <Section heading={serviceCopy.faqHeading} tone={bandTone(bandCount)}>
        <FaqWithAside faqs={service.faqs} asideHeading={serviceCopy.contactHeading} asideClassName="service-contact">
          <p className="service-contact__text">
            {service.contactPrompt} <a href={`mailto:${site.salesEmail}`}>{site.salesEmail}</a> {serviceCopy.contactJoin}{' '}
            <a href={`tel:${site.phone.e164}`}>{site.phone.display}</a>. {serviceCopy.contactClose}
          </p>
          <ExternalLink href={site.whatsappUrl} className="btn btn-outline-primary">
            {serviceCopy.whatsappLabel}
          </ExternalLink>
        </FaqWithAside>
      </Section>
    </div>
  );
}

/**
 * Projects of this kind from the portfolio, in the portfolio's own cards: the page's proof that the
 * team has built what it offers, each card the way to the project's page.
 */
function ServiceWork({ work, tone }: { work: NonNullable<ServiceData['work']>; tone: 'plain' | 'muted' }) {
  const entries = work.projects.flatMap((slug) => findBySlug(portfolio, slug) ?? []);
  return (
    <Section heading={work.heading} intro={<p>{serviceCopy.workIntro}</p>} tone={tone} className="service-work">
      <ProjectRow entries={entries} />
      <Link to={paths.portfolio} className="btn btn-outline-primary service-work__all">
        {serviceCopy.workCta}
      </Link>
    </Section>
  );
}

/** Bands after the intro alternate muted and plain, the closing FAQ included, so no two touch. */
const bandTone = (index: number) => (index % 2 === 0 ? 'muted' : 'plain');

/** Cards that carry a pictogram (all but steps, which the content test holds to). */
const withIcons = (cards: readonly ServiceCard[]): OfferItem[] => cards.flatMap((card) => (card.icon ? [{ ...card, icon: card.icon }] : []));

/**
 * A band in the layout its content asks for: what the service offers as numbered cards with a
 * pictogram each, a sequence as steps on one line, panels side by side; text and lists stand beside
 * their heading from lg, so no two bands in a row look alike.
 */
function ServiceBand({ section, tone }: { section: ServiceSection; tone: 'plain' | 'muted' }) {
  const { heading, cards, paragraphs, bullets, link } = section;
  if (cards && section.numbered) {
    return (
      <Section heading={heading} tone={tone} className="service-steps">
        <StepList steps={cards} headingLevel={3} />
      </Section>
    );
  }
  // Its heading on the left margin, as every other band of a service page has it: centred over
  // the cards between left-set bands, a service page read as two systems (review AC).
  if (cards) {
    return (
      <Section heading={heading} tone={tone}>
        <OfferGrid items={withIcons(cards)} numbered={section.offers} />
      </Section>
    );
  }
  // Text and lists stand beside the heading from lg: a list with the paragraphs that lead into it
  // under the heading, or the paragraphs themselves beside it.
  const text = paragraphs ? <TextItems items={paragraphs} as="p" className="service-band__text" /> : undefined;
  return (
    <Section heading={heading} tone={tone} className="section--split" intro={bullets ? text : undefined}>
      <div>
        {bullets ? (
          <ul className="service-band__bullets">
            <TextItems items={bullets} />
          </ul>
        ) : (
          text
        )}
        {link ? (
          <Link to={link.to} className="btn btn-outline-primary mt-4">
            {link.label}
          </Link>
        ) : null}
      </div>
    </Section>
  );
}

/** Title, description, breadcrumb and the Service and FAQPage nodes, all from the record. */
export function getMeta({ props: { service } }: { props: ServicePageProps }): PageMeta {
  const path = servicePath(service.slug);
  return {
    title: service.title,
    description: service.description,
    keywords: service.keywords,
    breadcrumbs: [{ name: service.title, path }],
    jsonLd: [
      serviceJsonLd({
        name: service.title,
        description: service.description,
        url: path,
        serviceType: service.serviceType,
      }),
      faqPageJsonLd(service.faqs),
    ],
    card: { kind: 'Service', image: serviceArt(service.slug, '').src },
  };
}
