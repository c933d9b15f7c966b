/**
 * The two enquiry forms as data: a contact message and a project quote request share one form
 * component (enquiry-form.tsx); what differs between them is written here, one record a kind.
 */
import { phoneLength, type RuleName } from './field-rules';
import type { FieldInputProps, FieldNormalising } from './form-field';
import { phoneNormalising } from './phone-input';

export type EnquiryKind = 'contact' | 'quote';

/** A visible field; its name is also its key in the payload (the e-mail travels as `to`). */
export type FieldName = 'name' | 'email' | 'phone' | 'message' | 'requirement';

export interface FieldSpec {
  name: FieldName;
  label: string;
  /** Its rules in php/enquiry-rules.json. */
  rule: RuleName;
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
}

export interface EnquiryKindOptions {
  /** The form's accessible name when the page gives it none. */
  label: string;
  /** Tells the endpoint which enquiry this is (and which fields to expect). */
  flag: 'contact_us' | 'estimate';
  /** In display order, which is also the payload's order. */
  fields: readonly FieldSpec[];
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

const nameField: FieldSpec = { name: 'name', label: 'Your Name', rule: 'name', column: 'col-md-6', input: { autoComplete: 'name' } };
const emailField: FieldSpec = {
  name: 'email',
  label: 'Your Email',
  rule: 'email',
  column: 'col-md-6',
  input: { type: 'email', autoComplete: 'email' },
};

export const enquiryKinds: Readonly<Record<EnquiryKind, EnquiryKindOptions>> = {
  contact: {
    label: 'Contact form',
    flag: 'contact_us',
    fields: [nameField, emailField, { name: 'message', label: 'Message', rule: 'text', column: 'col-12', rows: 5 }],
    successText: 'Thank you! Your message has been sent. We usually reply within 1 working day.',
    failureText: 'An error occurred while sending the email.',
    afterSuccess: { show: 'message-and-start-over', startOverLabel: 'Send another message' },
    logRequestFailures: false,
    resetCaptchaWhenTokenMissing: false,
  },
  quote: {
    label: 'Project quote request',
    flag: 'estimate',
    fields: [
      nameField,
      emailField,
      {
        name: 'phone',
        label: 'Your Phone',
        rule: 'phone',
        column: 'col-md-6',
        input: { type: 'tel', inputMode: 'numeric', autoComplete: 'tel', maxLength: phoneLength },
        prefix: '+91',
        hint: 'Indian mobile number (+91): 10 digits, starting with 6, 7, 8 or 9.',
        normalise: phoneNormalising,
      },
      { name: 'requirement', label: 'Requirement', rule: 'text', column: 'col-12', rows: 8 },
    ],
    successText:
      'Your requirements have been forwarded to our sales team successfully. We usually reply within 1 working day.',
    failureText: 'An error occurred while submitting your request. Please try again.',
    afterSuccess: { show: 'message' },
    logRequestFailures: true,
    resetCaptchaWhenTokenMissing: true,
  },
};
