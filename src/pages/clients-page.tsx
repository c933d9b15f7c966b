import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { HeroPanel } from '@/components/sections/hero-panel';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { ExternalLink } from '@/components/ui/external-link';
import { Img } from '@/components/ui/img';
import { TechMark } from '@/components/ui/tech-mark';
import { paths } from '@/config/paths';
import { clients, type ClientLogo } from '@/content/clients';
import { clientIndustries, clientsIntro, clientsProof } from '@/content/clients-page';
import { site } from '@/content/site';
import '@/styles/pages/_simple.scss';

/** A logo: the compact lockup, as on the home page's logo wall (an SVG: one file at every size). */
function Logo({ client }: { client: ClientLogo }) {
  return <Img image={client.image} className="client-logo__img" />;
}

/** One figure of the proof, under what it counts. */
function ProofItem({ label, value }: { label: ReactNode; value: string }) {
  return (
    <div className="client-proof__item">
      <dt className="client-proof__label">{label}</dt>
      <dd className="client-proof__value">{value}</dd>
    </div>
  );
}

/**
 * Clients: the record beside the title (projects and rating, with where to check the rating), the
 * logo wall (two a row on phones, six from 768 px, each opening the client's site), then the
 * trades they work in beside the way to the results.
 */
export default function ClientsPage() {
  return (
    <>
      <PageHero
        tone="light"
        title="CLIENTS"
        headline={clientsIntro.headline}
        lead={<p>{clientsIntro.lead}</p>}
        aside={
          <HeroPanel heading={clientsProof.heading}>
            <dl className="client-proof">
              <ProofItem label={clientsProof.figureLabel} value={clientsProof.figure} />
              <ProofItem
                label={
                  <>
                    {clientsProof.ratingLabel}{' '}
                    <ExternalLink href={site.profiles.freelanceMarketplace} className="client-proof__source">
                      {clientsProof.ratingLink}
                    </ExternalLink>
                  </>
                }
                value={clientsProof.rating}
              />
            </dl>
          </HeroPanel>
        }
      />
      <Section heading={clientsIntro.gridHeading} intro={<p>{clientsIntro.intro}</p>}>
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
      <Section tone="muted" className="client-industries">
        <div className="client-industries__layout">
          <div className="client-industries__lead">
            <h2 className="section__heading">{clientIndustries.heading}</h2>
            <p className="client-industries__intro">{clientIndustries.intro}</p>
          </div>
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
          <div className="client-industries__proof">
            <div className="client-results">
              <h3 className="client-results__heading">{clientsProof.caseStudiesHeading}</h3>
              <p className="client-results__text">{clientsProof.caseStudiesText}</p>
              <Link to={paths.caseStudies} className="btn btn-outline-primary client-results__cta">
                {clientsProof.caseStudiesCta}
                <ArrowRight aria-hidden="true" size={18} strokeWidth={2.25} />
              </Link>
            </div>
          </div>
        </div>
      </Section>
    </>
  );
}
