import { Mail, MessageCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { ExternalLink } from '@/components/ui/external-link';
import { site } from '@/content/site';
import { enquiryKinds, type EnquiryKind } from './enquiry-kinds';
import type { EnquiryValues } from './enquiry-schema';

/** Said on Send Details while the spam check is unavailable, instead of asking to solve it. */
export const captchaUnavailableMessage =
  'Our spam check did not load, so this form cannot send. Please e-mail or WhatsApp us with the links just above Send Details: what you typed goes with them.';

/** The subject of the e-mail a visitor writes instead of sending the form. */
const subjects: Record<EnquiryKind, string> = {
  contact: 'Message from the website',
  quote: 'Project quote request from the website',
};

/** What the visitor has typed so far, one "Label: value" line per filled field. */
export function enquiryDraft(kind: EnquiryKind, values: Partial<EnquiryValues>): string {
  return enquiryKinds[kind].fields
    .map((field) => [field.label, (values[field.name] ?? '').trim()] as const)
    .filter(([, value]) => value !== '')
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');
}

export function mailtoHref(kind: EnquiryKind, draft: string): string {
  const query = new URLSearchParams({ subject: subjects[kind] });
  if (draft) query.set('body', draft);
  // mailto wants %20 for spaces, not the "+" of form encoding.
  return `mailto:${site.salesEmail}?${query.toString().replace(/\+/g, '%20')}`;
}

export function whatsappHref(draft: string): string {
  return draft ? `${site.whatsappUrl}?text=${encodeURIComponent(draft)}` : site.whatsappUrl;
}

interface Props {
  kind: EnquiryKind;
  control: Control<EnquiryValues>;
  /**
   * Set (to a new value each time) when Send Details was pressed while the form cannot send: the
   * block takes the focus and stands out, so the press visibly leads to the way forward.
   */
  nudge?: number;
}

/**
 * Stands in the captcha's place when Google's widget cannot be shown: says so plainly and offers
 * the sales e-mail and WhatsApp, both carrying what the visitor has typed so nothing is retyped.
 */
export function CaptchaFallback({ kind, control, nudge }: Props) {
  const values = useWatch({ control });
  const draft = enquiryDraft(kind, values);
  const boxRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (nudge !== undefined) boxRef.current?.focus();
  }, [nudge]);
  return (
    <div
      ref={boxRef}
      tabIndex={-1}
      className={nudge === undefined ? 'captcha-fallback' : 'captcha-fallback captcha-fallback--nudged'}
    >
      <p className="captcha-fallback__text">
        <strong>Our spam check could not load</strong>, so this form cannot send right now. What you typed stays
        here. Reach us directly instead:
      </p>
      <ul className="captcha-fallback__links">
        <li>
          <a href={mailtoHref(kind, draft)}>
            <Mail aria-hidden="true" size={18} />
            E-mail {site.salesEmail}
          </a>
        </li>
        <li>
          <ExternalLink href={whatsappHref(draft)}>
            <MessageCircle aria-hidden="true" size={18} />
            WhatsApp {site.phone.display}
          </ExternalLink>
        </li>
      </ul>
    </div>
  );
}
