import { lazy, Suspense, useSyncExternalStore } from 'react';
import { getConsentSnapshot, subscribeConsent } from '@/lib/consent-store';

// Its code loads only when the notice is to show: a build without analytics, or a visitor who
// has answered, never downloads it.
const ConsentNotice = lazy(() => import('./consent-notice').then((module) => ({ default: module.ConsentNotice })));

const closed = () => false;

/** Where the consent notice appears (docs/analytics.md); nothing on the server or while hydrating. */
export function ConsentSlot() {
  const open = useSyncExternalStore(subscribeConsent, () => getConsentSnapshot().open, closed);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ConsentNotice />
    </Suspense>
  );
}
