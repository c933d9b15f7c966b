import { HeroPanel } from '@/components/sections/hero-panel';
import { FigureText } from '@/components/ui/figure-text';
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
            {quotePage.timelines.map((line) => (
              <li key={line}>
                <FigureText text={line} />
              </li>
            ))}
          </ul>
        </HeroPanel>
      }
    />
  );
}
