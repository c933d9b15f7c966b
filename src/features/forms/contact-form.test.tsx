import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { env } from '@/config/env';
import { renderWithRouter } from '@/testing/render';
import { ContactForm, CONTACT_FAILURE, CONTACT_SUCCESS } from './contact-form';
import { messages } from './field-rules';
import { CAPTCHA_TOKEN, captchaReset } from './recaptcha.mock';
import { answerEnquiry, json, responses } from './test-helpers';
import { CAPTCHA_MISSING } from './use-enquiry-submit';
import { GENERIC_REJECTION } from './api';

vi.mock('react-google-recaptcha', () => import('./recaptcha.mock'));

const valid = { name: 'Asha Verma', email: 'asha@example.in', message: 'We need an ERP for our 3 branches in Noida.' };
type Values = typeof valid;

function setup() {
  const user = userEvent.setup();
  renderWithRouter(<ContactForm />);
  return user;
}

const field = {
  name: () => screen.getByRole('textbox', { name: 'Your Name' }),
  email: () => screen.getByRole('textbox', { name: 'Your Email' }),
  message: () => screen.getByRole('textbox', { name: 'Message' }),
};

async function fill(user: UserEvent, values: Partial<Values> = valid) {
  for (const [key, value] of Object.entries(values) as [keyof Values, string][]) {
    await user.clear(field[key]());
    if (value) {
      await user.click(field[key]());
      await user.paste(value);
    }
  }
}

const solveCaptcha = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Solve captcha' }));
const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Send Details' }));
const alertRegion = () => screen.getByRole('alert');

beforeEach(() => {
  captchaReset.mockClear();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('ContactForm: fields and captcha loading', () => {
  it('has the three labelled fields, marked required, and a Send Details button', () => {
    setup();
    for (const input of [field.name(), field.email(), field.message()]) {
      expect(input).toHaveAttribute('aria-required', 'true');
      expect(input).not.toHaveAttribute('aria-invalid');
    }
    expect(field.message().tagName).toBe('TEXTAREA');
    expect(field.email()).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByRole('form', { name: 'Contact form' })).toHaveTextContent('Fields marked * are required.');
    expect(screen.getByRole('button', { name: 'Send Details' })).toBeEnabled();
  });

  it('does not mount the captcha (so Google is not requested) until a field gets focus', async () => {
    const user = setup();
    expect(screen.queryByTestId('recaptcha')).not.toBeInTheDocument();
    await user.click(field.email());
    expect(await screen.findByTestId('recaptcha')).toHaveAttribute('data-sitekey', env.recaptchaSiteKey);
  });

  it('mounts the captcha when the form scrolls within 300 px of the viewport', async () => {
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
      act(() => observed[0]?.callback([{ isIntersecting: false } as IntersectionObserverEntry], {} as IntersectionObserver));
      expect(screen.queryByTestId('recaptcha')).not.toBeInTheDocument();
      act(() => observed[0]?.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
      expect(screen.getByTestId('recaptcha')).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('ContactForm: validation (SPEC.md section 5)', () => {
  it('shows the required messages on an empty submit, ties them to the fields and focuses the first', async () => {
    const captured = answerEnquiry(responses.success);
    const user = setup();
    await submit(user);
    expect(await screen.findByText(messages.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.messageRequired)).toBeInTheDocument();
    for (const input of [field.name(), field.email(), field.message()]) {
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(/is required/);
    }
    expect(field.name()).toHaveFocus();
    expect(captured.bodies).toHaveLength(0);
  });

  it.each([
    { key: 'name', label: 'blank', value: '   ', message: messages.nameRequired },
    { key: 'name', label: '"A"', value: 'A', message: messages.nameMin },
    { key: 'name', label: '"7"', value: '7', message: messages.nameMin },
    { key: 'name', label: '"7 Sisters"', value: '7 Sisters', message: messages.namePattern },
    { key: 'name', label: '"Asha_Verma"', value: 'Asha_Verma', message: messages.namePattern },
    { key: 'name', label: '101 letters', value: 'A'.repeat(101), message: messages.nameMax },
    { key: 'email', label: 'blank', value: '  ', message: messages.emailRequired },
    { key: 'email', label: '"asha@example"', value: 'asha@example', message: messages.emailPattern },
    { key: 'email', label: '255 characters', value: `${'a'.repeat(249)}@ex.in`, message: messages.emailMax },
    { key: 'message', label: 'blank', value: '   ', message: messages.messageRequired },
    { key: 'message', label: '5001 characters', value: 'x'.repeat(5001), message: messages.messageMax },
  ] as const)('$key $label shows only "$message"', async ({ key, value, message }) => {
    const captured = answerEnquiry(responses.success);
    const user = setup();
    await fill(user, { ...valid, [key]: value });
    await submit(user);
    const input = field[key]();
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input).toHaveAccessibleDescription(message);
    expect(input).toHaveFocus();
    // Only the first failing rule of the field, and no other field complains.
    expect(document.querySelectorAll('.invalid-feedback')).toHaveLength(1);
    expect(captured.bodies).toHaveLength(0);
  });

  it('re-validates a field as it is corrected after the first submit', async () => {
    answerEnquiry(responses.success);
    const user = setup();
    await submit(user);
    await screen.findByText(messages.nameRequired);
    await user.type(field.name(), 'A');
    expect(await screen.findByText(messages.nameMin)).toBeInTheDocument();
    await user.type(field.name(), 'sha');
    await waitFor(() => expect(field.name()).not.toHaveAttribute('aria-invalid'));
  });
});

describe('ContactForm: captcha token', () => {
  it('sends nothing without a token and asks for the captcha', async () => {
    const captured = answerEnquiry(responses.success);
    const user = setup();
    await fill(user);
    await submit(user);
    expect(await screen.findByText(CAPTCHA_MISSING)).toBeInTheDocument();
    expect(alertRegion()).toHaveTextContent(CAPTCHA_MISSING);
    expect(captured.bodies).toHaveLength(0);
    expect(field.name()).toHaveValue(valid.name);
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

describe('ContactForm: sending', () => {
  it('posts exactly the contact payload of SPEC.md section 7, trimmed, with the XSRF header', async () => {
    document.cookie = 'XSRF-TOKEN=xsrf-123';
    const captured = answerEnquiry(responses.success);
    const user = setup();
    await fill(user, { name: '  Asha Verma ', email: ' asha@example.in ', message: valid.message });
    await solveCaptcha(user);
    await submit(user);
    await screen.findByText(CONTACT_SUCCESS);
    expect(captured.bodies).toEqual([
      { to: 'asha@example.in', name: 'Asha Verma', message: valid.message, flag: 'contact_us', recaptchaToken: CAPTCHA_TOKEN },
    ]);
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
    await screen.findByText(CONTACT_SUCCESS);
    expect(captured.bodies[0]).toMatchObject({ website: 'https://spam.example', flag: 'contact_us' });
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
    await fill(user);
    await solveCaptcha(user);
    await submit(user);
    const button = await screen.findByRole('button', { name: 'Sending…' });
    expect(button).toBeDisabled();
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('form')).toHaveAttribute('aria-busy', 'true');
    release();
    await screen.findByText(CONTACT_SUCCESS);
    expect(captured.bodies).toHaveLength(1);
  });

  it('on success replaces the form by the success alert, focuses it, and starts over with empty fields', async () => {
    answerEnquiry(responses.success);
    const user = setup();
    await fill(user);
    await solveCaptcha(user);
    await submit(user);
    const message = await screen.findByText(CONTACT_SUCCESS);
    expect(message).toHaveClass('alert-success');
    expect(alertRegion()).toHaveTextContent(CONTACT_SUCCESS);
    expect(message).toHaveFocus();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(captchaReset).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(field.name()).toHaveValue('');
    expect(field.email()).toHaveValue('');
    expect(field.message()).toHaveValue('');
    expect(field.name()).not.toHaveAttribute('aria-invalid');
    expect(alertRegion()).toBeEmptyDOMElement();
  });
});

describe('ContactForm: every response kind (CONTRACTS.md section 4)', () => {
  it.each([
    ['success false with an error text', responses.rejectedWithError, 'Our inbox is full, please call us instead.'],
    ['success false without an error', responses.rejectedWithoutError, GENERIC_REJECTION],
    ['a 422 with a JSON error', responses.validation422, 'Please enter a valid email address'],
    ['a 403 JSON body without error', responses.forbidden403, CONTACT_FAILURE],
    ['a 502 HTML page', responses.serverError500, CONTACT_FAILURE],
    ['a 500 without a body', responses.emptyServerError, CONTACT_FAILURE],
    ['a 200 that is not JSON', responses.htmlOk, CONTACT_FAILURE],
    ['a network failure', responses.networkError, CONTACT_FAILURE],
  ])('%s → danger alert, values kept, token spent and captcha reset', async (_kind, reply, text) => {
    const captured = answerEnquiry(reply);
    const user = setup();
    await fill(user);
    await solveCaptcha(user);
    await submit(user);
    const message = await within(alertRegion()).findByText(text);
    expect(message).toHaveClass('alert-danger');
    expect(screen.getByRole('button', { name: 'Send Details' })).toBeEnabled();
    expect(field.name()).toHaveValue(valid.name);
    expect(field.email()).toHaveValue(valid.email);
    expect(field.message()).toHaveValue(valid.message);
    expect(captchaReset).toHaveBeenCalledTimes(1);
    expect(captured.bodies).toHaveLength(1);

    // The token went with the failed attempt: a retry needs a new challenge.
    await submit(user);
    expect(await within(alertRegion()).findByText(CAPTCHA_MISSING)).toBeInTheDocument();
    expect(captured.bodies).toHaveLength(1);
    await solveCaptcha(user);
    await submit(user);
    await waitFor(() => expect(captured.bodies).toHaveLength(2));
    await waitFor(() => expect(captchaReset).toHaveBeenCalledTimes(2));
  });

  it('accepts a retry after a failure and then succeeds', async () => {
    let calls = 0;
    const captured = answerEnquiry(() => (++calls === 1 ? HttpResponse.error() : json({ success: true })));
    const user = setup();
    await fill(user);
    await solveCaptcha(user);
    await submit(user);
    await screen.findByText(CONTACT_FAILURE);
    await solveCaptcha(user);
    await submit(user);
    expect(await screen.findByText(CONTACT_SUCCESS)).toBeInTheDocument();
    expect(captured.bodies).toHaveLength(2);
  });
});
