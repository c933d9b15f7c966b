/**
 * Test double of react-google-recaptcha (used through
 * `vi.mock('react-google-recaptcha', () => import('./recaptcha.mock'))`): a button "solves" the
 * challenge, another expires it, and `reset()` on the ref is recorded.
 */
import { useImperativeHandle, type Ref } from 'react';
import { vi } from 'vitest';

export const CAPTCHA_TOKEN = 'test-captcha-token';
export const captchaReset = vi.fn();

interface Props {
  sitekey: string;
  onChange?: (token: string | null) => void;
  onExpired?: () => void;
  onErrored?: () => void;
  ref?: Ref<{ reset: () => void }>;
}

export default function ReCAPTCHAMock({ sitekey, onChange, onExpired, ref }: Props) {
  useImperativeHandle(ref, () => ({ reset: () => captchaReset() }), []);
  return (
    <div data-testid="recaptcha" data-sitekey={sitekey}>
      <button type="button" onClick={() => onChange?.(CAPTCHA_TOKEN)}>
        Solve captcha
      </button>
      <button type="button" onClick={() => onExpired?.()}>
        Expire captcha
      </button>
    </div>
  );
}
