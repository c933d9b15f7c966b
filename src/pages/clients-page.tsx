import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { ExternalLink } from '@/components/ui/external-link';
import { Img } from '@/components/ui/img';
import { clients, clientsIntro } from '@/content/clients';

const LOGO_SIZES = '(min-width: 768px) 160px, 45vw';

/** Clients: a wall of 12 logos (2 a row on phones, 6 from md up), each opening the client's site. */
export default function ClientsPage() {
  return (
    <>
      <PageHero title="CLIENTS" lead={<p>{clientsIntro.lead}</p>} />
      <Section heading={clientsIntro.gridHeading} intro={<p>{clientsIntro.note}</p>}>
        <ul className="client-grid row row-cols-2 row-cols-md-6 g-3 list-unstyled mb-0">
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
