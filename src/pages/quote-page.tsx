import { HeroPanel } from '@/components/sections/hero-panel';
import { TextItems } from '@/components/ui/text-blocks';
import { quotePage } from '@/content/enquiry-pages';
import { EnquiryPageLayout } from './enquiry-page-layout';

/** The quote request: the form first, beside who to call instead and what happens next; typical timelines beside the title. */
export default function QuotePage() {
  return (
    <EnquiryPageLayout
      kind="quote"
      copy={quotePage}
      heroAside={
        <HeroPanel heading={quotePage.timelinesHeading} className="hero-expect">
          <ul className="hero-expect__list">
            <TextItems items={quotePage.timelines} />
          </ul>
        </HeroPanel>
      }
    />
  );
}
