import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import ReCAPTCHA from 'react-google-recaptcha';
import { env } from '@/config/env';

export interface CaptchaHandle {
  /** Clears the challenge so the visitor solves a fresh one. */
  reset(): void;
}

interface Props {
  onChange: (token: string | null) => void;
  onExpired: () => void;
  ref?: Ref<CaptchaHandle>;
}

/** How close the box must scroll before Google's script is requested. */
const NEAR_VIEWPORT = '300px 0px';

/**
 * Google's reCAPTCHA, loaded only when the form is about to be used: react-google-recaptcha requests
 * https://www.google.com/recaptcha/api.js when it mounts, so it mounts once the box scrolls within
 * 300 px of the viewport or a field of its form gets focus, never on first paint. The box reserves
 * the widget's 304×78 px meanwhile, so nothing shifts when it appears.
 */
export function Captcha({ onChange, onExpired, ref }: Props) {
  const boxRef = useRef<HTMLDivElement>(null);
  const widgetRef = useRef<ReCAPTCHA>(null);
  const [load, setLoad] = useState(false);

  useEffect(() => {
    const box = boxRef.current;
    if (load || !box) return undefined;
    const start = () => setLoad(true);
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

  useImperativeHandle(ref, () => ({ reset: () => widgetRef.current?.reset() }), []);

  return (
    <div ref={boxRef} className="captcha-box" data-loaded={load ? 'true' : 'false'}>
      {load ? (
        <ReCAPTCHA
          ref={widgetRef}
          sitekey={env.recaptchaSiteKey}
          onChange={onChange}
          onExpired={onExpired}
          onErrored={() => onChange(null)}
        />
      ) : null}
    </div>
  );
}
