import { useEffect, useImperativeHandle, useRef, useState, type ReactNode, type Ref } from 'react';
import ReCAPTCHA from 'react-google-recaptcha';
import { env } from '@/config/env';

export interface CaptchaHandle {
  /** Clears the challenge so the visitor solves a fresh one. */
  reset(): void;
}

interface Props {
  onChange: (token: string | null) => void;
  onExpired: () => void;
  /** Told `true` when the challenge cannot be shown (see below), `false` once it is. */
  onUnavailable?: (unavailable: boolean) => void;
  /** What stands in the widget's place when it cannot be shown. */
  fallback?: ReactNode;
  ref?: Ref<CaptchaHandle>;
}

/** How close the box must scroll before Google's script is requested. */
const NEAR_VIEWPORT = '300px 0px';

/** How long the widget may take to appear before the visitor is offered another way to reach us. */
export const CAPTCHA_WAIT_MS = 8000;

/** idle: not requested yet; loading: script requested; ready: widget shown; failed: it cannot be. */
type Phase = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * Google's reCAPTCHA, loaded only when the form is about to be used: react-google-recaptcha requests
 * https://www.google.com/recaptcha/api.js when it mounts, so it mounts once the box scrolls within
 * 300 px of the viewport or a field of its form gets focus, never on first paint. The box reserves
 * the widget's 304×78 px meanwhile, so nothing shifts when it appears.
 *
 * Blockers, firewalls and flaky networks do stop Google's script. When it fails to load, when
 * the widget reports an error, or when nothing has rendered after CAPTCHA_WAIT_MS, `fallback`
 * takes the box so the visitor is never left facing an empty gap. The widget stays mounted
 * (hidden) meanwhile: if the script turns up late, the widget replaces the fallback.
 */
export function Captcha({ onChange, onExpired, onUnavailable, fallback, ref }: Props) {
  const boxRef = useRef<HTMLDivElement>(null);
  const widgetRef = useRef<ReCAPTCHA>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [widgetError, setWidgetError] = useState(false);
  const load = phase !== 'idle';

  useEffect(() => {
    const box = boxRef.current;
    if (load || !box) return undefined;
    const start = () => setPhase((current) => (current === 'idle' ? 'loading' : current));
    const form = box.closest('form');
    form?.addEventListener('focusin', start);
    let observer: IntersectionObserver | undefined;
    if (typeof IntersectionObserver !== 'undefined') {
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) start();
        },
        { rootMargin: NEAR_VIEWPORT },
      );
      observer.observe(box);
    }
    return () => {
      form?.removeEventListener('focusin', start);
      observer?.disconnect();
    };
  }, [load]);

  // Still nothing after the wait: say so (a late script can still bring the widget back).
  useEffect(() => {
    if (phase !== 'loading') return undefined;
    const timer = setTimeout(() => setPhase((current) => (current === 'loading' ? 'failed' : current)), CAPTCHA_WAIT_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  const unavailable = phase === 'failed' || widgetError;
  useEffect(() => {
    if (load) onUnavailable?.(unavailable);
  }, [load, unavailable, onUnavailable]);

  useImperativeHandle(ref, () => ({ reset: () => widgetRef.current?.reset() }), []);

  return (
    <div
      ref={boxRef}
      className="captcha-box"
      data-loaded={load ? 'true' : 'false'}
      data-state={unavailable ? 'unavailable' : phase}
    >
      {load ? (
        <div className="captcha-box__widget" hidden={phase === 'failed'}>
          <ReCAPTCHA
            ref={widgetRef}
            sitekey={env.recaptchaSiteKey}
            onChange={(token) => {
              if (token) setWidgetError(false);
              onChange(token);
            }}
            onExpired={onExpired}
            onErrored={() => {
              setWidgetError(true);
              onChange(null);
            }}
            asyncScriptOnLoad={(state?: { errored?: boolean }) =>
              setPhase(state?.errored ? 'failed' : 'ready')
            }
          />
        </div>
      ) : null}
      {unavailable ? fallback : null}
    </div>
  );
}
