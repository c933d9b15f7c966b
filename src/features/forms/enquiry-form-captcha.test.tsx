/**
 * Both enquiry forms when Google's captcha cannot load, fails or vanishes: the fallback in its place
 * (e-mail and WhatsApp carrying what was typed), what Send Details says then, and the way back when
 * the widget returns.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { takeConsoleErrors } from '@/testing/setup-tests';
import {
  alertRegion, CAPTCHA_BLOCKED, CAPTCHA_FALLBACK_TEXT, CAPTCHA_FALLBACK_TITLE, CAPTCHA_MISSING, CAPTCHA_PAUSED, CAPTCHA_WARNING, describeEachKind,
  resetFormStateEachTest, solveCaptcha, submit,
} from './enquiry-form.cases';
import { captchaScript } from './recaptcha.mock';
import { answerEnquiry, responses } from './test-helpers';

const CAPTCHA_LOADS_HERE = 'Google’s spam check loads here';

vi.mock('react-google-recaptcha', () => import('./recaptcha.mock'));

resetFormStateEachTest();

describeEachKind((c, { keys, field, setup, fill }) => {
  describe('captcha unavailable', () => {
    const fallbackText = () => screen.queryByText(CAPTCHA_FALLBACK_TITLE);
    /** Every element whose own words say the check failed or the form cannot send. */
    const warnings = () => screen.queryAllByText(CAPTCHA_WARNING);
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

      // The notice says what happened once, then what to do; Send Details is announced unavailable
      // and says in a few words of its own that it is paused, not the notice again.
      expect(warnings()).toEqual([fallbackText()]);
      const send = screen.getByRole('button', { name: 'Send Details' });
      expect(send).toHaveAttribute('aria-disabled', 'true');
      expect(send).toHaveAccessibleDescription(CAPTCHA_PAUSED);
      expect(screen.getByText(CAPTCHA_PAUSED)).toHaveAttribute('aria-hidden', 'true');
      expect(send).toBeEnabled();

      await submit(user);
      // The press is answered in the status line: the reminder, that nothing was sent and where to
      // turn. The notice still opens with what happened and what to do; the line stands after them,
      // just above the fallback's buttons, and takes the focus, so the next Tab reaches the e-mail
      // that carries the typed words.
      const message = await within(alertRegion()).findByText(CAPTCHA_BLOCKED);
      // A note, not an error: nothing the visitor did is wrong, and nothing typed is lost.
      expect(message).toHaveClass('alert-light');
      expect(message).not.toHaveClass('alert-danger');
      await waitFor(() => expect(message).toHaveFocus());
      // Read once, as the focus arrives: the nearest live setting around it, inside the notice's
      // polite region, is off.
      expect(message.closest('[aria-live]')).toHaveAttribute('aria-live', 'off');
      const notice = fallbackText()?.parentElement;
      expect(notice).toHaveClass('captcha-fallback');
      expect(notice?.firstElementChild).toHaveTextContent(CAPTCHA_FALLBACK_TITLE);
      expect(notice).toContainElement(alertRegion());
      // No group around the notice: its name would be spoken again as the focus enters it.
      expect(notice?.closest('[role="group"]')).toBeNull();
      expect(screen.getByText(CAPTCHA_FALLBACK_TEXT).compareDocumentPosition(alertRegion()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(alertRegion().compareDocumentPosition(mailLink()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(alertRegion().compareDocumentPosition(field(keys.at(-1) ?? '')) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
      await user.tab();
      expect(mailLink()).toHaveFocus();
      // Still said once: the answer to the press does not repeat the notice.
      expect(warnings()).toEqual([fallbackText()]);
      expect(captured.bodies).toHaveLength(0);
      for (const key of keys) expect(field(key)).toHaveValue(c.valid[key]);
    }, 15_000); // a whole form typed and sent: slow on a busy machine

    /** Renders the form with fake timers and has a field take the focus, which mounts the captcha. */
    function focusedOnFakeTimers(run: () => void) {
      vi.useFakeTimers();
      try {
        setup();
        act(() => field('name').focus());
        run();
      } finally {
        vi.useRealTimers();
      }
    }

    /** No fallback until the eighth second is out (the reserved box says what it waits for), then the fallback. */
    function expectFallbackAfterEightSeconds() {
      act(() => vi.advanceTimersByTime(7999));
      expect(fallbackText()).not.toBeInTheDocument();
      expect(screen.getByText(CAPTCHA_LOADS_HERE)).toBeVisible();
      act(() => vi.advanceTimersByTime(1));
      expect(fallbackText()).toBeInTheDocument();
      expect(screen.queryByText(CAPTCHA_LOADS_HERE)).not.toBeInTheDocument();
    }

    it('offers the same way out when the widget has not appeared after 8 seconds', () => {
      captchaScript.silent = true;
      focusedOnFakeTimers(() => {
        expect(screen.getByTestId('recaptcha')).toBeInTheDocument();
        expectFallbackAfterEightSeconds();
        expect(mailLink()).toHaveAttribute('href', `mailto:sales@example.com?subject=${c.kind === 'contact' ? 'Message%20from%20the%20website' : 'Project%20quote%20request%20from%20the%20website'}`);
        expect(whatsappLink()).toHaveAttribute('href', 'https://wa.me/919810000000');
      });
    });

    it('says what the reserved box waits for until the widget is drawn, and no more once it is', async () => {
      const user = setup();
      expect(screen.getByText(CAPTCHA_LOADS_HERE)).toBeInTheDocument();
      await user.click(field('name'));
      await screen.findByRole('button', { name: 'Solve captcha' });
      await waitFor(() => expect(screen.queryByText(CAPTCHA_LOADS_HERE)).not.toBeInTheDocument());
    });

    it('offers the way out when the script loads but draws nothing for 8 seconds', () => {
      captchaScript.blank = true;
      focusedOnFakeTimers(expectFallbackAfterEightSeconds);
    });

    it('keeps the page and offers the way out when the script throws while drawing', async () => {
      captchaScript.throws = true;
      const user = setup();
      await user.click(field('name'));
      expect(await screen.findByText(CAPTCHA_FALLBACK_TITLE)).toBeInTheDocument();
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
      const text = await screen.findByText(CAPTCHA_FALLBACK_TITLE);
      expect(text.closest('[aria-live="polite"]')).not.toBeNull();
      // The button's words are its description, not a second announcement.
      expect(screen.getByText(CAPTCHA_PAUSED).closest('[aria-live], [role="alert"], [role="status"]')).toBeNull();
    });

    it('offers the way out when a drawn widget disappears', async () => {
      captchaScript.vanishes = true;
      const user = setup();
      await user.click(field('name'));
      await user.click(await screen.findByRole('button', { name: 'Break captcha' }));
      expect(await screen.findByText(CAPTCHA_FALLBACK_TITLE)).toBeInTheDocument();
    });

    it('gives the focus back to Send Details when the widget that held it after the reminder disappears', async () => {
      captchaScript.vanishes = true;
      const user = setup();
      await fill(user);
      await submit(user);
      await screen.findByText(CAPTCHA_MISSING);
      await waitFor(() => expect(screen.getByRole('group', { name: 'Spam check' })).toHaveFocus());
      // The drawing goes (its own button had the focus last): the widget is hidden, the reminder too.
      await user.click(screen.getByRole('button', { name: 'Break captcha' }));
      expect(await screen.findByText(CAPTCHA_FALLBACK_TITLE)).toBeInTheDocument();
      expect(screen.queryByText(CAPTCHA_MISSING)).not.toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Send Details' })).toHaveFocus());
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
      expect(screen.queryByText(CAPTCHA_MISSING)).not.toBeInTheDocument();
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
      expect(screen.queryByText(CAPTCHA_FALLBACK_TITLE)).not.toBeInTheDocument();
      expect(alertRegion().compareDocumentPosition(field(keys[0] ?? '')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });
    it('shows the answer to a send made with a challenge solved before the widget vanished', async () => {
      captchaScript.vanishes = true;
      const captured = answerEnquiry(responses.success);
      const user = setup();
      await fill(user);
      await solveCaptcha(user);
      await user.click(screen.getByRole('button', { name: 'Break captcha' }));
      expect(await screen.findByText(CAPTCHA_FALLBACK_TITLE)).toBeInTheDocument();
      // The token solved before is still good: the message goes, and its answer is in sight, not
      // dropped with the form (and the fallback) it replaces.
      await submit(user);
      expect(await within(alertRegion()).findByText(c.success)).toBeInTheDocument();
      expect(captured.bodies).toHaveLength(1);
      if (c.startOver) {
        await user.click(screen.getByRole('button', { name: c.startOver }));
        // A fresh form, a fresh challenge: nothing says it cannot send, and its status line heads it.
        expect(screen.queryByText(CAPTCHA_FALLBACK_TITLE)).not.toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Send Details' })).not.toHaveAttribute('aria-disabled');
        expect(alertRegion().compareDocumentPosition(field('name')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      }
    }, 15_000);
  });
});
