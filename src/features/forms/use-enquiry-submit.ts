import { useCallback, useRef, useState } from 'react';
import { track } from '@/lib/analytics';
import { sendEnquiry } from './api';
import type { CaptchaHandle } from './captcha';
import { enquiryKinds, type EnquiryKind } from './enquiry-kinds';
import { enquiryPayload, type EnquiryValues } from './enquiry-schema';
import type { AlertMessage } from './form-alert';

/**
 * Send Details pressed while the captcha cannot load: the usual reminder, then what the press did
 * (nothing was sent) and where to turn. It stands just above the notice's buttons, under the
 * notice's first line that already said the check did not load, so it does not say that again.
 */
// With the challenge unable to load there is nothing to complete: the answer says what happened
// to this press and where to go, not why again (the notice above it says that, once).
const captchaBlockedMessage = 'Nothing was sent. E-mail or WhatsApp your message with a button below: it is already written out.';

/**
 * The captcha token, the sending state and the status message of an enquiry form: one attempt at
 * a time, each attempt spends its token, and the answer becomes a success, an error or a neutral note.
 * `onSuccess` clears the form.
 */
export function useEnquirySubmit(kind: EnquiryKind, onSuccess: () => void) {
  const options = enquiryKinds[kind];
  const captchaRef = useRef<CaptchaHandle>(null);
  const tokenRef = useRef<string | null>(null);
  const captchaUnavailableRef = useRef(false);
  const [captchaUnavailable, setCaptchaUnavailable] = useState(false);
  const sendingRef = useRef(false);
  const nextId = useRef(0);
  const [sending, setSending] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  const [alert, setAlertState] = useState<AlertMessage | null>(null);
  // The reminder to solve the challenge stands beside the challenge, not in the status line at
  // the form's head: a new number for every press that needs it, so it is said and focused again.
  const [captchaReminder, setCaptchaReminder] = useState(0);

  const showAlert = useCallback((variant: AlertMessage['variant'], text: string, takesFocus = false) => {
    nextId.current += 1;
    setAlertState({ id: nextId.current, variant, text, takesFocus });
  }, []);

  const resetCaptcha = useCallback(() => {
    tokenRef.current = null;
    // Google's reset throwing must not hide the answer that follows it (a visitor who sees nothing
    // after a successful send sends again).
    try {
      captchaRef.current?.reset();
    } catch {
      /* the next attempt asks for a fresh token anyway */
    }
  }, []);

  const onCaptchaChange = useCallback((token: string | null) => {
    tokenRef.current = token;
    if (token) setCaptchaReminder(0);
  }, []);

  const submit = async (values: EnquiryValues) => {
    if (sendingRef.current) return;
    const token = tokenRef.current;
    if (!token) {
      // With no challenge to solve, the reminder alone would be a dead end: it says nothing was
      // sent and points to the fallback's other ways, from just above them (the status line stands inside the
      // fallback while the captcha cannot load), and takes the focus, so the next Tab reaches them.
      if (captchaUnavailableRef.current) {
        showAlert('light', captchaBlockedMessage, true);
        return;
      }
      setAlertState(null);
      setCaptchaReminder((count) => count + 1);
      if (options.resetCaptchaWhenTokenMissing) resetCaptcha();
      return;
    }
    sendingRef.current = true;
    setSending(true);
    setAlertState(null);
    setCaptchaReminder(0);
    const outcome = await sendEnquiry(enquiryPayload(kind, values, token));
    // After every attempt: sending ends, the token is spent, the challenge starts again.
    sendingRef.current = false;
    setSending(false);
    resetCaptcha();
    if (outcome.kind === 'success') {
      // The lead counts only once the endpoint accepted it; what the visitor wrote is never sent.
      track('generate_lead', { form_kind: kind, page_path: window.location.pathname });
      onSuccess();
      // A challenge solved before the widget vanished still sends. The form and its captcha go with
      // the success, so nothing is unavailable any more: the status line heads the page again (it
      // stood inside the fallback, which leaves with the form) and a fresh form starts with a
      // fresh challenge.
      captchaUnavailableRef.current = false;
      setCaptchaUnavailable(false);
      setSucceeded(true);
      showAlert('success', options.successText);
    } else if (outcome.kind === 'rejected') {
      showAlert('danger', outcome.message);
    } else {
      if (options.logRequestFailures) console.error(options.failureText, outcome.cause);
      showAlert('danger', options.failureText);
    }
  };

  return {
    captchaRef,
    onCaptchaChange,
    onCaptchaExpired: resetCaptcha,
    onCaptchaUnavailable: useCallback((unavailable: boolean) => {
      captchaUnavailableRef.current = unavailable;
      setCaptchaUnavailable(unavailable);
      // A reminder to solve a challenge that is gone would contradict the fallback, and one saying
      // the challenge cannot load would contradict the widget that has just appeared.
      if (unavailable) setCaptchaReminder(0);
      else setAlertState((current) => (current?.text === captchaBlockedMessage ? null : current));
    }, []),
    /** True while the captcha cannot be shown: Send Details cannot send, the fallback says why. */
    captchaUnavailable,
    /** 0, or the number of the press that found no solved challenge: the reminder beside it. */
    captchaReminder,
    sending,
    succeeded,
    alert,
    submit,
    /** Shows an empty form again after a success. */
    startOver: useCallback(() => {
      setSucceeded(false);
      setAlertState(null);
      setCaptchaReminder(0);
    }, []),
  };
}
