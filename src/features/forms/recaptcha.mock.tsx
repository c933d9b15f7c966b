/**
 * Test double of react-google-recaptcha (used through
 * `vi.mock('react-google-recaptcha', () => import('./recaptcha.mock'))`): a button "solves" the
 * challenge, another expires it, and `reset()` on the ref is recorded. Like the real loader it
 * reports the script's outcome through `asyncScriptOnLoad`; set `captchaScript.fails` to have the
 * script fail to load, `captchaScript.silent` to have it never answer, `captchaScript.blank` to
 * have it load and draw nothing, or `captchaScript.throws` to have it throw while drawing.
 */
import { useEffect, useImperativeHandle, useState, type Ref } from 'react';
import { vi } from 'vitest';

export const CAPTCHA_TOKEN = 'test-captcha-token';
export const captchaReset = vi.fn();
export const captchaScript = { fails: false, silent: false, blank: false, throws: false };

interface Props {
  sitekey: string;
  onChange?: (token: string | null) => void;
  onExpired?: () => void;
  onErrored?: () => void;
  asyncScriptOnLoad?: (state?: { loaded?: boolean; errored?: boolean }) => void;
  ref?: Ref<{ reset: () => void }>;
}

export default function ReCAPTCHAMock({ sitekey, onChange, onExpired, onErrored, asyncScriptOnLoad, ref }: Props) {
  const [loaded] = useState(() => !captchaScript.fails && !captchaScript.silent && !captchaScript.blank);
  if (captchaScript.throws) throw new Error('grecaptcha.render failed');
  useImperativeHandle(ref, () => ({ reset: () => captchaReset() }), []);
  useEffect(() => {
    if (captchaScript.silent) return;
    asyncScriptOnLoad?.(captchaScript.fails ? { errored: true } : { loaded: true });
    // Reported once per mount, as the real loader does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (!loaded) return <div data-testid="recaptcha" data-sitekey={sitekey} />;
  return (
    <div data-testid="recaptcha" data-sitekey={sitekey}>
      <button type="button" onClick={() => onChange?.(CAPTCHA_TOKEN)}>
        Solve captcha
      </button>
      <button type="button" onClick={() => onExpired?.()}>
        Expire captcha
      </button>
      <button type="button" onClick={() => onErrored?.()}>
        Break captcha
      </button>
    </div>
  );
}
