import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { renderWithRouter } from '@/testing/render';
import { takeConsoleErrors } from '@/testing/setup-tests';
import { GENERIC_REJECTION } from './api';
import { messages } from './field-rules';
import { QuoteForm, QUOTE_FAILURE, QUOTE_SUCCESS } from './quote-form';
import { CAPTCHA_TOKEN, captchaReset } from './recaptcha.mock';
import { answerEnquiry, json, responses } from './test-helpers';
import { CAPTCHA_MISSING } from './use-enquiry-submit';

vi.mock('react-google-recaptcha', () => import('./recaptcha.mock'));

const valid = {
  name: 'Rahul K. Mehta',
  email: 'rahul@example.co.in',
  phone: '9876543210',
  requirement: 'A B2B ordering app for 40 distributors, Android and iOS, with GST invoices.',
};
type Values = typeof valid;

function setup() {
  const user = userEvent.setup();
  renderWithRouter(<QuoteForm />);
  return user;
}

const field = {
  name: () => screen.getByRole('textbox', { name: 'Your Name' }),
  email: () => screen.getByRole('textbox', { name: 'Your Email' }),
  phone: () => screen.getByRole('textbox', { name: 'Your Phone' }),
  requirement: () => screen.getByRole('textbox', { name: 'Requirement' }),
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

beforeEach(() => captchaReset.mockClear());

describe('QuoteForm: fields', () => {
  it('has the four labelled, required fields; phone limited to 10 digits; requirement 8 rows', async () => {
    const user = setup();
    expect(screen.getByRole('form', { name: 'Project quote request' })).toBeInTheDocument();
    for (const input of Object.values(field).map((get) => get())) {
      expect(input).toHaveAttribute('aria-required', 'true');
    }
    expect(field.phone()).toHaveAttribute('maxlength', '10');
    expect(field.phone()).toHaveAttribute('inputmode', 'numeric');
    expect(field.phone()).toHaveAttribute('autocomplete', 'tel');
    expect(field.requirement().tagName).toBe('TEXTAREA');
    expect(field.requirement()).toHaveAttribute('rows', '8');
    await user.type(field.phone(), '98765432101234');
    expect(field.phone()).toHaveValue('9876543210');
  });
});

describe('QuoteForm: validation (SPEC.md section 5)', () => {
  it('shows every required message on an empty submit and focuses Your Name', async () => {
    const captured = answerEnquiry(responses.success);
    const user = setup();
    await submit(user);
    expect(await screen.findByText(messages.nameRequired)).toBeInTheDocument();
    expect(field.email()).toHaveAccessibleDescription(messages.emailRequired);
    expect(field.phone()).toHaveAccessibleDescription(messages.phoneRequired);
    expect(field.requirement()).toHaveAccessibleDescription(messages.messageRequired);
    expect(field.name()).toHaveFocus();
    expect(captured.bodies).toHaveLength(0);
  });

  it.each([
    { key: 'name', label: '"A"', value: 'A', message: messages.nameMin },
    { key: 'name', label: '"R2D2"', value: 'R2D2', message: messages.namePattern },
    { key: 'name', label: '101 letters', value: 'R'.repeat(101), message: messages.nameMax },
    { key: 'email', label: '"rahul@"', value: 'rahul@', message: messages.emailPattern },
    { key: 'email', label: '255 characters', value: `${'r'.repeat(249)}@ex.in`, message: messages.emailMax },
    { key: 'phone', label: 'blank', value: '   ', message: messages.phoneRequired },
    { key: 'phone', label: '9 digits', value: '987654321', message: messages.phoneMin },
    { key: 'phone', label: 'starting with 5', value: '5876543210', message: messages.phonePattern },
    { key: 'phone', label: 'with a letter', value: '98765x3210', message: messages.phonePattern },
    { key: 'requirement', label: 'blank', value: '  ', message: messages.messageRequired },
    { key: 'requirement', label: '5001 characters', value: 'y'.repeat(5001), message: messages.messageMax },
  ] as const)('$key $label shows only "$message"', async ({ key, value, message }) => {
    const captured = answerEnquiry(responses.success);
    const user = setup();
    await fill(user, { ...valid, [key]: value });
    await submit(user);
    const input = field[key]();
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input).toHaveAccessibleDescription(message);
    expect(input).toHaveFocus();
    expect(document.querySelectorAll('.invalid-feedback')).toHaveLength(1);
    expect(captured.bodies).toHaveLength(0);
  });
});

describe('QuoteForm: captcha and sending', () => {
  it('without a token: asks for the captcha, resets the challenge, sends nothing', async () => {
    const captured = answerEnquiry(responses.success);
    const user = setup();
    await fill(user);
    await submit(user);
    expect(await within(alertRegion()).findByText(CAPTCHA_MISSING)).toBeInTheDocument();
    expect(captchaReset).toHaveBeenCalledTimes(1);
    expect(captured.bodies).toHaveLength(0);
  });

  it('after expiry the token is gone and the challenge reset', async () => {
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

  it('posts exactly the quote payload, shows Sending… and cannot be submitted twice', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const captured = answerEnquiry(async () => {
      await gate;
      return json({ success: true });
    });
    const user = setup();
    await fill(user, { ...valid, name: ' Rahul K. Mehta ' });
    await solveCaptcha(user);
    await submit(user);
    const button = await screen.findByRole('button', { name: 'Sending…' });
    expect(button).toBeDisabled();
    await user.click(button);
    release();
    await screen.findByText(QUOTE_SUCCESS);
    expect(captured.bodies).toEqual([
      {
        to: valid.email,
        name: 'Rahul K. Mehta',
        phone: valid.phone,
        requirement: valid.requirement,
        flag: 'estimate',
        recaptchaToken: CAPTCHA_TOKEN,
      },
    ]);
  });

  it('on success replaces the form by the forwarded message and resets the captcha', async () => {
    answerEnquiry(responses.success);
    const user = setup();
    await fill(user);
    await solveCaptcha(user);
    await submit(user);
    const message = await within(alertRegion()).findByText(QUOTE_SUCCESS);
    expect(message).toHaveClass('alert-success');
    expect(message).toHaveFocus();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(captchaReset).toHaveBeenCalledTimes(1);
  });
});

describe('QuoteForm: every response kind (CONTRACTS.md section 4)', () => {
  it.each([
    ['success false with an error text', responses.rejectedWithError, 'Our inbox is full, please call us instead.'],
    ['success false without an error', responses.rejectedWithoutError, GENERIC_REJECTION],
    ['a 422 with a JSON error', responses.validation422, 'Please enter a valid email address'],
  ])('%s → that text above the kept form, nothing logged', async (_kind, reply, text) => {
    const captured = answerEnquiry(reply);
    const user = setup();
    await fill(user);
    await solveCaptcha(user);
    await submit(user);
    expect(await within(alertRegion()).findByText(text)).toHaveClass('alert-danger');
    expect(field.requirement()).toHaveValue(valid.requirement);
    expect(field.phone()).toHaveValue(valid.phone);
    expect(captchaReset).toHaveBeenCalledTimes(1);
    expect(captured.bodies).toHaveLength(1);
    await submit(user);
    expect(await within(alertRegion()).findByText(CAPTCHA_MISSING)).toBeInTheDocument();
    expect(captured.bodies).toHaveLength(1);
  });

  it.each([
    ['a 502 HTML page', responses.serverError500],
    ['a 500 without a body', responses.emptyServerError],
    ['a 403 JSON body without error', responses.forbidden403],
    ['a network failure', responses.networkError],
  ])('%s → the request-failure message, logged to the console, values kept', async (_kind, reply) => {
    answerEnquiry(reply);
    const user = setup();
    await fill(user);
    await solveCaptcha(user);
    await submit(user);
    expect(await within(alertRegion()).findByText(QUOTE_FAILURE)).toHaveClass('alert-danger');
    const logged = takeConsoleErrors();
    expect(logged).toHaveLength(1);
    expect(logged[0]?.[0]).toBe(QUOTE_FAILURE);
    expect(logged[0]?.[1]).toBeInstanceOf(Error);
    for (const [key, value] of Object.entries(valid) as [keyof Values, string][]) {
      expect(field[key]()).toHaveValue(value);
    }
    expect(screen.getByRole('button', { name: 'Send Details' })).toBeEnabled();
    expect(captchaReset).toHaveBeenCalledTimes(1);
  });
});
