import {
  analyticsEnabled,
  CONSENT_STORAGE_KEY,
  getConsentSnapshot,
  openConsentSettings,
  resetAnalyticsForTests,
  setConsent,
  startAnalytics,
  track,
  trackPageView,
  type AnalyticsEvents,
} from './analytics';

const ID = 'G-TEST123';
const HOST = 'agency.example.com';
const tagScripts = () => document.head.querySelectorAll('script[src^="https://www.googletagmanager.com/gtag/js"]');
/** dataLayer as plain arrays (gtag pushes `arguments` objects). */
const layer = () => (window.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>));
const events = () => layer().filter((args) => args[0] === 'event');

afterEach(() => {
  resetAnalyticsForTests();
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  delete window.gtag;
  delete window.dataLayer;
  window.localStorage.clear();
  vi.useRealTimers();
});

describe('analyticsEnabled', () => {
  it('is off without a measurement id', () => {
    expect(analyticsEnabled({ measurementId: '', hostname: HOST })).toBe(false);
  });
  it('is off on a host name that contains localhost', () => {
    for (const hostname of ['localhost', 'dev.localhost', 'localhost.localdomain']) {
      expect(analyticsEnabled({ measurementId: ID, hostname })).toBe(false);
    }
  });
  it('is on for any other host with an id (the rule is the host name, not the address)', () => {
    for (const hostname of [HOST, '127.0.0.1']) {
      expect(analyticsEnabled({ measurementId: ID, hostname })).toBe(true);
    }
  });
  it('startAnalytics does nothing when analytics is off', () => {
    expect(startAnalytics({ measurementId: ID, hostname: 'localhost', consent: 'none' })).toBe(false);
    track('form_start', { form_kind: 'contact', page_path: '/contact-us' });
    expect(window.dataLayer).toBeUndefined();
    expect(window.gtag).toBeUndefined();
  });
});

describe('consent defaults', () => {
  it('come first in dataLayer, before js and config, with every ad signal denied', () => {
    startAnalytics({ measurementId: ID, hostname: HOST, consent: 'required' });
    const [first, second, third] = layer();
    expect(first).toEqual([
      'consent',
      'default',
      { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' },
    ]);
    expect(second?.[0]).toBe('js');
    expect(third).toEqual(['config', ID, { send_page_view: false }]);
  });

  it('grant analytics storage (and only it) by default when consent is not asked', () => {
    startAnalytics({ measurementId: ID, hostname: HOST, consent: 'none' });
    expect(layer()[0]).toEqual([
      'consent',
      'default',
      { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'granted' },
    ]);
    expect(getConsentSnapshot()).toMatchObject({ asks: false, open: false });
  });

  it('start from a remembered "granted"', () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, 'granted');
    startAnalytics({ measurementId: ID, hostname: HOST, consent: 'required' });
    expect(layer()[0]?.[2]).toMatchObject({ analytics_storage: 'granted', ad_storage: 'denied' });
    expect(getConsentSnapshot()).toEqual({ asks: true, choice: 'granted', open: false });
  });
});

describe('loading gtag.js', () => {
  it('waits for the first interaction, queueing earlier events in dataLayer', () => {
    startAnalytics({ measurementId: ID, hostname: HOST, consent: 'none' });
    trackPageView('/about', 'About Us | Brand');
    track('form_start', { form_kind: 'quote', page_path: '/quote' });
    expect(tagScripts()).toHaveLength(0);
    expect(events().map((args) => args[1])).toEqual(['page_view', 'form_start']);
    expect(events()[0]?.[2]).toMatchObject({ page_path: '/about', page_title: 'About Us | Brand' });

    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('keydown'));
    expect(tagScripts()).toHaveLength(1);
    expect(tagScripts()[0]?.getAttribute('src')).toBe(`https://www.googletagmanager.com/gtag/js?id=${ID}`);
    expect((tagScripts()[0] as HTMLScriptElement).async).toBe(true);
  });

  it('loads when the browser is idle after the load event, at most once', () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => {});
    try {
      // jsdom's document has finished loading: the idle wait starts at once.
      startAnalytics({ measurementId: ID, hostname: HOST, consent: 'none' });
      expect(tagScripts()).toHaveLength(0);
      expect(idle).toHaveLength(1);
      idle[0]?.({ didTimeout: false, timeRemaining: () => 10 });
      window.dispatchEvent(new Event('scroll'));
      expect(tagScripts()).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('sets up once: a second start adds nothing', () => {
    startAnalytics({ measurementId: ID, hostname: HOST, consent: 'none' });
    startAnalytics({ measurementId: ID, hostname: HOST, consent: 'none' });
    expect(layer().filter((args) => args[0] === 'config')).toHaveLength(1);
  });
});

describe('consent required', () => {
  beforeEach(() => {
    startAnalytics({ measurementId: ID, hostname: HOST, consent: 'required' });
  });

  it('requests nothing and pushes no event before an answer, and shows the notice', () => {
    trackPageView('/', 'Home');
    track('contact_click', { method: 'whatsapp', link_location: 'header', page_path: '/' });
    window.dispatchEvent(new Event('pointerdown'));
    expect(tagScripts()).toHaveLength(0);
    expect(events()).toEqual([]);
    expect(getConsentSnapshot()).toEqual({ asks: true, choice: null, open: true });
  });

  it('on Accept: updates consent, releases the held events in order, then loads the tag', () => {
    trackPageView('/', 'Home');
    track('form_start', { form_kind: 'contact', page_path: '/' });
    setConsent('granted');
    const after = layer().slice(3);
    expect(after).toEqual([
      ['consent', 'update', { analytics_storage: 'granted' }],
      ['event', 'page_view', expect.objectContaining({ page_path: '/' })],
      ['event', 'form_start', { form_kind: 'contact', page_path: '/' }],
    ]);
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('granted');
    expect(getConsentSnapshot().open).toBe(false);
    expect(tagScripts()).toHaveLength(1);
    window.dispatchEvent(new Event('keydown'));
    setConsent('granted');
    expect(tagScripts()).toHaveLength(1);
  });

  it('on Decline: drops the held events, sends nothing later, loads nothing, remembers the answer', () => {
    trackPageView('/', 'Home');
    setConsent('denied');
    track('generate_lead', { form_kind: 'quote', page_path: '/quote' });
    window.dispatchEvent(new Event('pointerdown'));
    expect(events()).toEqual([]);
    expect(tagScripts()).toHaveLength(0);
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('denied');
    expect(getConsentSnapshot()).toEqual({ asks: true, choice: 'denied', open: false });
  });

  it('Cookie settings reopens the notice; a change of mind updates consent', () => {
    setConsent('granted');
    openConsentSettings();
    expect(getConsentSnapshot()).toEqual({ asks: true, choice: 'granted', open: true });
    setConsent('denied');
    expect(layer().at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);
    track('form_start', { form_kind: 'contact', page_path: '/' });
    expect(events()).toEqual([]);
  });
});

describe('typed parameters', () => {
  it('accept only the parameters each event declares', () => {
    startAnalytics({ measurementId: ID, hostname: HOST, consent: 'none' });
    const lead: AnalyticsEvents['generate_lead'] = { form_kind: 'contact', page_path: '/contact-us' };
    track('generate_lead', lead);
    // @ts-expect-error a form kind that does not exist
    track('generate_lead', { form_kind: 'newsletter', page_path: '/' });
    // @ts-expect-error personal data has no parameter to travel in
    track('generate_lead', { form_kind: 'quote', page_path: '/quote', email: 'asha@example.in' });
    // @ts-expect-error an event the site does not send
    track('sign_up', {});
    // @ts-expect-error a contact method that does not exist
    track('contact_click', { method: 'fax', link_location: 'footer', page_path: '/' });
    expect(events()[0]).toEqual(['event', 'generate_lead', lead]);
  });
});
