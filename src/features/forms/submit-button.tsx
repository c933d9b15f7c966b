import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import { site } from '@/content/site';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * Send Details; disabled and showing "Sending…" while a request is on its way.
 *
 * Disabled in the prerendered markup too: without the page's scripts a click (or Enter in a
 * field, which the HTML spec turns into nothing while the default button is disabled) would
 * submit the form natively, as a GET carrying the visitor's words in the URL and with no captcha.
 * Marked `data-held-before-code`, it is enabled at once by the page's own inline script
 * (scripts/boot/before-app.js), which holds a press until the form's code has arrived and then
 * presses it again: the visitor is answered, never ignored. Whatever they typed stays in the fields.
 *
 * While the captcha cannot be shown (`paused`) it cannot send the usual way: it steps back to a
 * quiet outline, `aria-disabled`, and a short caption beside it says so in words (a quieter button
 * with no word of why reads as broken). The caption gives the button's own state and when it ends,
 * not the notice above it again, which says what happened and what to do instead. Screen readers
 * hear the caption as the button's description, so it is hidden from them as text. The button stays
 * focusable and pressable: a press is answered by a message just above the notice's other ways.
 */
export function SubmitButton({ sending, paused }: { sending: boolean; paused: boolean }) {
  const hydrated = useHydrated();
  const captionId = useId();
  return (
    <>
      <div className="enquiry-form__send">
        <Button
          type="submit"
          variant="primary"
          size="lg"
          className="enquiry-form__submit"
          disabled={sending || !hydrated}
          aria-disabled={paused ? true : undefined}
          aria-describedby={paused ? captionId : undefined}
          data-held-before-code=""
        >
          {sending ? (
            <>
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
              Sending…
            </>
          ) : (
            'Send Details'
          )}
        </Button>
        {paused ? (
          <span id={captionId} className="enquiry-form__paused" aria-hidden="true">
            Sending is off for now
          </span>
        ) : null}
      </div>
      <noscript>
        <p className="enquiry-form__noscript">
          This form needs JavaScript for its spam check. You can also e-mail us at{' '}
          <a href={`mailto:${site.salesEmail}`}>{site.salesEmail}</a> or call{' '}
          <a href={`tel:${site.phone.e164}`}>{site.phone.display}</a>.
        </p>
      </noscript>
      {hydrated ? null : (
        // Shown only if the form's code never arrives (the document is then marked by
        // lib/code-missing.ts): the button stays disabled, so say how else to reach us.
        <p className="enquiry-form__no-code" role="status">
          This form could not finish loading. Reload the page to send it, or e-mail us at{' '}
          <a href={`mailto:${site.salesEmail}`}>{site.salesEmail}</a> or call{' '}
          <a href={`tel:${site.phone.e164}`}>{site.phone.display}</a>.
        </p>
      )}
    </>
  );
}
