/**
 * Test double of react-google-recaptcha (used through
 * `vi.mock('react-google-recaptcha', () => import('./recaptcha.mock'))`): a button "solves" the
 * challenge, another expires it, and `reset()` on the ref is recorded. Like the real loader it
 * reports the script's outcome through `asyncScriptOnLoad`; set `captchaScript.fails` to have the
 * script fail to load, `captchaScript.silent` to have it never answer, `captchaScript.blank` to
 * have it load and draw nothing, `captchaScript.throws` to have it throw while drawing, or
 * `captchaScript.vanishes` to have its drawing removed when "Break captcha" is pressed.
 */
import { useEffect, useImperativeHandle, useState, type Ref } from 'react';
import { vi } from 'vitest';

export const CAPTCHA_TOKEN = 'test-captcha-token';
export const captchaReset = vi.fn();
export const captchaScript = { fails: false, silent: false, blank: false, throws: false, vanishes: false };

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
  const [gone, setGone] = useState(false);
  if (captchaScript.throws) throw new Error('grecaptcha.render failed');
  useImperativeHandle(ref, () => ({ reset: () => captchaReset() }), []);
  useEffect(() => {
    if (captchaScript.silent) return;
    asyncScriptOnLoad?.(captchaScript.fails ? { errored: true } : { loaded: true });
    // Reported once per mount, as the real loader does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // As the real component: its container holds the wrapper Google draws into (empty when nothing
  // is drawn).
  if (!loaded || gone) {
    return (
      <div data-testid="recaptcha" data-sitekey={sitekey}>
        <div />
      </div>
    );
  }
  return (
    <div data-testid="recaptcha" data-sitekey={sitekey}>
      <div>
        <button type="button" onClick={() => onChange?.(CAPTCHA_TOKEN)}>
          Solve captcha
        </button>
        <button type="button" onClick={() => onExpired?.()}>
          Expire captcha
        </button>
        <button type="button" onClick={() => (captchaScript.vanishes ? setGone(true) : onErrored?.())}>
          Break captcha
        </button>
      </div>
    </div>
  );
}
