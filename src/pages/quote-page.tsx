import { useId } from 'react';
import Container from 'react-bootstrap/Container';
import { ContactDetails } from '@/components/sections/contact-details';
import { HeroPanel } from '@/components/sections/hero-panel';
import { PageHero } from '@/components/sections/page-hero';
import { ENQUIRY_FORM_ID } from '@/config/paths';
import { directChannels, quotePage, replyPromise } from '@/content/enquiry-pages';
import { EnquiryForm } from '@/features/forms/enquiry-form';
import '@/styles/pages/_forms.scss';

/** The quote request: who to call instead beside the title, then the form and what happens next. */
export default function QuotePage() {
  const id = useId();
  return (
    <>
      <PageHero
        title={quotePage.title}
        lead={<p>{quotePage.lead}</p>}
        aside={
          <HeroPanel heading={quotePage.directHeading} note={replyPromise}>
            <ContactDetails channels={directChannels} />
          </HeroPanel>
        }
      />
      <section className="section enquiry-page" aria-labelledby={`${id}-form`}>
        <Container fluid="xl">
          <div className="row gx-4 gy-5">
            <div className="col-lg-8">
              <div id={ENQUIRY_FORM_ID} className="enquiry-card" tabIndex={-1}>
                <h2 id={`${id}-form`} className="enquiry-card__heading">
                  {quotePage.formHeading}
                </h2>
                <p className="enquiry-card__intro">{quotePage.formIntro}</p>
                <EnquiryForm kind="quote" label={quotePage.formHeading} />
              </div>
            </div>
            <aside className="col-lg-4 ps-lg-4 enquiry-aside" aria-labelledby={`${id}-next`}>
              <h2 id={`${id}-next`} className="enquiry-aside__heading">
                {quotePage.nextHeading}
              </h2>
              <ol className="enquiry-steps">
                {quotePage.nextSteps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </aside>
          </div>
        </Container>
      </section>
    </>
  );
}
