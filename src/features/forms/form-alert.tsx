import { useEffect, useRef } from 'react';
import { prefersReducedMotion } from '@/lib/motion';

export interface AlertMessage {
  /** Changes on every new message, so a repeated text is announced again. */
  id: number;
  /**
   * A success, an error of the visitor's input or of the sending, or a neutral note (`light`): the
   * answer while Google's check cannot load is no fault of the visitor's and loses nothing, so it
   * is not drawn as an error.
   */
  variant: 'success' | 'danger' | 'light';
  text: string;
  /** Takes the focus when it appears (as a success always does): the visitor's next step follows it. */
  takesFocus?: boolean;
}

/**
 * The form's status line: a live region (role alert is assertive by itself; saying so again makes
 * some screen readers read each message twice) that is always in the page, so screen readers announce
 * each message placed in it. A success message takes the focus: the form it replaces held it; so
 * does a message marked `takesFocus`. Any other error is scrolled into view: on a phone the line sits a screen or more above Send Details,
 * and a press that changes nothing in sight reads as a dead button.
 *
 * A message marked `takesFocus` is read as the focus arrives, so the region does not also announce
 * it (aria-live off: the nearest live setting decides). It is the answer to Send Details while the
 * spam check cannot load, which stands inside that notice's own polite live region: without this,
 * a screen reader could hear it from the focus, the alert and the notice.
 */
export function FormAlert({ alert }: { alert: AlertMessage | null }) {
  const messageRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const message = messageRef.current;
    if (!alert || !message) return;
    if (alert.variant === 'success' || alert.takesFocus) message.focus();
    else {
      // 'nearest' leaves a line already in sight alone; the page's scroll-padding keeps it clear
      // of the fixed header.
      message.scrollIntoView?.({ block: 'nearest', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    }
  }, [alert]);

  return (
    <div className="form-alert" role="alert" aria-live={alert?.takesFocus ? 'off' : undefined} aria-atomic="true">
      {alert ? (
        <div key={alert.id} ref={messageRef} tabIndex={-1} className={`alert alert-${alert.variant} mb-0`}>
          {alert.text}
        </div>
      ) : null}
    </div>
  );
}
