import { useId } from 'react';
import { ContactDetails } from '@/components/sections/contact-details';
import { contactChannels, contactPage } from '@/content/enquiry-pages';
import { EnquiryForm } from '@/features/forms/enquiry-form';
import { TextItems } from '@/components/ui/text-blocks';
import '@/styles/pages/_forms.scss';

/**
 * The home page's contact form, held to a readable width, with the direct ways to reach us and
 * what happens after a message beside it from lg (under it on smaller screens). A chunk of its own, with the form's code: it loads as
 * the visitor nears the bottom of the page.
 */
export function HomeContact() {
  const id = useId();
  return (
    <div className="home-contact__grid">
      <div className="home-contact__form enquiry-card">
        <EnquiryForm kind="contact" />
      </div>
      <aside className="home-contact__direct" aria-labelledby={id}>
        <h3 id={id} className="home-contact__direct-heading">
          {contactPage.channelsHeading}
        </h3>
        <ContactDetails channels={contactChannels} />
        <h3 className="home-contact__direct-heading home-contact__next-heading">{contactPage.nextHeading}</h3>
        <ol className="enquiry-steps">
          <TextItems items={contactPage.nextSteps} />
        </ol>
      </aside>
    </div>
  );
}
