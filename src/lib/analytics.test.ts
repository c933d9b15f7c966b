import { analyticsEnabled, loadAnalytics, resetAnalyticsForTests, trackPageView } from './analytics';

afterEach(() => {
  resetAnalyticsForTests();
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  delete window.gtag;
  delete window.dataLayer;
});

describe('analyticsEnabled', () => {
  it('is off without a measurement id', () => {
    expect(analyticsEnabled({ measurementId: '', hostname: 'agency.example.com' })).toBe(false);
  });
  it('is off on local hosts', () => {
    for (const hostname of ['localhost', '127.0.0.1', 'dev.localhost']) {
      expect(analyticsEnabled({ measurementId: 'G-TEST123', hostname })).toBe(false);
    }
  });
  it('is on for a real host with an id', () => {
    expect(analyticsEnabled({ measurementId: 'G-TEST123', hostname: 'agency.example.com' })).toBe(true);
  });
});

describe('loadAnalytics and trackPageView', () => {
  it('adds the tag script once and queues config without an automatic page view', () => {
    loadAnalytics('G-TEST123');
    loadAnalytics('G-TEST123');
    const scripts = document.head.querySelectorAll('script[src*="googletagmanager.com/gtag/js"]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.getAttribute('src')).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST123');
    const config = window.dataLayer?.map((args) => Array.from(args as ArrayLike<unknown>));
    expect(config).toContainEqual(['config', 'G-TEST123', { send_page_view: false }]);
  });

  it('sends a page_view event with the path and title', () => {
    loadAnalytics('G-TEST123');
    trackPageView('/about', 'About Us | Brand');
    const last = Array.from(window.dataLayer?.at(-1) as ArrayLike<unknown>);
    expect(last[0]).toBe('event');
    expect(last[1]).toBe('page_view');
    expect(last[2]).toMatchObject({ page_path: '/about', page_title: 'About Us | Brand' });
  });
});
