/**
 * The two enquiry forms as data: a contact message and a project quote request share one form
 * component (enquiry-form.tsx). Which fields a kind has, their labels, rules and request keys are
 * the contract's (enquiry-contract.ts); how each field looks and what each form says is written
 * here, one record a field and one a kind.
 */
import { enquiryContract, type EnquiryFlag, type EnquiryKind, type FieldName, type RuleName, type WireName } from './enquiry-contract';
import { phoneLength } from './field-rules';
import type { FieldInputProps, FieldNormalising } from './form-field';
import { phoneNormalising } from './phone-input';

export type { EnquiryKind, FieldName } from './enquiry-contract';

/** How a field looks in the form. */
interface FieldLook {
  /** Bootstrap grid column: half the row from md up, or the whole row. */
  column: 'col-md-6' | 'col-12';
  /** Attributes of the input; a field with `rows` is a textarea of that many rows instead. */
  input?: FieldInputProps;
  rows?: number;
  /** A box joined to the input's start ("+91"), a line under it saying what it takes, and what
   * rewrites a typed or pasted value (FormField). */
  prefix?: string;
  hint?: string;
  normalise?: FieldNormalising;
  /**
   * Checked as the visitor leaves it, when something is typed: a number or an address whose form
   * is wrong says so at once rather than at Send Details (an empty field is left for the send).
   */
  checkOnLeave?: boolean;
}

/** A visible field: its look, and from the contract its label, rule set and request key. */
interface FieldSpec extends FieldLook {
  name: FieldName;
  label: string;
  rule: RuleName;
  wire: WireName;
}

interface EnquiryKindOptions {
  /** The form's accessible name when the page gives it none. */
  label: string;
  /** Tells the endpoint which enquiry this is (and which fields to expect). */
  flag: EnquiryFlag;
  /** In display order, which is also the payload's order. */
  fields: readonly FieldSpec[];
  /** The subject of the e-mail a visitor writes instead of sending the form. */
  mailtoSubject: string;
  successText: string;
  /** Shown when no usable answer arrived (network error, a 5xx page, a body without `error`). */
  failureText: string;
  /**
   * What replaces the form after a success: the success message alone, or the message and a button
   * that brings back an empty form.
   */
  afterSuccess: { show: 'message' } | { show: 'message-and-start-over'; startOverLabel: string };
  /** Log a request that got no usable answer to the console, with its cause. */
  logRequestFailures: boolean;
  /** A send without a solved captcha also resets the challenge, not only asks for it. */
  resetCaptchaWhenTokenMissing: boolean;
}

const looks: Record<FieldName, FieldLook> = {
  name: { column: 'col-md-6', input: { autoComplete: 'name' } },
  email: { column: 'col-md-6', input: { type: 'email', autoComplete: 'email' }, checkOnLeave: true },
  phone: {
    // The whole row: the quote form has no short field to pair it with, and half a row beside an
    // empty half read as a gap in the form.
    column: 'col-12',
    input: { type: 'tel', inputMode: 'numeric', autoComplete: 'tel', maxLength: phoneLength },
    prefix: '+91',
    hint: 'Indian mobile number (+91): 10 digits, starting with 6, 7, 8 or 9.',
    normalise: phoneNormalising,
    checkOnLeave: true,
  },
  message: { column: 'col-12', rows: 5 },
  requirement: { column: 'col-12', rows: 8 },
};

/** What a kind takes from the contract: its flag, its fields in order and the fallback's subject. */
function fromContract(kind: EnquiryKind): Pick<EnquiryKindOptions, 'flag' | 'fields' | 'mailtoSubject'> {
  const { flag, fields, mailtoSubject } = enquiryContract.kinds[kind];
  const spec = (name: FieldName): FieldSpec => {
    const { label, rules, wire } = enquiryContract.fields[name];
    return { name, label, rule: rules, wire, ...looks[name] };
  };
  return { flag, fields: fields.map(spec), mailtoSubject };
}

export const enquiryKinds: Readonly<Record<EnquiryKind, EnquiryKindOptions>> = {
  contact: {
    label: 'Contact form',
    ...fromContract('contact'),
    successText: 'Thank you! Your message has been sent. We usually reply within 1 working day.',
    failureText: 'An error occurred while sending the email.',
    afterSuccess: { show: 'message-and-start-over', startOverLabel: 'Send another message' },
    logRequestFailures: false,
    resetCaptchaWhenTokenMissing: false,
  },
  quote: {
    label: 'Project quote request',
    ...fromContract('quote'),
    successText:
      'Your requirements have been forwarded to our sales team successfully. We usually reply within 1 working day.',
    failureText: 'An error occurred while submitting your request. Please try again.',
    afterSuccess: { show: 'message' },
    logRequestFailures: true,
    resetCaptchaWhenTokenMissing: true,
  },
};
