/**
 * Both enquiry forms, driven as a visitor drives them, against msw. Every visible text is written
 * out here rather than imported, so a change of wording in the code fails a test.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { env } from '@/config/env';
import { resetAnalyticsForTests, startAnalytics } from '@/lib/analytics';
import { renderWithRouter } from '@/testing/render';
import { takeConsoleErrors } from '@/testing/setup-tests';
import { EnquiryForm } from './enquiry-form';
import type { EnquiryKind } from './enquiry-kinds';
import { CAPTCHA_TOKEN, captchaReset, captchaScript } from './recaptcha.mock';
import { answerEnquiry, json, responses } from './test-helpers';

vi.mock('react-google-recaptcha', () => import('./recaptcha.mock'));

// jsdom has no scrollIntoView: each test gets a spy, to see what the form brings into view.
const scrolled = vi.fn();
beforeEach(() => {
  scrolled.mockReset();
  Element.prototype.scrollIntoView = scrolled;
});
afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

const CAPTCHA_MISSING = 'Please complete the reCAPTCHA verification';
const PHONE_HINT = 'Indian mobile number (+91): 10 digits, starting with 6, 7, 8 or 9.';
/** A field's accessible description: its error, then its hint (the phone's). */
const described = (key: string, error: string) => (key === 'phone' ? `${error} ${PHONE_HINT}` : error);
const CAPTCHA_UNAVAILABLE =
  'Our spam check could not load, so this form cannot send right now. What you typed stays here: send it to us another way.';
const CAPTCHA_BLOCKED = `${CAPTCHA_MISSING}. It is unavailable right now, so nothing was sent: use a button below instead.`;

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

const contact: KindCase = {
  kind: 'contact',
  formName: 'Contact form',
  labels: { name: 'Your Name', email: 'Your Email', message: 'Message' },
  valid: { name: 'Asha Verma', email: 'asha@example.in', message: 'We need an ERP for our 3 branches in Noida.' },
  textarea: { key: 'message', rows: '5' },
  required: { name: 'Name is required', email: 'Email is required', message: 'Message is required' },
  invalid: [
    { key: 'name', label: 'blank', value: '   ', message: 'Name is required' },
    { key: 'name', label: '"A"', value: 'A', message: 'Name must be at least 3 characters long' },
    { key: 'name', label: '"7"', value: '7', message: 'Name must be at least 3 characters long' },
    { key: 'name', label: '"7 Sisters"', value: '7 Sisters', message: 'Name must start with a letter and can only contain letters, spaces and dots' },
    { key: 'name', label: '"Asha_Verma"', value: 'Asha_Verma', message: 'Name must start with a letter and can only contain letters, spaces and dots' },
    { key: 'name', label: '101 letters', value: 'A'.repeat(101), message: 'Name must be at most 100 characters long' },
    { key: 'email', label: 'blank', value: '  ', message: 'Email is required' },
    { key: 'email', label: '"asha@example"', value: 'asha@example', message: 'Please enter a valid email address' },
    { key: 'email', label: '255 characters', value: `${'a'.repeat(249)}@ex.in`, message: 'Email must be at most 254 characters long' },
    { key: 'message', label: 'blank', value: '   ', message: 'Message is required' },
    { key: 'message', label: '5001 characters', value: 'x'.repeat(5001), message: 'Message must be at most 5000 characters long' },
  ],
  payload: {
    to: 'asha@example.in',
    name: 'Asha Verma',
    message: 'We need an ERP for our 3 branches in Noida.',
    flag: 'contact_us',
    recaptchaToken: CAPTCHA_TOKEN,
  },
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
  valid: {
    name: 'Rahul K. Mehta',
    email: 'rahul@example.co.in',
    phone: '9876543210',
    requirement: 'A B2B ordering app for 40 distributors, Android and iOS, with GST invoices.',
  },
  textarea: { key: 'requirement', rows: '8' },
  required: {
    name: 'Name is required',
    email: 'Email is required',
    phone: 'Phone number is required',
    requirement: 'Message is required',
  },
  invalid: [
    { key: 'name', label: '"A"', value: 'A', message: 'Name must be at least 3 characters long' },
    { key: 'name', label: '"R2D2"', value: 'R2D2', message: 'Name must start with a letter and can only contain letters, spaces and dots' },
    { key: 'name', label: '101 letters', value: 'R'.repeat(101), message: 'Name must be at most 100 characters long' },
    { key: 'email', label: '"rahul@"', value: 'rahul@', message: 'Please enter a valid email address' },
    { key: 'email', label: '255 characters', value: `${'r'.repeat(249)}@ex.in`, message: 'Email must be at most 254 characters long' },
    { key: 'phone', label: 'blank', value: '   ', message: 'Phone number is required' },
    { key: 'phone', label: '9 digits', value: '987654321', message: 'Phone number must be at least 10 characters long' },
    { key: 'phone', label: 'starting with 5', value: '5876543210', message: 'Please enter a valid phone number' },
    { key: 'phone', label: 'with a letter', value: '98765x3210', message: 'Please enter a valid phone number' },
    { key: 'requirement', label: 'blank', value: '  ', message: 'Message is required' },
    { key: 'requirement', label: '5001 characters', value: 'y'.repeat(5001), message: 'Message must be at most 5000 characters long' },
  ],
  payload: {
    to: 'rahul@example.co.in',
    name: 'Rahul K. Mehta',
    phone: '9876543210',
    requirement: 'A B2B ordering app for 40 distributors, Android and iOS, with GST invoices.',
    flag: 'estimate',
    recaptchaToken: CAPTCHA_TOKEN,
  },
  success: 'Your requirements have been forwarded to our sales team successfully. We usually reply within 1 working day.',
  failure: 'An error occurred while submitting your request. Please try again.',
  startOver: null,
  logsRequestFailures: true,
  resetsCaptchaWhenTokenMissing: true,
};

const solveCaptcha = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Solve captcha' }));
const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Send Details' }));
const alertRegion = () => screen.getByRole('alert');

beforeEach(() => {
  captchaReset.mockReset();
  captchaScript.fails = false;
  captchaScript.silent = false;
  captchaScript.blank = false;
  captchaScript.throws = false;
  captchaScript.vanishes = false;
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe.each([contact, quote])('EnquiryForm, $kind', (c) => {
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

  describe('fields and captcha loading', () => {
    it('has its labelled fields, marked required, and a Send Details button', () => {
      setup();
      expect(screen.getAllByRole('textbox').map((input) => input.getAttribute('name'))).toEqual(keys);
      for (const key of keys) {
        expect(field(key)).toHaveAttribute('aria-required', 'true');
        expect(field(key)).not.toHaveAttribute('aria-invalid');
      }
      expect(field(c.textarea.key).tagName).toBe('TEXTAREA');
      expect(field(c.textarea.key)).toHaveAttribute('rows', c.textarea.rows);
      expect(field('name')).toHaveAttribute('autocomplete', 'name');
      expect(field('email')).toHaveAttribute('autocomplete', 'email');
      expect(field('email')).toHaveAttribute('type', 'email');
      expect(screen.getByRole('form', { name: c.formName })).toHaveTextContent('Fields marked * are required.');
      expect(screen.getByRole('button', { name: 'Send Details' })).toBeEnabled();
    });

    it('does not mount the captcha (so Google is not requested) until a field gets focus', async () => {
      const user = setup();
      expect(screen.queryByTestId('recaptcha')).not.toBeInTheDocument();
      await user.click(field('email'));
      expect(await screen.findByTestId('recaptcha')).toHaveAttribute('data-sitekey', env.recaptchaSiteKey);
    });

    it('mounts the captcha when the form scrolls within 300 px of the viewport', () => {
      const observed: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
      class FakeObserver {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          observed.push({ callback, options });
        }
        observe() {}
        disconnect() {}
      }
      vi.stubGlobal('IntersectionObserver', FakeObserver);
      try {
        setup();
        expect(observed).toHaveLength(1);
        expect(observed[0]?.options?.rootMargin).toBe('300px 0px');
        const entry = (isIntersecting: boolean) => [{ isIntersecting } as IntersectionObserverEntry];
        act(() => observed[0]?.callback(entry(false), {} as IntersectionObserver));
        expect(screen.queryByTestId('recaptcha')).not.toBeInTheDocument();
        act(() => observed[0]?.callback(entry(true), {} as IntersectionObserver));
        expect(screen.getByTestId('recaptcha')).toBeInTheDocument();
      } finally {
        vi.unstubAllGlobals();
      }
    });
  });

  describe('validation', () => {
    it('shows every required message on an empty submit, ties each to its field and focuses the first', async () => {
      const captured = answerEnquiry(responses.success);
      const user = setup();
      await submit(user);
      expect(await screen.findByText(c.required.name ?? '')).toBeInTheDocument();
      for (const key of keys) {
        expect(field(key)).toHaveAttribute('aria-invalid', 'true');
        expect(field(key)).toHaveAccessibleDescription(described(key, c.required[key] ?? ''));
      }
      expect(field('name')).toHaveFocus();
      expect(captured.bodies).toHaveLength(0);
    });

    it.each(c.invalid)('$key $label shows only "$message"', async ({ key, value, message }) => {
      const captured = answerEnquiry(responses.success);
      const user = setup();
      await fill(user, { ...c.valid, [key]: value });
      await submit(user);
      const input = field(key);
      await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
      expect(input).toHaveAccessibleDescription(described(key, message));
      expect(input).toHaveFocus();
      // Only the first failing rule of the field, and no other field complains.
      expect(document.querySelectorAll('.invalid-feedback')).toHaveLength(1);
      expect(captured.bodies).toHaveLength(0);
    });

    it('re-validates a field as it is corrected after the first submit', async () => {
      answerEnquiry(responses.success);
      const user = setup();
      await submit(user);
      await screen.findByText('Name is required');
      await user.type(field('name'), 'A');
      expect(await screen.findByText('Name must be at least 3 characters long')).toBeInTheDocument();
      await user.type(field('name'), 'sha');
      await waitFor(() => expect(field('name')).not.toHaveAttribute('aria-invalid'));
    });
  });

  describe('captcha token', () => {
    it(`sends nothing without a token, asks for the captcha${c.resetsCaptchaWhenTokenMissing ? ' and resets the challenge' : ''}`, async () => {
      const captured = answerEnquiry(responses.success);
      const user = setup();
      await fill(user);
      await submit(user);
      expect(await within(alertRegion()).findByText(CAPTCHA_MISSING)).toHaveClass('alert-danger');
      expect(captchaReset).toHaveBeenCalledTimes(c.resetsCaptchaWhenTokenMissing ? 1 : 0);
      expect(captured.bodies).toHaveLength(0);
      expect(field('name')).toHaveValue(c.valid.name);
    });

    it('clears the token and resets the challenge when it expires', async () => {
      const captured = answerEnquiry(responses.success);
      const user = setup();
      await fill(user);
      await solveCaptcha(user);
      await user.click(screen.getByRole('button', { name: 'Expire captcha' }));
      expect(captchaReset).toHaveBeenCalledTimes(1);
      await submit(user);
      expect(await screen.findByText(CAPTCHA_MISSING)).toBeInTheDocument();
      expect(captured.bodies).toHaveLength(0);
    });

    it('removes the captcha reminder once the challenge is solved', async () => {
      answerEnquiry(responses.success);
      const user = setup();
      await fill(user);
      await submit(user);
      await screen.findByText(CAPTCHA_MISSING);
      await solveCaptcha(user);
      expect(alertRegion()).toBeEmptyDOMElement();
    });
  });

  describe('captcha unavailable', () => {
    const fallbackText = () => screen.queryByText(/so this form cannot send right now/);
    const mailLink = () => screen.getByRole('link', { name: 'E-mail us your message sales@example.com' });
    const whatsappLink = () => screen.getByRole('link', { name: /^WhatsApp us your message \+91 98100 00000.*opens in a new tab/ });

    it('says so in the captcha\'s place when Google\'s script fails, offers e-mail and WhatsApp, and keeps the typed text', async () => {
      captchaScript.fails = true;
      const captured = answerEnquiry(responses.success);
      const user = setup();
      await fill(user);
      expect(fallbackText()).toBeInTheDocument();
      expect(mailLink().getAttribute('href')).toMatch(/^mailto:sales@example\.com\?subject=/);
      expect(whatsappLink().getAttribute('href')).toMatch(/^https:\/\/wa\.me\/919810000000\?text=/);
      // Both links carry what was typed, so nothing has to be written twice.
      const body = new URL(mailLink().getAttribute('href') ?? '').searchParams.get('body');
      expect(body).toBe(keys.map((key) => `${c.labels[key]}: ${c.valid[key]}`).join('\n'));
      const text = new URL(whatsappLink().getAttribute('href') ?? '').searchParams.get('text');
      expect(text).toBe(body);

      // Send Details says it cannot send, in the fallback's words, and is announced unavailable.
      const send = screen.getByRole('button', { name: 'Send Details' });
      expect(send).toHaveAttribute('aria-disabled', 'true');
      expect(send).toHaveAccessibleDescription(CAPTCHA_UNAVAILABLE);
      expect(send).toBeEnabled();

      await submit(user);
      // The press is answered in the status line: the reminder, why it cannot be followed and where
      // the way forward is. The line stands just above the fallback's buttons and takes the focus,
      // so the next Tab reaches the e-mail that carries the typed words.
      const message = await within(alertRegion()).findByText(CAPTCHA_BLOCKED);
      expect(message).toHaveClass('alert-danger');
      await waitFor(() => expect(message).toHaveFocus());
      const box = screen.getByRole('group', { name: CAPTCHA_UNAVAILABLE });
      expect(alertRegion().compareDocumentPosition(box) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(alertRegion().compareDocumentPosition(field(keys.at(-1) ?? '')) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
      await user.tab();
      expect(mailLink()).toHaveFocus();
      // The fallback's own words stay said once: the message does not repeat them.
      expect(screen.getAllByText(/cannot send/)).toHaveLength(1);
      expect(captured.bodies).toHaveLength(0);
      for (const key of keys) expect(field(key)).toHaveValue(c.valid[key]);
    }, 15_000); // a whole form typed and sent: slow on a busy machine

    it('offers the same way out when the widget has not appeared after 8 seconds', () => {
      captchaScript.silent = true;
      vi.useFakeTimers();
      try {
        setup();
        act(() => field('name').focus());
        expect(screen.getByTestId('recaptcha')).toBeInTheDocument();
        act(() => vi.advanceTimersByTime(7999));
        expect(fallbackText()).not.toBeInTheDocument();
        act(() => vi.advanceTimersByTime(1));
        expect(fallbackText()).toBeInTheDocument();
        expect(mailLink()).toHaveAttribute('href', `mailto:sales@example.com?subject=${c.kind === 'contact' ? 'Message%20from%20the%20website' : 'Project%20quote%20request%20from%20the%20website'}`);
        expect(whatsappLink()).toHaveAttribute('href', 'https://wa.me/919810000000');
      } finally {
        vi.useRealTimers();
      }
    });

    it('offers the way out when the script loads but draws nothing for 8 seconds', () => {
      captchaScript.blank = true;
      vi.useFakeTimers();
      try {
        setup();
        act(() => field('name').focus());
        act(() => vi.advanceTimersByTime(7999));
        expect(fallbackText()).not.toBeInTheDocument();
        act(() => vi.advanceTimersByTime(1));
        expect(fallbackText()).toBeInTheDocument();
      } finally {
        vi.useRealTimers();
      }
    });

    it('keeps the page and offers the way out when the script throws while drawing', async () => {
      captchaScript.throws = true;
      const user = setup();
      await user.click(field('name'));
      expect(await screen.findByText(/so this form cannot send right now/)).toBeInTheDocument();
      // The rest of the form is still there and still holds what is typed.
      await user.type(field('name'), 'Asha');
      expect(field('name')).toHaveValue('Asha');
      // React reports the error it caught.
      expect(takeConsoleErrors().length).toBeGreaterThan(0);
    });

    it('says so to screen readers: the way out appears in a polite live region', async () => {
      captchaScript.fails = true;
      const user = setup();
      await user.click(field('name'));
      const text = await screen.findByText(/so this form cannot send right now/);
      expect(text.closest('[aria-live="polite"]')).not.toBeNull();
    });

    it('offers the way out when a drawn widget disappears', async () => {
      captchaScript.vanishes = true;
      const user = setup();
      await user.click(field('name'));
      await user.click(await screen.findByRole('button', { name: 'Break captcha' }));
      expect(await screen.findByText(/so this form cannot send right now/)).toBeInTheDocument();
    });

    it('keeps the widget and adds the way out when the widget reports an error', async () => {
      const user = setup();
      const send = screen.getByRole('button', { name: 'Send Details' });
      await fill(user);
      await submit(user);
      await screen.findByText(CAPTCHA_MISSING);
      await user.click(await screen.findByRole('button', { name: 'Break captcha' }));
      expect(fallbackText()).toBeInTheDocument();
      // The reminder to solve the challenge gives way to the fallback, which alone says what to do.
      expect(alertRegion()).toBeEmptyDOMElement();
      expect(send).toHaveAttribute('aria-disabled', 'true');
      expect(screen.getByRole('button', { name: 'Solve captcha' })).toBeVisible();
      await solveCaptcha(user);
      expect(fallbackText()).not.toBeInTheDocument();
      expect(send).not.toHaveAttribute('aria-disabled');
      expect(send).not.toHaveAttribute('aria-describedby');
    });
  });

  describe('captcha unavailable, then back', () => {
    it('drops the message saying the challenge is unavailable once it can be solved again', async () => {
      const user = setup();
      await fill(user);
      await user.click(await screen.findByRole('button', { name: 'Break captcha' }));
      await submit(user);
      expect(await within(alertRegion()).findByText(CAPTCHA_BLOCKED)).toBeInTheDocument();
      await solveCaptcha(user);
      // The status line is back above the form, empty: nothing contradicts the challenge in sight.
      await waitFor(() => expect(alertRegion()).toBeEmptyDOMElement());
      expect(screen.queryByText(/so this form cannot send right now/)).not.toBeInTheDocument();
      expect(alertRegion().compareDocumentPosition(field(keys[0] ?? '')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });
    it('shows the answer to a send made with a challenge solved before the widget vanished', async () => {
      captchaScript.vanishes = true;
      const captured = answerEnquiry(responses.success);
      const user = setup();
      await fill(user);
      await solveCaptcha(user);
      await user.click(screen.getByRole('button', { name: 'Break captcha' }));
      expect(await screen.findByText(/so this form cannot send right now/)).toBeInTheDocument();
      // The token solved before is still good: the message goes, and its answer is in sight, not
      // dropped with the form (and the fallback) it replaces.
      await submit(user);
      expect(await within(alertRegion()).findByText(c.success)).toBeInTheDocument();
      expect(captured.bodies).toHaveLength(1);
      if (c.startOver) {
        await user.click(screen.getByRole('button', { name: c.startOver }));
        // A fresh form, a fresh challenge: nothing says it cannot send, and its status line heads it.
        expect(screen.queryByText(/so this form cannot send right now/)).not.toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Send Details' })).not.toHaveAttribute('aria-disabled');
        expect(alertRegion().compareDocumentPosition(field('name')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      }
    }, 15_000);
  });

  describe('sending', () => {
    it('posts exactly its payload, trimmed, as JSON with the XSRF header', async () => {
      document.cookie = 'XSRF-TOKEN=xsrf-123';
      const captured = answerEnquiry(responses.success);
      const user = setup();
      await fill(user, { ...c.valid, name: `  ${c.valid.name} `, email: ` ${c.valid.email} ` });
      await solveCaptcha(user);
      await submit(user);
      await screen.findByText(c.success);
      expect(captured.bodies).toEqual([c.payload]);
      // The payload's keys go out in the form's order.
      expect(Object.keys(captured.bodies[0] as object)).toEqual(Object.keys(c.payload));
      expect(captured.headers[0]?.get('content-type')).toMatch(/^application\/json/);
      expect(captured.headers[0]?.get('x-xsrf-token')).toBe('xsrf-123');
    });

    it('sends the honeypot only when something filled it', async () => {
      const captured = answerEnquiry(responses.success);
      const user = setup();
      const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]');
      expect(honeypot).not.toBeNull();
      expect(honeypot).toHaveAttribute('tabindex', '-1');
      expect(honeypot).toHaveAttribute('autocomplete', 'off');
      expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
      await fill(user);
      await user.type(honeypot as HTMLInputElement, 'https://spam.example');
      await solveCaptcha(user);
      await submit(user);
      await screen.findByText(c.success);
      expect(captured.bodies).toEqual([{ ...c.payload, website: 'https://spam.example' }]);
    });

    it('shows Sending… with the button disabled and cannot be submitted twice', async () => {
      let release: () => void = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const captured = answerEnquiry(async () => {
        await gate;
        return json({ success: true });
      });
      const user = setup();
      await send(user);
      const button = await screen.findByRole('button', { name: 'Sending…' });
      expect(button).toBeDisabled();
      await user.click(button);
      await user.keyboard('{Enter}');
      expect(screen.getByRole('form')).toHaveAttribute('aria-busy', 'true');
      release();
      await screen.findByText(c.success);
      expect(captured.bodies).toHaveLength(1);
    });

    it(
      c.startOver
        ? 'on success replaces the form by the success alert, focuses it, and starts over with empty fields'
        : 'on success replaces the form by the success message alone and focuses it',
      async () => {
        answerEnquiry(responses.success);
        const user = setup();
        await send(user);
        const message = await within(alertRegion()).findByText(c.success);
        expect(message).toHaveClass('alert-success');
        expect(message).toHaveFocus();
        expect(screen.queryByRole('form')).not.toBeInTheDocument();
        expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
        expect(captchaReset).toHaveBeenCalledTimes(1);

        if (!c.startOver) {
          expect(screen.queryByRole('button')).not.toBeInTheDocument();
          return;
        }
        await user.click(screen.getByRole('button', { name: c.startOver }));
        for (const key of keys) expect(field(key)).toHaveValue('');
        expect(field('name')).not.toHaveAttribute('aria-invalid');
        expect(alertRegion()).toBeEmptyDOMElement();
      },
    );
  });

  describe('every kind of answer', () => {
    it.each([
      ['success false with an error text', responses.rejectedWithError, 'Our inbox is full, please call us instead.', false],
      ['success false without an error', responses.rejectedWithoutError, 'Something went wrong please try again!', false],
      ['a 422 with a JSON error', responses.validation422, 'Please enter a valid email address', false],
      ['a 403 JSON body without error', responses.forbidden403, c.failure, true],
      ['a 502 HTML page', responses.serverError500, c.failure, true],
      ['a 500 without a body', responses.emptyServerError, c.failure, true],
      ['a 200 that is not JSON', responses.htmlOk, c.failure, true],
      ['a network failure', responses.networkError, c.failure, true],
    ])('%s → that danger alert above the kept values; the token is spent', async (_kind, reply, text, requestFailed) => {
      const captured = answerEnquiry(reply);
      const user = setup();
      await send(user);
      const message = await within(alertRegion()).findByText(text);
      expect(message).toHaveClass('alert-danger');
      // On a phone the alert is a screen above Send Details: it is brought into view.
      await waitFor(() => expect(scrolled.mock.contexts).toContain(message));
      expectLoggedFailure(requestFailed && c.logsRequestFailures);
      expect(screen.getByRole('button', { name: 'Send Details' })).toBeEnabled();
      for (const key of keys) expect(field(key)).toHaveValue(c.valid[key]);
      expect(captchaReset).toHaveBeenCalledTimes(1);
      expect(captured.bodies).toHaveLength(1);

      // The token went with the failed attempt: a retry needs a new challenge.
      await submit(user);
      expect(await within(alertRegion()).findByText(CAPTCHA_MISSING)).toBeInTheDocument();
      expect(captured.bodies).toHaveLength(1);
      await solveCaptcha(user);
      await submit(user);
      await waitFor(() => expect(captured.bodies).toHaveLength(2));
      await waitFor(() => expect(captchaReset).toHaveBeenCalledTimes(c.resetsCaptchaWhenTokenMissing ? 3 : 2));
      takeConsoleErrors();
    });

    it('shows the success even when resetting the captcha afterwards throws', async () => {
      captchaReset.mockImplementation(() => {
        throw new Error('grecaptcha.reset failed');
      });
      const captured = answerEnquiry(responses.success);
      const user = setup();
      await send(user);
      expect(await screen.findByText(c.success)).toBeInTheDocument();
      expect(captured.bodies).toHaveLength(1);
    });

    it('accepts a retry after a failure and then succeeds', async () => {
      let calls = 0;
      const captured = answerEnquiry(() => (++calls === 1 ? HttpResponse.error() : json({ success: true })));
      const user = setup();
      await send(user);
      await screen.findByText(c.failure);
      expectLoggedFailure(c.logsRequestFailures);
      await solveCaptcha(user);
      await submit(user);
      expect(await screen.findByText(c.success)).toBeInTheDocument();
      expect(captured.bodies).toHaveLength(2);
    });
  });

  describe('analytics events', () => {
    const events = () =>
      (window.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>)).filter((args) => args[0] === 'event');

    beforeEach(() => {
      startAnalytics({ measurementId: 'G-TEST123', hostname: 'agency.example.com', consent: 'none' });
    });
    afterEach(() => {
      resetAnalyticsForTests();
      delete window.gtag;
      delete window.dataLayer;
    });

    it('form_start once on the first edit, generate_lead once on success, and nothing the visitor typed', async () => {
      answerEnquiry(responses.success);
      const user = setup();
      expect(events()).toEqual([]);
      await send(user);
      await screen.findByText(c.success);
      expect(events()).toEqual([
        ['event', 'form_start', { form_kind: c.kind, page_path: '/' }],
        ['event', 'generate_lead', { form_kind: c.kind, page_path: '/' }],
      ]);
      const sent = JSON.stringify(window.dataLayer);
      for (const value of Object.values(c.valid)) expect(sent).not.toContain(value);
      expect(sent).not.toContain(CAPTCHA_TOKEN);
    });

    it('no generate_lead when the endpoint refuses or fails', async () => {
      answerEnquiry(responses.rejectedWithError);
      const user = setup();
      await send(user);
      await screen.findByText('Our inbox is full, please call us instead.');
      expect(events().map((args) => args[1])).toEqual(['form_start']);
    });
  });
});

describe('EnquiryForm, quote: the phone field', () => {
  it('is numeric, a telephone number, and takes at most 10 digits', async () => {
    const user = userEvent.setup();
    renderWithRouter(<EnquiryForm kind="quote" />);
    const phone = screen.getByRole('textbox', { name: 'Your Phone' });
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('maxlength', '10');
    expect(phone).toHaveAttribute('inputmode', 'numeric');
    expect(phone).toHaveAttribute('autocomplete', 'tel');
    await user.type(phone, '98765432101234');
    expect(phone).toHaveValue('9876543210');
  });

  it('shows "+91" beside the field and a format hint tied to it', () => {
    renderWithRouter(<EnquiryForm kind="quote" />);
    const phone = screen.getByRole('textbox', { name: 'Your Phone' });
    expect(phone).toHaveAccessibleDescription(PHONE_HINT);
    expect(phone.parentElement).toHaveTextContent(/^\+91$/);
    expect(screen.getByText(PHONE_HINT)).toBeVisible();
  });

  it.each([
    ['+91 98765 43210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    ['098765 43210', '9876543210'],
    ['91 98765 43210', '9876543210'],
    ['0091 98765 43210', '9876543210'],
    ['98765\u00a043210', '9876543210'],
  ])('takes a pasted %j as %j, whole rather than cut to 10 characters first', async (pasted, kept) => {
    const user = userEvent.setup();
    renderWithRouter(<EnquiryForm kind="quote" />);
    const phone = screen.getByRole('textbox', { name: 'Your Phone' });
    await user.click(phone);
    await user.paste(pasted);
    expect(phone).toHaveValue(kept);
  });

  it('normalises what the browser fills in at once (autofill, a drop), before maxLength can cut it', async () => {
    renderWithRouter(<EnquiryForm kind="quote" />);
    const phone = screen.getByRole<HTMLInputElement>('textbox', { name: 'Your Phone' });
    const event = new InputEvent('beforeinput', { inputType: 'insertReplacementText', data: '+91 98765 43210', bubbles: true, cancelable: true });
    act(() => {
      phone.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    expect(phone).toHaveValue('9876543210');
  });

  it('keeps a paste that is still too long whole, for the visitor to correct, and says it is not a number', async () => {
    const user = userEvent.setup();
    renderWithRouter(<EnquiryForm kind="quote" />);
    const phone = screen.getByRole('textbox', { name: 'Your Phone' });
    await user.click(phone);
    await user.paste('98765 43210 / 91234 56789');
    expect(phone).toHaveValue('9876543210/9123456789');
    await submit(user);
    await waitFor(() => expect(phone).toHaveAccessibleDescription(`Please enter a valid phone number ${PHONE_HINT}`));
  });

  it('drops "+91", a leading 0, spaces and dashes as they are typed, and sends the ten digits', async () => {
    const captured = answerEnquiry(responses.success);
    const user = userEvent.setup();
    renderWithRouter(<EnquiryForm kind="quote" />);
    const phone = screen.getByRole('textbox', { name: 'Your Phone' });
    await user.type(phone, '+91 98765-43210');
    expect(phone).toHaveValue('9876543210');
    await user.clear(phone);
    await user.type(phone, '09876543210');
    expect(phone).toHaveValue('9876543210');
    await user.type(screen.getByRole('textbox', { name: 'Your Name' }), 'अमित कुमार');
    await user.type(screen.getByRole('textbox', { name: 'Your Email' }), 'amit@example.in');
    await user.type(screen.getByRole('textbox', { name: 'Requirement' }), 'A billing app.');
    await solveCaptcha(user);
    await submit(user);
    await waitFor(() => expect(captured.bodies).toHaveLength(1));
    expect(captured.bodies[0]).toMatchObject({ name: 'अमित कुमार', phone: '9876543210' });
  });

  it('is absent from the contact form', () => {
    renderWithRouter(<EnquiryForm kind="contact" />);
    expect(screen.queryByRole('textbox', { name: 'Your Phone' })).not.toBeInTheDocument();
    expect(document.querySelector('input[maxlength]')).toBeNull();
  });
});
