import { quotePage } from '@/content/enquiry-pages';
import { EnquiryPageLayout } from './enquiry-page-layout';

/** The quote request: the form first, beside who to call instead and what happens next. */
export default function QuotePage() {
  return <EnquiryPageLayout kind="quote" copy={quotePage} />;
}
