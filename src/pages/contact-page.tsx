import { useId } from 'react';
import Container from 'react-bootstrap/Container';
import { ContactDetails } from '@/components/sections/contact-details';
import { PageHero } from '@/components/sections/page-hero';
import { ENQUIRY_FORM_ID } from '@/config/paths';
import { contactChannels, contactPage } from '@/content/enquiry-pages';
import { EnquiryForm } from '@/features/forms/enquiry-form';
import '@/styles/pages/_forms.scss';

export default function ContactPage() {
  const formHeadingId = useId();
  return (
    <>
      <PageHero title={contactPage.title} lead={<p>{contactPage.lead}</p>} />
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
            <aside className="col-lg-5 ps-lg-4" aria-labelledby={`${formHeadingId}-direct`}>
              <h2 id={`${formHeadingId}-direct`} className="enquiry-aside__heading">
                {contactPage.channelsHeading}
              </h2>
              <p>{contactPage.channelsIntro}</p>
              <ContactDetails channels={contactChannels} />
            </aside>
          </div>
        </Container>
      </section>
    </>
  );
}
