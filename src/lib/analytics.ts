/**
 * Google Analytics 4 (gtag.js) with Consent Mode v2: what is measured and why is in
 * docs/analytics.md. The one module that talks to Google's tag; components call `track` with an
 * event name and its parameters (`AnalyticsEvents` types each event's parameters, so a wrong or
 * personal parameter does not compile).
 *
 * Order of things: `startAnalytics` sets the consent defaults first, then `js` and `config`, all
 * into `dataLayer`. Events raised before the visitor's consent wait in a private queue (they reach
 * `dataLayer` only after "Accept", and are dropped on "Decline"); once measurement is allowed,
 * gtag.js itself is requested on the first interaction or when the browser is idle after the load
 * event, and reads whatever is queued in `dataLayer` when it arrives.
 */
import {
  closeConsentSettings,
  publishConsent,
  resetConsentForTests,
  type ConsentChoice,
} from './consent-store';
import { whenIdleAfterLoad } from './when-idle';

// The consent notice's state lives in consent-store.ts (on every page); these names stay here too.
export { getConsentSnapshot, openConsentSettings, subscribeConsent, type ConsentChoice, type ConsentSnapshot } from './consent-store';

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

export type ConsentSetting = 'required' | 'none';
export type FormKind = 'contact' | 'quote';
export type ContactMethod = 'phone' | 'email' | 'whatsapp';
/** The landmark a link sits in: the header, the footer, an enquiry form or the page's content. */
export type LinkLocation = 'header' | 'footer' | 'form' | 'main' | 'other';

/** Every event the site sends, with its parameters. No parameter may carry what a visitor typed. */
export interface AnalyticsEvents {
  page_view: { page_path: string; page_title: string; page_location: string };
  /** The first field a visitor edits in a form (once per form). */
  form_start: { form_kind: FormKind; page_path: string };
  /** The endpoint accepted an enquiry. */
  generate_lead: { form_kind: FormKind; page_path: string };
  /** A tap on a phone, e-mail or WhatsApp link. */
  contact_click: { method: ContactMethod; link_location: LinkLocation; page_path: string };
}
export type AnalyticsEventName = keyof AnalyticsEvents;

/** The product rule: analytics is off on a host name that contains "localhost". */
export function analyticsEnabled({ measurementId, hostname }: { measurementId: string; hostname: string }): boolean {
  if (!measurementId) return false;
  return !hostname.includes('localhost');
}

export const CONSENT_STORAGE_KEY = 'analytics-consent';
export const TAG_URL = 'https://www.googletagmanager.com/gtag/js';
/** Events held while the visitor has not chosen; a bound so a long visit cannot grow it forever. */
const MAX_PENDING = 50;

interface State {
  measurementId: string;
  setting: ConsentSetting;
  choice: ConsentChoice | null;
  pending: [AnalyticsEventName, object][];
  tagRequested: boolean;
  loaderScheduled: boolean;
  cleanups: (() => void)[];
}

let state: State | null = null;

function gtag(...args: unknown[]): void {
  window.gtag?.(...args);
}

export function readStoredChoice(): ConsentChoice | null {
  try {
    const value = window.localStorage.getItem(CONSENT_STORAGE_KEY);
    return value === 'granted' || value === 'denied' ? value : null;
  } catch {
    // Storage blocked (private modes, strict settings): ask again on every page load.
    return null;
  }
}

function storeChoice(choice: ConsentChoice): void {
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, choice);
  } catch {
    // See readStoredChoice.
  }
}

/** May events reach dataLayer (and gtag.js be requested)? */
function measuring(current: State): boolean {
  return current.setting === 'none' || current.choice === 'granted';
}

function requestTag(current: State): void {
  if (current.tagRequested) return;
  current.tagRequested = true;
  current.cleanups.splice(0).forEach((cleanup) => cleanup());
  const script = document.createElement('script');
  script.async = true;
  script.src = `${TAG_URL}?id=${encodeURIComponent(current.measurementId)}`;
  document.head.appendChild(script);
}

/**
 * Requests gtag.js on the visitor's first interaction, or once the page has loaded and the browser
 * is idle, whichever comes first: never while the page is still painting its largest content.
 */
function scheduleTag(current: State): void {
  if (current.tagRequested || current.loaderScheduled) return;
  current.loaderScheduled = true;
  const load = () => requestTag(current);
  const options: AddEventListenerOptions = { once: true, passive: true, capture: true };
  for (const type of ['pointerdown', 'keydown', 'scroll'] as const) {
    window.addEventListener(type, load, options);
    current.cleanups.push(() => window.removeEventListener(type, load, options));
  }
  current.cleanups.push(whenIdleAfterLoad(load));
}

/**
 * Sets up analytics once per page load (later calls do nothing): Consent Mode defaults, the
 * configuration, the remembered choice. Returns false when analytics is off (no measurement id,
 * or a local host).
 */
export function startAnalytics(config: { measurementId: string; hostname: string; consent: ConsentSetting }): boolean {
  if (state) return true;
  if (!analyticsEnabled(config)) return false;
  const choice = config.consent === 'required' ? readStoredChoice() : null;
  state = {
    measurementId: config.measurementId,
    setting: config.consent,
    choice,
    pending: [],
    tagRequested: false,
    loaderScheduled: false,
    cleanups: [],
  };
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js reads the arguments object itself, so it must be pushed as is.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer?.push(arguments);
  };
  // Consent Mode v2 defaults come before anything else the tag will read.
  gtag('consent', 'default', {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: config.consent === 'none' || choice === 'granted' ? 'granted' : 'denied',
  });
  gtag('js', new Date());
  // Page views are sent by the router, one per navigation.
  gtag('config', config.measurementId, { send_page_view: false });
  if (measuring(state)) scheduleTag(state);
  notify();
  return true;
}

/** Sends an event (queued until gtag.js arrives; held until consent; dropped after a refusal). */
export function track<E extends AnalyticsEventName>(name: E, params: AnalyticsEvents[E]): void {
  const current = state;
  if (!current) return;
  if (measuring(current)) {
    gtag('event', name, params);
  } else if (current.choice === null && current.pending.length < MAX_PENDING) {
    current.pending.push([name, params]);
  }
}

export function trackPageView(pagePath: string, pageTitle: string): void {
  track('page_view', { page_path: pagePath, page_title: pageTitle, page_location: window.location.href });
}

/** The visitor's answer to the consent notice (or a change of mind from "Cookie settings"). */
export function setConsent(choice: ConsentChoice): void {
  storeChoice(choice);
  closeConsentSettings();
  const current = state;
  if (!current) {
    notify();
    return;
  }
  const before = current.choice;
  current.choice = choice;
  if (current.setting === 'required' && before !== choice) {
    gtag('consent', 'update', { analytics_storage: choice });
  }
  const pending = current.pending.splice(0);
  if (choice === 'granted') {
    for (const [name, params] of pending) gtag('event', name, params);
    // The answer is itself an interaction: the page has painted, the tag may come now.
    requestTag(current);
  }
  notify();
}

function notify(): void {
  publishConsent(state?.setting === 'required', state ? state.choice : null);
}

/** For tests: forget everything this module set up. */
export function resetAnalyticsForTests(): void {
  state?.cleanups.forEach((cleanup) => cleanup());
  state = null;
  resetConsentForTests();
}
