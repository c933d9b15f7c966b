import { useId } from 'react';
import Container from 'react-bootstrap/Container';
import { ContactDetails } from '@/components/sections/contact-details';
import { HeroPanel } from '@/components/sections/hero-panel';
import { PageHero } from '@/components/sections/page-hero';
import { ENQUIRY_FORM_ID } from '@/config/paths';
import { contactPage, directChannels, officeAddress, replyPromise } from '@/content/enquiry-pages';
import { EnquiryForm } from '@/features/forms/enquiry-form';
import '@/styles/pages/_forms.scss';

/**
 * Contact: the ways to reach sales beside the title, then the form with what happens after a
 * message and where the office is.
 */
export default function ContactPage() {
  const formHeadingId = useId();
  return (
    <>
      <PageHero
        title={contactPage.title}
        lead={<p>{contactPage.lead}</p>}
        aside={
          <HeroPanel heading={contactPage.directHeading} note={replyPromise}>
            <ContactDetails channels={directChannels} />
          </HeroPanel>
        }
      />
      <section className="section enquiry-page" aria-labelledby={formHeadingId}>
        <Container fluid="xl">
          <div className="row gx-4 gy-5">
            <div className="col-lg-7">
              <div id={ENQUIRY_FORM_ID} className="enquiry-card" tabIndex={-1}>
                <h2 id={formHeadingId} className="enquiry-card__heading">
                  {contactPage.formHeading}
                </h2>
                <p className="enquiry-card__intro">{contactPage.formIntro}</p>
                <EnquiryForm kind="contact" label={contactPage.formHeading} />
              </div>
            </div>
            <aside className="col-lg-5 ps-lg-4 enquiry-aside" aria-labelledby={`${formHeadingId}-next`}>
              <h2 id={`${formHeadingId}-next`} className="enquiry-aside__heading">
                {contactPage.nextHeading}
              </h2>
              <ol className="enquiry-steps">
                {contactPage.nextSteps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
              <h3 className="enquiry-aside__subheading">{contactPage.officeHeading}</h3>
              <address className="enquiry-aside__address">{officeAddress}</address>
            </aside>
          </div>
        </Container>
      </section>
    </>
  );
}
