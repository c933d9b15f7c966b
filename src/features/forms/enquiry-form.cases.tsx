/**
 * What the enquiry form's tests share: the two kinds as a visitor sees them, written out rather than
 * imported (a change of wording in the code fails a test), and the steps a visitor takes. Each test
 * file mocks react-google-recaptcha with recaptcha.mock and calls resetFormStateEachTest().
 */
import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { renderWithRouter } from '@/testing/render';
import { takeConsoleErrors } from '@/testing/setup-tests';
import { EnquiryForm } from './enquiry-form';
import type { EnquiryKind } from './enquiry-kinds';
import { CAPTCHA_TOKEN, captchaReset, captchaScript } from './recaptcha.mock';

export const CAPTCHA_MISSING = 'Please complete the reCAPTCHA verification';
export const PHONE_HINT = 'Indian mobile number (+91): 10 digits, starting with 6, 7, 8 or 9.';
/** A field's accessible description: its error, then its hint (the phone's). */
export const described = (key: string, error: string) => (key === 'phone' ? `${error} ${PHONE_HINT}` : error);
/** The captcha notice's first line: what happened and what it means, said once on the page. */
export const CAPTCHA_FALLBACK_TITLE = 'E-mail or WhatsApp us instead: our spam check did not load';
/** The notice's sentence: what the visitor can do instead. */
export const CAPTCHA_FALLBACK_TEXT = 'Write here as usual: the buttons below carry your message, already written out, and nothing you type is lost.';
/** The caption beside Send Details while the captcha cannot load, and the button's description. */
export const CAPTCHA_PAUSED = 'Sending is off for now';
/** The answer to a press of Send Details while the captcha cannot load. */
export const CAPTCHA_BLOCKED = 'Nothing was sent. E-mail or WhatsApp your message with a button below: it is already written out.';
/**
 * Any wording that says the check failed or the form cannot send: the notice's first line says it,
 * nothing else on the page may say it again.
 */
export const CAPTCHA_WARNING = /did not load|could not load|cannot send|can't send|unavailable|not available|blocked|offline/i;

interface InvalidCase {
  key: string;
  label: string;
  value: string;
  message: string;
}

interface KindCase {
  kind: EnquiryKind;
  formName: string;
  /** Field key → its visible label, in form order. */
  labels: Record<string, string>;
  valid: Record<string, string>;
  textarea: { key: string; rows: string };
  required: Record<string, string>;
  invalid: InvalidCase[];
  /** The body sent for `valid` with the test captcha token. */
  payload: Record<string, string>;
  success: string;
  failure: string;
  /** The button that brings back an empty form after a success, when the kind has one. */
  startOver: string | null;
  logsRequestFailures: boolean;
  resetsCaptchaWhenTokenMissing: boolean;
}

/** The name and e-mail are the same fields in both forms, and refuse the same values. */
const nameAndEmail: InvalidCase[] = [
  { key: 'name', label: 'blank', value: '   ', message: 'Name is required' },
  { key: 'name', label: '"A"', value: 'A', message: 'Name must be at least 3 characters long' },
  { key: 'name', label: '"7"', value: '7', message: 'Name must be at least 3 characters long' },
  { key: 'name', label: '"7 Sisters"', value: '7 Sisters', message: 'Name must start with a letter and can only contain letters, spaces and dots' },
  { key: 'name', label: '"Asha_Verma"', value: 'Asha_Verma', message: 'Name must start with a letter and can only contain letters, spaces and dots' },
  { key: 'name', label: '"R2D2"', value: 'R2D2', message: 'Name must start with a letter and can only contain letters, spaces and dots' },
  { key: 'name', label: '101 letters', value: 'A'.repeat(101), message: 'Name must be at most 100 characters long' },
  { key: 'email', label: 'blank', value: '  ', message: 'Email is required' },
  { key: 'email', label: '"asha@example"', value: 'asha@example', message: 'Please enter a valid email address' },
  { key: 'email', label: '"rahul@"', value: 'rahul@', message: 'Please enter a valid email address' },
  { key: 'email', label: '255 characters', value: `${'a'.repeat(249)}@ex.in`, message: 'Email must be at most 254 characters long' },
];

/** The free-text field (a message, a requirement): required, and at most 5000 characters. */
const freeText = (key: string): InvalidCase[] => [
  { key, label: 'blank', value: '   ', message: 'Message is required' },
  { key, label: '5001 characters', value: 'x'.repeat(5001), message: 'Message must be at most 5000 characters long' },
];

const contactValues = { name: 'Asha Verma', email: 'asha@example.in', message: 'We need an ERP for our 3 branches in Noida.' };
const quoteValues = {
  name: 'Rahul K. Mehta',
  email: 'rahul@example.co.in',
  phone: '9876543210',
  requirement: 'A B2B ordering app for 40 distributors, Android and iOS, with GST invoices.',
};

/** The body sent for a kind's valid values with the test token: the e-mail as `to` first, then the others in form order. */
const payloadOf = ({ email, ...others }: Record<string, string>, flag: string) => ({
  to: email ?? '',
  ...others,
  flag,
  recaptchaToken: CAPTCHA_TOKEN,
});

const contact: KindCase = {
  kind: 'contact',
  formName: 'Contact form',
  labels: { name: 'Your Name', email: 'Your Email', message: 'Message' },
  valid: contactValues,
  textarea: { key: 'message', rows: '5' },
  required: { name: 'Name is required', email: 'Email is required', message: 'Message is required' },
  invalid: [...nameAndEmail, ...freeText('message')],
  payload: payloadOf(contactValues, 'contact_us'),
  success: 'Thank you! Your message has been sent. We usually reply within 1 working day.',
  failure: 'An error occurred while sending the email.',
  startOver: 'Send another message',
  logsRequestFailures: false,
  resetsCaptchaWhenTokenMissing: false,
};

const quote: KindCase = {
  kind: 'quote',
  formName: 'Project quote request',
  labels: { name: 'Your Name', email: 'Your Email', phone: 'Your Phone', requirement: 'Requirement' },
  valid: quoteValues,
  textarea: { key: 'requirement', rows: '8' },
  required: {
    name: 'Name is required',
    email: 'Email is required',
    phone: 'Phone number is required',
    requirement: 'Message is required',
  },
  invalid: [
    ...nameAndEmail,
    { key: 'phone', label: 'blank', value: '   ', message: 'Phone number is required' },
    { key: 'phone', label: '9 digits', value: '987654321', message: 'Phone number must be at least 10 characters long' },
    { key: 'phone', label: 'starting with 5', value: '5876543210', message: 'Please enter a valid phone number' },
    { key: 'phone', label: 'with a letter', value: '98765x3210', message: 'Please enter a valid phone number' },
    ...freeText('requirement'),
  ],
  payload: payloadOf(quoteValues, 'estimate'),
  success: 'Your requirements have been forwarded to our sales team successfully. We usually reply within 1 working day.',
  failure: 'An error occurred while submitting your request. Please try again.',
  startOver: null,
  logsRequestFailures: true,
  resetsCaptchaWhenTokenMissing: true,
};

/** Runs `body` once for each kind, in a describe block named after it, with its harness. */
export const describeEachKind = (body: (c: KindCase, form: ReturnType<typeof harness>) => void) =>
  describe.each([contact, quote])('EnquiryForm, $kind', (c) => body(c, harness(c)));

export const solveCaptcha = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Solve captcha' }));
export const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Send Details' }));
export const alertRegion = () => screen.getByRole('alert');

/** What the tests of a kind do to its form: find a field, render, fill, send, read the console. */
function harness(c: KindCase) {
  const keys = Object.keys(c.labels);
  const field = (key: string) => screen.getByRole('textbox', { name: c.labels[key] });

  function setup() {
    const user = userEvent.setup();
    renderWithRouter(<EnquiryForm kind={c.kind} />);
    return user;
  }

  async function fill(user: UserEvent, values: Record<string, string> = c.valid) {
    for (const [key, value] of Object.entries(values)) {
      await user.clear(field(key));
      if (value) {
        await user.click(field(key));
        await user.paste(value);
      }
    }
  }

  /** Fills the form, solves the captcha and sends it. */
  async function send(user: UserEvent) {
    await fill(user);
    await solveCaptcha(user);
    await submit(user);
  }

  /** What console.error received since the last call, which must be one logged request failure or nothing. */
  function expectLoggedFailure(logged: boolean) {
    const errors = takeConsoleErrors();
    if (!logged) {
      expect(errors).toEqual([]);
      return;
    }
    expect(errors).toHaveLength(1);
    expect(errors[0]?.[0]).toBe(c.failure);
    expect(errors[0]?.[1]).toBeInstanceOf(Error);
  }
  return { keys, field, setup, fill, send, expectLoggedFailure };
}

/**
 * Registers the hooks every form test needs: a fresh captcha stand-in and no XSRF cookie, and a spy
 * for scrollIntoView (jsdom has none), returned to see what the form brings into view.
 */
export function resetFormStateEachTest() {
  const scrolled = vi.fn();
  beforeEach(() => {
    scrolled.mockReset();
    Element.prototype.scrollIntoView = scrolled;
    captchaReset.mockReset();
    captchaScript.fails = false;
    captchaScript.silent = false;
    captchaScript.blank = false;
    captchaScript.throws = false;
    captchaScript.vanishes = false;
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });
  afterEach(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });
  return scrolled;
}
