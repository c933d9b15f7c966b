import { useEffect, useRef } from 'react';

export interface AlertMessage {
  /** Changes on every new message, so a repeated text is announced again. */
  id: number;
  variant: 'success' | 'danger';
  text: string;
}

/**
 * The form's status line: a live region that is always in the page, so screen readers announce
 * each message placed in it. A success message takes the focus: the form it replaces held it.
 */
export function FormAlert({ alert }: { alert: AlertMessage | null }) {
  const messageRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (alert?.variant === 'success') messageRef.current?.focus();
  }, [alert]);

  return (
    <div className="form-alert" role="alert" aria-live="assertive" aria-atomic="true">
      {alert ? (
        <div key={alert.id} ref={messageRef} tabIndex={-1} className={`alert alert-${alert.variant} mb-0`}>
          {alert.text}
        </div>
      ) : null}
    </div>
  );
}
