import { contactPage, officeAddress } from '@/content/enquiry-pages';
import { EnquiryPageLayout } from './enquiry-page-layout';

/** Contact: the form first, beside the ways to reach sales, what happens after a message and the office. */
export default function ContactPage() {
  return (
    <EnquiryPageLayout
      kind="contact"
      copy={contactPage}
      more={
        <>
          <h3 className="enquiry-aside__subheading">{contactPage.officeHeading}</h3>
          <address className="enquiry-aside__address">{officeAddress}</address>
        </>
      }
    />
  );
}
