import { Copy, Info, Mail, MessageCircle } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { ExternalLink } from '@/components/ui/external-link';
import { site } from '@/content/site';
import { enquiryKinds, type EnquiryKind } from './enquiry-kinds';
import type { EnquiryValues } from './enquiry-schema';

/** What the visitor has typed so far, one "Label: value" line per filled field. */
function enquiryDraft(kind: EnquiryKind, values: Partial<EnquiryValues>): string {
  return enquiryKinds[kind].fields
    .map((field) => [field.label, (values[field.name] ?? '').trim()] as const)
    .filter(([, value]) => value !== '')
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');
}

/**
 * The longest link we build. Mail clients and the systems that hand links to them cut or refuse
 * longer ones (Outlook and Windows at about 2,000 characters), and the text would be lost silently.
 */
export const MAX_LINK_LENGTH = 2000;

/** Ends a draft that had to be shortened to fit a link; the form keeps the whole text. */
export const SHORTENED_NOTE = '\n[…] (shortened to fit this link: the full text is still in the form on our website)';

function mailtoOf(kind: EnquiryKind, draft: string): string {
  const query = new URLSearchParams({ subject: enquiryKinds[kind].mailtoSubject });
  if (draft) query.set('body', draft);
  // mailto wants %20 for spaces, not the "+" of form encoding.
  return `mailto:${site.salesEmail}?${query.toString().replace(/\+/g, '%20')}`;
}

/**
 * A half of a character pair alone (a paste from a broken source, a script filling the field) is
 * what encodeURIComponent cannot write: it throws, and the notice would take the form down with
 * it. It travels as U+FFFD, as URLSearchParams writes it in the e-mail link.
 */
const wellFormed = (text: string) => text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

function whatsappOf(draft: string): string {
  return draft ? `${site.whatsappUrl}?text=${encodeURIComponent(wellFormed(draft))}` : site.whatsappUrl;
}

/**
 * The link `build` makes of the draft, or, when that is longer than MAX_LINK_LENGTH, of the longest
 * start of the draft (whole characters, ended at a word where one is near) that fits with the note.
 */
function fitted(draft: string, build: (text: string) => string): string {
  const whole = build(draft);
  if (!linkTooLong(whole)) return whole;
  const chars = Array.from(draft);
  const link = (count: number) => build(`${chars.slice(0, count).join('').trimEnd()}${SHORTENED_NOTE}`);
  let [low, high] = [0, chars.length];
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (link(middle).length <= MAX_LINK_LENGTH) low = middle;
    else high = middle - 1;
  }
  const space = chars.slice(0, low).join('').search(/\s\S*$/);
  const cut = space > low * 0.8 ? Array.from(chars.join('').slice(0, space)).length : low;
  return link(cut);
}

const linkTooLong = (href: string) => href.length > MAX_LINK_LENGTH;

export const mailtoHref = (kind: EnquiryKind, draft: string): string => fitted(draft, (text) => mailtoOf(kind, text));

export const whatsappHref = (draft: string): string => fitted(draft, whatsappOf);

/** True when the whole draft does not fit one of the links, so they carry a shortened copy. */
export const draftShortened = (kind: EnquiryKind, draft: string): boolean =>
  linkTooLong(mailtoOf(kind, draft)) || linkTooLong(whatsappOf(draft));

interface Props {
  kind: EnquiryKind;
  control: Control<EnquiryValues>;
  /** The form's status line: the answer to a press of Send Details, shown above the ways forward. */
  status?: ReactNode;
}

/**
 * Stands in the captcha's place when Google's widget cannot be shown: the one place the page says
 * so. A plain notice (no box of its own inside the form's card) whose first line says the way
 * forward and what happened (the check did not load), whose second says how; then the ways to do it. The e-mail (first) and WhatsApp both carry what the visitor
 * has typed, so nothing is retyped. (The phone is beside every form, in the ways to talk to
 * sales: the notice does not say it a second time.) The notice is quiet (a line in the text's size,
 * links until there is something to send): it stands where the captcha would, inside a form the
 * visitor may be filling in, and must not outweigh the form's own fields above it. Once there is,
 * the e-mail is the filled button, as Send Details would be. The buttons say what they do
 * in a few words; the address or number they lead to is their second line. The answer to a press
 * of Send Details stands between the sentence and the buttons it points to.
 *
 * No group role: a group's name is spoken again each time the focus enters it (the answer to a
 * press takes the focus inside the notice), and the notice is heard once, when it appears.
 */
export function CaptchaFallback({ kind, control, status }: Props) {
  const values = useWatch({ control });
  const draft = enquiryDraft(kind, values);
  // Until the visitor has typed, the ways forward are quiet links under the notice; once there is a
  // message to carry, they are the buttons that send it, the e-mail filled as a form's main button
  // is: Send Details cannot send, and the way that does must not look the lesser of the two.
  const typed = Object.entries(values).some(([name, value]) => name !== 'website' && typeof value === 'string' && value.trim() !== '');
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  // A long message travels whole only by hand: the visitor copies it and pastes it into the mail.
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(draft);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };
  return (
    <div className={typed ? 'captcha-fallback' : 'captcha-fallback captcha-fallback--quiet'}>
      <p className="captcha-fallback__title">
        <Info aria-hidden="true" size={18} />
        E-mail or WhatsApp us instead: our spam check did not load
      </p>
      <p className="captcha-fallback__text">Write here as usual: the buttons below carry your message, already written out, and nothing you type is lost.</p>
      {status}
      <ul className="captcha-fallback__links">
        <li>
          <a href={mailtoHref(kind, draft)} className={`btn ${typed ? 'btn-primary' : 'btn-outline-primary'} captcha-fallback__way`}>
            <Mail aria-hidden="true" size={20} />
            <span className="captcha-fallback__label">E-mail us your message</span>{' '}
            <span className="captcha-fallback__detail">{site.salesEmail}</span>
          </a>
        </li>
        <li>
          <ExternalLink href={whatsappHref(draft)} className="btn btn-outline-primary captcha-fallback__way">
            <MessageCircle aria-hidden="true" size={20} />
            <span className="captcha-fallback__label">WhatsApp us your message</span>{' '}
            <span className="captcha-fallback__detail">{site.phone.display}</span>
          </ExternalLink>
        </li>
      </ul>
      {draftShortened(kind, draft) ? (
        <div className="captcha-fallback__copy">
          <p className="mb-2">Your message is too long to travel whole in a link, so the links carry its start.</p>
          <button type="button" className="btn btn-outline-primary btn-sm" onClick={() => void copy()}>
            <Copy aria-hidden="true" size={16} /> Copy the whole message
          </button>
          <span className="captcha-fallback__copied" role="status">
            {copied === 'yes' ? 'Copied: paste it into your e-mail or chat.' : null}
            {copied === 'no' ? 'Your browser did not allow copying: select the text in the form and copy it.' : null}
          </span>
        </div>
      ) : null}
    </div>
  );
}
