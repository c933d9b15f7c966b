import { Component, useEffect, useId, useImperativeHandle, useLayoutEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import ReCAPTCHA from 'react-google-recaptcha';
import { env } from '@/config/env';
import { prefersReducedMotion } from '@/lib/motion';
import { useHydrated } from '@/lib/use-hydrated';

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
  /**
   * Send Details found no solved challenge: the reminder to solve it, and a number that changes
   * with every such press. It shows under the widget, and the focus moves to the widget.
   */
  reminder?: { id: number; text: string } | null;
  ref?: Ref<CaptchaHandle>;
}

/** How close the box must scroll before Google's script is requested. */
const NEAR_VIEWPORT = '300px 0px';

/** How long the widget may take to appear before the visitor is offered another way to reach us. */
const CAPTCHA_WAIT_MS = 8000;

/** idle: not requested yet; loading: script requested; ready: widget shown; failed: it cannot be. */
type Phase = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * Keeps an exception inside Google's script (thrown while the widget renders) from taking the
 * whole page down with it: the widget is dropped and the form offers its other ways instead.
 */
class WidgetBoundary extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch() {
    this.props.onError();
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * True once Google's script has drawn something: react-google-recaptcha renders a container and
 * hands Google a wrapper inside it, so the drawing sits three levels under the widget's box.
 */
function widgetDrawn(widget: HTMLElement | null): boolean {
  return widget?.querySelector(':scope > * > * > *') != null;
}

/**
 * Google's reCAPTCHA, loaded only when the form is about to be used: react-google-recaptcha requests
 * https://www.google.com/recaptcha/api.js when it mounts, so it mounts once the box scrolls within
 * 300 px of the viewport or a field of its form gets focus, never on first paint. The box reserves
 * the widget's 304×78 px meanwhile, so nothing shifts when it appears.
 *
 * Blockers, firewalls and flaky networks do stop Google's script. When it fails to load, throws,
 * when the widget reports an error, or when nothing has been drawn after CAPTCHA_WAIT_MS (a script
 * that loads but draws nothing counts as nothing), `fallback` takes the box so the visitor is never
 * left facing an empty gap. The widget stays mounted (hidden) meanwhile: if it is drawn late, it
 * replaces the fallback. The fallback's slot is a polite live region, so screen readers hear it.
 */
export function Captcha({ onChange, onExpired, onUnavailable, fallback, reminder, ref }: Props) {
  const boxRef = useRef<HTMLDivElement>(null);
  const widgetBoxRef = useRef<HTMLDivElement>(null);
  // A widget that arrives while the visitor is on the fallback (a link, the copy button, the status
  // line inside it that Send Details focused) replaces them; the focus, which would fall
  // to the page's start with the removed element, moves to the widget's box, where the visitor's
  // next step now is. Whether the focus was there is noted when the widget is found drawn, before
  // React removes anything.
  const focusInFallback = useRef(false);
  /** A reminder took the focus (see below), and the challenge has not become unavailable since. */
  const reminderShown = useRef(false);
  const ready = () => {
    const active = document.activeElement;
    if (active && boxRef.current?.contains(active) && !widgetBoxRef.current?.contains(active)) focusInFallback.current = true;
    setPhase('ready');
  };
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

  // Ready when the widget is drawn, not when the script reports it loaded: a script can load and
  // draw nothing. Watched from the start, so a late drawing still brings the widget back.
  useEffect(() => {
    const widget = widgetBoxRef.current;
    if (!load || !widget) return undefined;
    // A drawing that disappears (removed, or its frame blocked and torn down) leaves nothing to
    // solve: back to the fallback.
    const check = () => {
      if (widgetDrawn(widget)) ready();
      else setPhase((current) => (current === 'ready' ? 'failed' : current));
    };
    check();
    const observer = new MutationObserver(check);
    observer.observe(widget, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [load]);

  // Still nothing after the wait: say so (a late script can still bring the widget back).
  useEffect(() => {
    if (phase !== 'loading') return undefined;
    const timer = setTimeout(() => setPhase((current) => (current === 'loading' ? 'failed' : current)), CAPTCHA_WAIT_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  const unavailable = phase === 'failed' || widgetError;
  // Only once the page's code runs: without it (scripts off, or the code failed to load) the check
  // never comes, and the form's own note says so.
  const hydrated = useHydrated();
  useLayoutEffect(() => {
    if (unavailable || !focusInFallback.current) return;
    focusInFallback.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) widgetBoxRef.current?.focus();
  }, [unavailable]);
  useEffect(() => {
    if (load) onUnavailable?.(unavailable);
  }, [load, unavailable, onUnavailable]);

  useImperativeHandle(ref, () => ({ reset: () => widgetRef.current?.reset() }), []);

  // The reminder is said where the challenge is: the widget takes the focus (its group is
  // described by the reminder, so a screen reader hears it once, with the group's name) and the
  // reminder scrolls into sight under it. A status line at the form's head would sit a screen
  // above the widget on a phone, and the next Tab now reaches the checkbox.
  const reminderId = useId();
  const reminderRef = useRef<HTMLParagraphElement>(null);
  const reminded = reminder != null && reminder.id > 0 && !unavailable;
  const reminderNumber = reminded ? reminder.id : 0;
  // A widget drawn while the reminder holds the focus (it was pressed for before the widget came)
  // takes the focus from it: the checkbox is then the next Tab, as the reminder says.
  useEffect(() => {
    if (phase === 'ready' && reminderRef.current && document.activeElement === reminderRef.current) widgetBoxRef.current?.focus();
  }, [phase]);
  // The challenge gone while the reminder or the widget held the focus (the reminder leaves with
  // it, the widget is hidden): the focus goes back to Send Details, not to the page's start.
  useLayoutEffect(() => {
    if (!unavailable) return;
    const active = document.activeElement;
    const lost = !active || active === document.body || (widgetBoxRef.current?.contains(active) ?? false);
    if (lost && reminderShown.current) boxRef.current?.closest('form')?.querySelector<HTMLElement>('[type="submit"]')?.focus();
    reminderShown.current = false;
  }, [unavailable]);
  useEffect(() => {
    if (!reminderNumber) return;
    reminderShown.current = true;
    const widget = widgetBoxRef.current;
    // No widget drawn yet to focus: the reminder itself takes the focus, and is read.
    if (widget && widgetDrawn(widget) && !widget.hidden) widget.focus({ preventScroll: true });
    else reminderRef.current?.focus({ preventScroll: true });
    reminderRef.current?.scrollIntoView?.({ block: 'nearest', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [reminderNumber]);

  return (
    <>
      <div
        ref={boxRef}
        className="captcha-box"
        data-loaded={load ? 'true' : 'false'}
        data-state={unavailable ? 'unavailable' : phase}
        data-reminded={reminded ? 'true' : undefined}
      >
        {load ? (
          <div
            ref={widgetBoxRef}
            className="captcha-box__widget"
            hidden={phase === 'failed'}
            tabIndex={-1}
            role="group"
            aria-label="Spam check"
            aria-describedby={reminded ? reminderId : undefined}
          >
            <WidgetBoundary onError={() => setPhase('failed')}>
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
                asyncScriptOnLoad={(state?: { errored?: boolean }) => {
                  if (state?.errored) setPhase('failed');
                  else if (widgetDrawn(widgetBoxRef.current)) ready();
                }}
              />
            </WidgetBoundary>
          </div>
        ) : null}
        {/* The reserved box says what it is for until the widget or the way around it takes it: an
            empty grey box would read as something that failed to load. In the widget's place (one
            grid cell), behind it: the widget covers it as it draws, and a larger text size grows the
            box rather than spilling out of it. */}
        {hydrated && (phase === 'idle' || phase === 'loading') ? <p className="captcha-box__wait">Google&rsquo;s spam check loads here</p> : null}
        <div className="captcha-box__fallback" aria-live="polite">
          {unavailable ? fallback : null}
        </div>
      </div>
      {reminded ? (
        <p key={reminder.id} ref={reminderRef} id={reminderId} tabIndex={-1} className="captcha-reminder alert alert-danger">
          {reminder.text}
        </p>
      ) : null}
    </>
  );
}
