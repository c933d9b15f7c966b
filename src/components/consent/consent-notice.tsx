import { useSyncExternalStore } from 'react';
import { getConsentSnapshot, setConsent, subscribeConsent, type ConsentSnapshot } from '@/lib/analytics';

const serverSnapshot: ConsentSnapshot = { asks: false, choice: null, open: false };

/**
 * The consent notice (docs/analytics.md): a small fixed bar at the bottom of the viewport, shown
 * when analytics runs on this page, asks for consent and has no answer yet (or the visitor opened
 * "Cookie settings"). Being fixed and absent from the prerendered page, it moves nothing when it
 * appears; it never traps focus, and the answer is remembered in localStorage.
 */
export function ConsentNotice() {
  const { open, choice } = useSyncExternalStore(subscribeConsent, getConsentSnapshot, () => serverSnapshot);
  if (!open) return null;
  return (
    <section className="consent-notice" aria-labelledby="consent-notice-title">
      <h2 id="consent-notice-title" className="consent-notice__title">
        Analytics cookies
      </h2>
      <p className="consent-notice__text">
        May we use Google Analytics cookies to count visits and enquiries, so we learn which pages help
        people reach us? Nothing you type in our forms is sent.
        {choice ? ` You currently ${choice === 'granted' ? 'allow' : 'decline'} them.` : null}
      </p>
      <div className="consent-notice__actions">
        <button type="button" className="btn btn-primary btn-sm" onClick={() => setConsent('granted')}>
          Accept
        </button>
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => setConsent('denied')}>
          Decline
        </button>
      </div>
    </section>
  );
}
