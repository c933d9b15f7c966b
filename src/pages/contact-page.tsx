import { HeroPanel } from '@/components/sections/hero-panel';
import { ExternalLink } from '@/components/ui/external-link';
import { contactPage, directionsUrl, officeAddress } from '@/content/enquiry-pages';
import { EnquiryPageLayout } from './enquiry-page-layout';

/** Contact: the form first, beside the ways to reach sales and what happens after a message; the office beside the title. */
export default function ContactPage() {
  return (
    <EnquiryPageLayout
      kind="contact"
      copy={contactPage}
      heroAside={
        <HeroPanel heading={contactPage.officeHeading} className="hero-office">
          <address className="hero-office__address">{officeAddress}</address>
          <ExternalLink href={directionsUrl} className="hero-office__directions">
            {contactPage.directions}
          </ExternalLink>
        </HeroPanel>
      }
    />
  );
}
