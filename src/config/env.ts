/**
 * Build-time configuration (the README lists the variables and their defaults). The only module
 * that reads `import.meta.env`.
 */
const GOOGLE_TEST_SITE_KEY = '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI';

function read(name: string): string {
  const value = (import.meta.env as Record<string, string | undefined>)[name];
  return typeof value === 'string' ? value.trim() : '';
}

export const env = Object.freeze({
  /** Origin used for canonical links, og:url and the sitemap; never ends with a slash. */
  siteUrl: (read('VITE_SITE_URL') || 'http://127.0.0.1:8080').replace(/\/+$/, ''),
  recaptchaSiteKey: read('VITE_RECAPTCHA_SITE_KEY') || GOOGLE_TEST_SITE_KEY,
  /** Empty means analytics is off and its script is never requested. */
  gaMeasurementId: read('VITE_GA_MEASUREMENT_ID'),
  /**
   * `required` (the default): analytics waits for the visitor's consent, asked by a notice;
   * `none`: no notice, analytics storage granted by default. Anything else counts as `required`.
   */
  consent: (read('VITE_CONSENT') === 'none' ? 'none' : 'required') as 'required' | 'none',
  /** Search Console's verification token for the home page's head; empty means no tag. */
  googleSiteVerification: read('VITE_GOOGLE_SITE_VERIFICATION'),
  /** True in the server build, which prerenders the pages: the prerender step writes each page's head itself. */
  prerendering: import.meta.env.SSR,
});
