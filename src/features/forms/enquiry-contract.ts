/**
 * The enquiry's contract, php/enquiry-rules.json, with its types: the file the endpoint reads too,
 * so both sides agree on the kinds and their flags, each kind's fields, the keys they travel under
 * and the rules they must pass (docs/forms.md). The names below are the file's, checked against it
 * by enquiry-contract.test.ts; request keys and flags are what deployed forms post.
 */
import contract from '../../../php/enquiry-rules.json' with { type: 'json' };

export type EnquiryKind = 'contact' | 'quote';
/** A kind as the request names it. */
export type EnquiryFlag = 'contact_us' | 'estimate';
export type FieldName = 'name' | 'email' | 'phone' | 'message' | 'requirement';
/** A field's key in the request body: the e-mail travels as `to`. */
export type WireName = 'name' | 'to' | 'phone' | 'message' | 'requirement';
/** A rule set: `text` is the free-text field's (message or requirement). */
export type RuleName = 'name' | 'email' | 'phone' | 'text';

interface EnquiryContract {
  kinds: Readonly<
    Record<EnquiryKind, { flag: EnquiryFlag; fields: readonly FieldName[]; staffTitle: string; mailtoSubject: string }>
  >;
  /** `label` in the form (and the e-mail a visitor writes instead), `mailLabel` in the staff mail. */
  fields: Readonly<Record<FieldName, { wire: WireName; rules: RuleName; label: string; mailLabel: string }>>;
  /** The other request keys: the kind's flag, the captcha token and the honeypot. */
  wire: { kind: 'flag'; captchaToken: 'recaptchaToken'; honeypot: 'website' };
  /** Checked by field-rules.ts as it reads them. */
  rules: Readonly<Record<RuleName, readonly { check: string; value?: unknown; message: string }[]>>;
  captchaMissing: string;
}

export const enquiryContract = contract as EnquiryContract;
