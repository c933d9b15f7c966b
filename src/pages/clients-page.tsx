import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { HeroPanel } from '@/components/sections/hero-panel';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { ExternalLink } from '@/components/ui/external-link';
import { Img } from '@/components/ui/img';
import { TechMark } from '@/components/ui/tech-mark';
import { paths } from '@/config/paths';
import { caseStudies } from '@/content/case-studies';
import { clients, type ClientLogo } from '@/content/clients';
import { clientIndustries, clientsIntro, clientsProof } from '@/content/clients-page';
import '@/styles/pages/_simple.scss';

/** A logo: the compact lockup, as on the home page's logo wall (an SVG: one file at every size). */
function Logo({ client }: { client: ClientLogo }) {
  return <Img image={client.image} className="client-logo__img" />;
}

/** The clients' results beside the title: each a case study's headline figure, with the client's trade. */
const results = clientsProof.figures.map(({ study, headline }) => {
  const record = caseStudies.find((s) => s.pageUrl === study);
  const figure = record?.headline.find((h) => h.label === headline);
  if (!record || !figure) throw new Error(`clients page: case study ${study} has no headline "${headline}"`);
  return { ...figure, industry: record.industry, to: paths.caseStudy(record.pageUrl) };
});

/**
 * Clients: two clients' results beside the title (each from its case study, which it links to), the
 * logo wall (two a row on phones, six from 768 px, each opening the client's site), then the
 * trades they work in.
 */
export default function ClientsPage() {
  return (
    <>
      <PageHero
        tone="light"
        title={clientsIntro.title}
        eyebrow={clientsIntro.eyebrow}
        lead={<p>{clientsIntro.lead}</p>}
        aside={
          <HeroPanel heading={clientsProof.heading}>
            <dl className="client-proof">
              {results.map((result) => (
                <div key={result.to} className="client-proof__item">
                  <dt className="client-proof__label">
                    {result.label}
                    {result.detail ? `, ${result.detail}` : null}
                    <Link to={result.to} className="client-proof__source">
                      {result.industry}
                    </Link>
                  </dt>
                  <dd className="client-proof__value">{result.value}</dd>
                </div>
              ))}
            </dl>
            <Link to={paths.caseStudies} className="client-proof__all">
              {clientsProof.caseStudiesCta}
              <ArrowRight aria-hidden="true" size={18} strokeWidth={2.25} />
            </Link>
          </HeroPanel>
        }
      />
      <Section heading={clientsIntro.gridHeading} intro={<p>{clientsIntro.intro}</p>} className="section--centred">
        <ul className="client-grid">
          {clients.map((client) => (
            <li key={client.id}>
              <figure className="client-logo mb-0">
                {client.url ? (
                  <ExternalLink href={client.url} className="client-logo__frame client-logo__frame--link">
                    <Logo client={client} />
                  </ExternalLink>
                ) : (
                  <div className="client-logo__frame">
                    <Logo client={client} />
                  </div>
                )}
              </figure>
            </li>
          ))}
        </ul>
        <p className="client-grid__note">{clientsIntro.note}</p>
      </Section>
      <Section tone="muted" className="client-industries" heading={clientIndustries.heading} intro={<p>{clientIndustries.intro}</p>}>
        <ul className="industry-list">
          {clientIndustries.items.map((industry) => (
            <li key={industry.name} className="industry-list__item">
              <TechMark mark={industry.mark} decorative className="industry-list__mark" />
              <div>
                <h3 className="industry-list__name">{industry.name}</h3>
                <p className="industry-list__text">{industry.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
