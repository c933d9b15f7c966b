import { useCallback, useRef, useState } from 'react';
import { sendEnquiry, type EnquiryPayload } from './api';
import type { CaptchaHandle } from './captcha';
import type { AlertMessage } from './form-alert';

export const CAPTCHA_MISSING = 'Please complete the reCAPTCHA verification';

interface Options<V> {
  /** Builds the exact payload of SPEC.md section 7 from the validated values and the captcha token. */
  buildPayload: (values: V, recaptchaToken: string) => EnquiryPayload;
  successMessage: string;
  /** Shown when no usable answer arrived (network error, a 5xx page, a body without `error`). */
  failureMessage: string;
  /** Clears the form after a success. */
  onSuccess: () => void;
  /** The quote form logs request failures to the console (SPEC.md section 8). */
  logFailures?: boolean;
  /** The quote form also resets the challenge when the token is missing (SPEC.md section 4). */
  resetCaptchaOnMissingToken?: boolean;
}

/**
 * The captcha token, the sending state and the status message shared by both enquiry forms
 * (SPEC.md sections 4 and 8).
 */
export function useEnquirySubmit<V>(options: Options<V>) {
  const captchaRef = useRef<CaptchaHandle>(null);
  const tokenRef = useRef<string | null>(null);
  const sendingRef = useRef(false);
  const nextId = useRef(0);
  const [sending, setSending] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  const [alert, setAlertState] = useState<AlertMessage | null>(null);

  const showAlert = useCallback((variant: AlertMessage['variant'], text: string) => {
    nextId.current += 1;
    setAlertState({ id: nextId.current, variant, text });
  }, []);

  const resetCaptcha = useCallback(() => {
    tokenRef.current = null;
    captchaRef.current?.reset();
  }, []);

  const onCaptchaChange = useCallback((token: string | null) => {
    tokenRef.current = token;
    if (token) setAlertState((current) => (current?.text === CAPTCHA_MISSING ? null : current));
  }, []);

  const submit = async (values: V) => {
    if (sendingRef.current) return;
    const token = tokenRef.current;
    if (!token) {
      showAlert('danger', CAPTCHA_MISSING);
      if (options.resetCaptchaOnMissingToken) resetCaptcha();
      return;
    }
    sendingRef.current = true;
    setSending(true);
    setAlertState(null);
    const outcome = await sendEnquiry(options.buildPayload(values, token));
    // After every attempt: sending ends, the token is spent, the challenge starts again.
    sendingRef.current = false;
    setSending(false);
    resetCaptcha();
    if (outcome.kind === 'success') {
      options.onSuccess();
      setSucceeded(true);
      showAlert('success', options.successMessage);
    } else if (outcome.kind === 'rejected') {
      showAlert('danger', outcome.message);
    } else {
      if (options.logFailures) console.error(options.failureMessage, outcome.cause);
      showAlert('danger', options.failureMessage);
    }
  };

  return {
    captchaRef,
    onCaptchaChange,
    onCaptchaExpired: resetCaptcha,
    sending,
    succeeded,
    alert,
    submit,
    /** Shows an empty form again after a success. */
    startOver: useCallback(() => {
      setSucceeded(false);
      setAlertState(null);
    }, []),
  };
}
