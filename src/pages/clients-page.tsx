import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { ExternalLink } from '@/components/ui/external-link';
import { Img } from '@/components/ui/img';
import { clients, clientsIntro } from '@/content/clients';
import '@/styles/pages/_simple.scss';

const LOGO_SIZES = '(min-width: 1400px) 185px, (min-width: 768px) 210px, 45vw';

/**
 * Clients: a wall of 12 logos, each opening the client's site: 2 a row on phones, 3 on tablets, 4 on
 * laptops and 6 on wide screens, so a logo is never under about 140 px wide and its tagline (22 of
 * the logo's 240 units) never under 13 px.
 */
export default function ClientsPage() {
  return (
    <>
      <PageHero title="CLIENTS" lead={<p>{clientsIntro.lead}</p>} />
      <Section heading={clientsIntro.gridHeading} intro={<p>{clientsIntro.note}</p>}>
        <ul className="client-grid row row-cols-2 row-cols-md-3 row-cols-lg-4 row-cols-xxl-6 g-3 list-unstyled mb-0">
          {clients.map((client) => (
            <li key={client.id} className="col">
              <figure className="client-logo mb-0">
                {client.url ? (
                  <ExternalLink href={client.url} className="client-logo__frame client-logo__frame--link">
                    <Img image={client.image} className="client-logo__img" sizes={LOGO_SIZES} />
                  </ExternalLink>
                ) : (
                  <div className="client-logo__frame">
                    <Img image={client.image} className="client-logo__img" sizes={LOGO_SIZES} />
                  </div>
                )}
              </figure>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
