/**
 * Both enquiry forms, driven as a visitor drives them, against msw: their fields, validation and
 * captcha token, and the quote form's phone field. Sending and answers: enquiry-form-sending.test.tsx;
 * a captcha that cannot load: enquiry-form-captcha.test.tsx. Every visible text is written out
 * (here and in enquiry-form.cases.tsx) rather than imported, so a change of wording fails a test.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { env } from '@/config/env';
import { renderWithRouter } from '@/testing/render';
import { EnquiryForm } from './enquiry-form';
import { alertRegion, CAPTCHA_MISSING, described, describeEachKind, PHONE_HINT, resetFormStateEachTest, solveCaptcha, submit } from './enquiry-form.cases';
import { captchaReset } from './recaptcha.mock';
import { answerEnquiry, responses } from './test-helpers';

vi.mock('react-google-recaptcha', () => import('./recaptcha.mock'));

resetFormStateEachTest();

describeEachKind((c, { keys, field, setup, fill }) => {
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
      // The focus follows once the messages have painted.
      await waitFor(() => expect(field('name')).toHaveFocus());
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
      await waitFor(() => expect(input).toHaveFocus());
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
      // The reminder stands under the challenge, not in the status line at the form's head, and
      // the challenge takes the focus, described by it (heard once, where the next step is).
      const reminder = await screen.findByText(CAPTCHA_MISSING);
      expect(reminder).toHaveClass('alert-danger');
      expect(screen.getByTestId('recaptcha').closest('.captcha-box')?.nextElementSibling).toBe(reminder);
      const widget = screen.getByRole('group', { name: 'Spam check' });
      await waitFor(() => expect(widget).toHaveFocus());
      expect(widget).toHaveAccessibleDescription(CAPTCHA_MISSING);
      expect(alertRegion()).toBeEmptyDOMElement();
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
      expect(screen.queryByText(CAPTCHA_MISSING)).not.toBeInTheDocument();
      expect(screen.getByRole('group', { name: 'Spam check' })).not.toHaveAttribute('aria-describedby');
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
    ['(+91) 98765 43210', '9876543210'],
  ])('takes a pasted %j as %j, whole rather than cut to 10 characters first', async (pasted, kept) => {
    const user = userEvent.setup();
    renderWithRouter(<EnquiryForm kind="quote" />);
    const phone = screen.getByRole('textbox', { name: 'Your Phone' });
    await user.click(phone);
    await user.paste(pasted);
    expect(phone).toHaveValue(kept);
  });

  it.each(['91 98765 43210', '919876543210', '0091 98765 43210'])('takes %j typed key by key as the ten digits after the country code, not the first ten typed', async (typed) => {
    const user = userEvent.setup();
    renderWithRouter(<EnquiryForm kind="quote" />);
    const phone = screen.getByRole('textbox', { name: 'Your Phone' });
    await user.type(phone, typed);
    expect(phone).toHaveValue('9876543210');
  });

  it('holds an eleventh digit after "91" for the visitor to see and refuses it, rather than keeping ten of them', async () => {
    const user = userEvent.setup();
    renderWithRouter(<EnquiryForm kind="quote" />);
    const phone = screen.getByRole('textbox', { name: 'Your Phone' });
    await user.type(phone, '91987654321');
    expect(phone).toHaveValue('91987654321');
    await submit(user);
    await waitFor(() => expect(phone).toHaveAccessibleDescription(`Please enter a valid phone number ${PHONE_HINT}`));
    expect(phone).toHaveValue('91987654321');
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

  it('says a number is wrong as the visitor leaves the field, keeps what was typed, and drops the message once it is right', async () => {
    const user = userEvent.setup();
    renderWithRouter(<EnquiryForm kind="quote" />);
    const phone = screen.getByRole('textbox', { name: 'Your Phone' });
    const email = screen.getByRole('textbox', { name: 'Your Email' });
    // Tabbing through empty fields says nothing: an empty field is left for Send Details.
    await user.click(phone);
    await user.tab();
    expect(phone).toHaveAccessibleDescription(PHONE_HINT);
    expect(phone).not.toHaveAttribute('aria-invalid');
    await user.click(phone);
    await user.type(phone, '98765abcde');
    expect(phone).toHaveAccessibleDescription(PHONE_HINT);
    await user.tab();
    await waitFor(() => expect(phone).toHaveAccessibleDescription(`Please enter a valid phone number ${PHONE_HINT}`));
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveValue('98765abcde');
    // The focus went where the visitor sent it, not back to the field.
    expect(phone).not.toHaveFocus();
    await user.clear(phone);
    await user.type(phone, '9876543210');
    await waitFor(() => expect(phone).toHaveAccessibleDescription(PHONE_HINT));
    expect(phone).not.toHaveAttribute('aria-invalid');
    // The e-mail address the same way.
    await user.type(email, 'amit@');
    await user.tab();
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    await user.type(email, 'example.in');
    await waitFor(() => expect(email).not.toHaveAttribute('aria-invalid'));
    expect(email).toHaveValue('amit@example.in');
  });

  it('is absent from the contact form', () => {
    renderWithRouter(<EnquiryForm kind="contact" />);
    expect(screen.queryByRole('textbox', { name: 'Your Phone' })).not.toBeInTheDocument();
    expect(document.querySelector('input[maxlength]')).toBeNull();
  });
});
