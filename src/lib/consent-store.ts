/**
 * What the consent notice and "Cookie settings" need to know, apart from the analytics module
 * (lib/analytics.ts) that publishes it: the notice's slot and the footer's button are on every
 * page, the analytics code only where a measurement id is configured, so only the latter loads
 * it, after the page has hydrated.
 */
export type ConsentChoice = 'granted' | 'denied';

export interface ConsentSnapshot {
  /** Analytics runs on this page and asks for consent. */
  asks: boolean;
  choice: ConsentChoice | null;
  /** The notice should show: no choice yet, or the visitor asked to change it. */
  open: boolean;
}

const CLOSED: ConsentSnapshot = { asks: false, choice: null, open: false };
let published: Pick<ConsentSnapshot, 'asks' | 'choice'> = CLOSED;
let snapshot: ConsentSnapshot = CLOSED;
let reopened = false;
const listeners = new Set<() => void>();

function update(): void {
  const { asks, choice } = published;
  const open = asks && (choice === null || reopened);
  if (asks !== snapshot.asks || choice !== snapshot.choice || open !== snapshot.open) snapshot = { asks, choice, open };
  listeners.forEach((listener) => listener());
}

/** The analytics module's state: whether it asks, and the visitor's answer so far. */
export function publishConsent(asks: boolean, choice: ConsentChoice | null): void {
  published = { asks, choice };
  update();
}

/** "Cookie settings": shows the notice again so the visitor can change their answer. */
export function openConsentSettings(): void {
  reopened = true;
  update();
}

/** The visitor answered: the notice closes (once the answer is published). */
export function closeConsentSettings(): void {
  reopened = false;
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getConsentSnapshot(): ConsentSnapshot {
  return snapshot;
}

/** For tests: forget everything. */
export function resetConsentForTests(): void {
  published = CLOSED;
  snapshot = CLOSED;
  reopened = false;
  listeners.clear();
}
