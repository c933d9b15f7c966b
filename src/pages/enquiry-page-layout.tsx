import { useId, type ReactNode } from 'react';
import { ContactDetails } from '@/components/sections/contact-details';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { TextItems } from '@/components/ui/text-blocks';
import { ENQUIRY_FORM_ID } from '@/config/paths';
import { directChannels, replyPromise } from '@/content/enquiry-pages';
import { EnquiryForm } from '@/features/forms/enquiry-form';
import type { EnquiryKind } from '@/features/forms/enquiry-kinds';
import '@/styles/pages/_forms.scss';
import '@/styles/pages/_enquiry-pages.scss';

interface Props {
  kind: EnquiryKind;
  copy: {
    title: string;
    eyebrow: string;
    lead: string;
    formHeading: string;
    formIntro: string;
    directHeading: string;
    nextHeading: string;
    nextSteps: readonly string[];
  };
  /**
   * The card beside the title from 992 px (a HeroPanel): what the page adds to the form and the
   * ways to talk beside it, never a repeat of them (the office on Contact, how long work takes on
   * the quote page).
   */
  heroAside: ReactNode;
}

/**
 * The contact and quote pages: a short band with the title (and from 992 px, beside it, the
 * page's own card), then the form at once, in the first screen of a laptop and a phone, beside
 * (below, on a phone) the ways to talk to sales instead and what happens after a message. The form
 * is what the visitor came for: nothing stands before it. Each channel and each promise is said
 * once on the page.
 */
export function EnquiryPageLayout({ kind, copy, heroAside }: Props) {
  const id = useId();
  return (
    <>
      <PageHero
        tone="plain"
        title={copy.title}
        eyebrow={copy.eyebrow}
        lead={<p>{copy.lead}</p>}
        compact
        asideWide
        aside={heroAside}
      />
      <Section block="section" className="enquiry-page" labelledBy={`${id}-form`}>
        {/* Its columns stand on the band's: the side column starts where the card beside the
            title does (half the row at lg, where that card needs half for its lines; 7:5 from xl). */}
        <div className="row gx-4 gx-lg-5 gy-5">
          <div className="col-lg-6 col-xl-7">
            <div id={ENQUIRY_FORM_ID} className="enquiry-card" tabIndex={-1}>
              <h2 id={`${id}-form`} className="enquiry-card__heading">
                {copy.formHeading}
              </h2>
              <p className="enquiry-card__intro">{copy.formIntro}</p>
              <EnquiryForm kind={kind} label={copy.formHeading} />
            </div>
          </div>
          <aside className="col-lg-6 col-xl-5 enquiry-aside" aria-labelledby={`${id}-direct`}>
            <div className="enquiry-contacts">
              <h2 id={`${id}-direct`} className="enquiry-contacts__heading">
                {copy.directHeading}
              </h2>
              <ContactDetails channels={directChannels} />
              <p className="enquiry-contacts__note">{replyPromise}</p>
            </div>
            <h2 className="enquiry-aside__heading">{copy.nextHeading}</h2>
            <ol className="enquiry-steps">
              <TextItems items={copy.nextSteps} />
            </ol>
            {/* Below 992 px the band above is its text alone (the form starts in a phone's first
                screen), so the page's own card closes this column instead; CSS shows one of the two. */}
            <div className="enquiry-aside__card">{heroAside}</div>
          </aside>
        </div>
      </Section>
    </>
  );
}
