import { Link } from 'react-router-dom';
import { CardGrid } from '@/components/sections/card-grid';
import { FaqWithAside } from '@/components/sections/faq-with-aside';
import { MediaSplit } from '@/components/sections/media-split';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { StatList } from '@/components/sections/stat-list';
import { ExternalLink } from '@/components/ui/external-link';
import { paths } from '@/config/paths';
import { serviceRecordFrom } from '@/content/services/record';
import { serviceArt, serviceCopy } from '@/content/services/shared';
import type { ServiceData, ServiceSection } from '@/content/services/types';
import { site } from '@/content/site';
import type { PageMeta } from '@/lib/seo';
import { faqPageJsonLd, serviceJsonLd } from '@/lib/structured-data';

export interface ServicePageProps {
  /** As stored in content/services/records/<slug>.json: the route loads it, one chunk a service. */
  service: ServiceData;
}

/** One service page, rendered from its record in content/services. */
export default function ServicePage({ service: data }: ServicePageProps) {
  const service = serviceRecordFrom(data);
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
        <MediaSplit image={service.intro.image} echoesHeroArt>
          {service.intro.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </MediaSplit>
      </Section>
      {service.sections.map((section, index) => (
        <ServiceBand key={section.heading} section={section} tone={bandTone(index)} />
      ))}
      {/* The page ends once: the questions, and beside them (below them on phones) the people to ask
          the rest, by e-mail, phone or WhatsApp; the footer's banner right after asks for the quote. */}
      <Section heading={serviceCopy.faqHeading} tone={bandTone(service.sections.length)}>
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

/** Bands after the intro alternate muted and plain, the closing FAQ included, so no two touch. */
const bandTone = (index: number) => (index % 2 === 0 ? 'muted' : 'plain');

function ServiceBand({ section, tone }: { section: ServiceSection; tone: 'plain' | 'muted' }) {
  return (
    <Section heading={section.heading} tone={tone}>
      {section.paragraphs?.map((text) => (
        <p key={text} className="service-band__text">
          {text}
        </p>
      ))}
      {section.cards ? <CardGrid items={section.cards} columns={section.columns ?? 3} numbered={section.numbered} /> : null}
      {section.bullets ? (
        <ul className="service-band__bullets">
          {section.bullets.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
      {section.link ? (
        <Link to={section.link.to} className="btn btn-outline-primary mt-3">
          {section.link.label}
        </Link>
      ) : null}
    </Section>
  );
}

/** Title, description, breadcrumb and the Service and FAQPage nodes, all from the record. */
export function getMeta({ props: { service } }: { props: ServicePageProps }): PageMeta {
  const path = paths.service(service.slug);
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
