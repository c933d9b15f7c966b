/**
 * Both enquiry forms sending: the request they post, the sending state, every kind of answer the
 * endpoint can give (and the spent captcha token after each), and the analytics events.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { resetAnalyticsForTests, startAnalytics } from '@/lib/analytics';
import { takeConsoleErrors } from '@/testing/setup-tests';
import { alertRegion, CAPTCHA_MISSING, describeEachKind, resetFormStateEachTest, solveCaptcha, submit } from './enquiry-form.cases';
import { CAPTCHA_TOKEN, captchaReset } from './recaptcha.mock';
import { answerEnquiry, json, responses } from './test-helpers';

vi.mock('react-google-recaptcha', () => import('./recaptcha.mock'));

const scrolled = resetFormStateEachTest();

describeEachKind((c, { keys, field, setup, fill, send, expectLoggedFailure }) => {
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
        // The button pressed left with the success: the focus starts the new message.
        await waitFor(() => expect(field('name')).toHaveFocus());
      },
    );

    it('after a failed send the focus is back on Send Details, which the browser took it from while it was disabled', async () => {
      let release: () => void = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      answerEnquiry(async () => {
        await gate;
        return json({ success: false, error: 'Our inbox is full, please call us instead.' });
      });
      const user = setup();
      await send(user);
      const button = await screen.findByRole('button', { name: 'Sending…' });
      expect(button).toBeDisabled();
      // What a browser does with a focused control that becomes disabled: the focus falls to the
      // page (jsdom keeps it, so it is moved away by hand).
      const elsewhere = document.body.appendChild(document.createElement('input'));
      elsewhere.focus();
      elsewhere.remove();
      expect(document.activeElement).toBe(document.body);
      release();
      await within(alertRegion()).findByText('Our inbox is full, please call us instead.');
      await waitFor(() => expect(screen.getByRole('button', { name: 'Send Details' })).toHaveFocus());
    });
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
      expect(await screen.findByText(CAPTCHA_MISSING)).toBeInTheDocument();
      // The failure's message gives way to the reminder: the status line says nothing stale.
      expect(alertRegion()).toBeEmptyDOMElement();
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
