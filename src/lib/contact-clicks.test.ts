import { resetAnalyticsForTests, startAnalytics } from './analytics';
import { contactMethod, watchContactClicks } from './contact-clicks';

const events = () =>
  (window.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>)).filter((args) => args[0] === 'event');

let stop: () => void = () => {};

beforeEach(() => {
  startAnalytics({ measurementId: 'G-TEST123', hostname: 'agency.example.com', consent: 'none' });
  document.body.innerHTML = `
    <header><a id="h-wa" href="https://wa.me/919810000000" target="_blank"><span>WHATSAPP</span></a></header>
    <main>
      <a id="m-tel" href="tel:+919810000000">+91 98100 00000</a>
      <a id="m-mail" href="mailto:sales@example.com?subject=Hi">sales@example.com</a>
      <a id="m-page" href="/about">About</a>
      <form><p><a id="f-tel" href="tel:+919810000000">call</a></p></form>
    </main>
    <footer><a id="f-mail" href="MAILTO:hr@example.com">hr</a></footer>`;
  stop = watchContactClicks(document);
});

afterEach(() => {
  stop();
  resetAnalyticsForTests();
  delete window.gtag;
  delete window.dataLayer;
  document.body.innerHTML = '';
});

const click = (id: string) => {
  const element = document.getElementById(id);
  // Keep jsdom from "navigating" to tel:/mailto:/https links.
  element?.addEventListener('click', (event) => event.preventDefault());
  (element?.firstElementChild ?? element)?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
};

describe('contactMethod', () => {
  it.each([
    ['tel:+919810000000', 'phone'],
    ['mailto:sales@example.com', 'email'],
    ['https://wa.me/919810000000', 'whatsapp'],
    ['https://api.whatsapp.com/send?phone=919810000000', 'whatsapp'],
    ['/contact-us', null],
    ['https://example.com/wa.me', null],
    ['https://www.linkedin.com/company/x', null],
  ])('%s → %s', (href, method) => {
    expect(contactMethod(href)).toBe(method);
  });
});

describe('watchContactClicks (one listener on the document)', () => {
  it('sends contact_click with the method and the landmark the link sits in', () => {
    for (const id of ['h-wa', 'm-tel', 'm-mail', 'f-tel', 'f-mail']) click(id);
    expect(events()).toEqual([
      ['event', 'contact_click', { method: 'whatsapp', link_location: 'header', page_path: '/' }],
      ['event', 'contact_click', { method: 'phone', link_location: 'main', page_path: '/' }],
      ['event', 'contact_click', { method: 'email', link_location: 'main', page_path: '/' }],
      ['event', 'contact_click', { method: 'phone', link_location: 'form', page_path: '/' }],
      ['event', 'contact_click', { method: 'email', link_location: 'footer', page_path: '/' }],
    ]);
  });

  it('ignores other links and clicks outside links', () => {
    click('m-page');
    document.querySelector('main')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(events()).toEqual([]);
  });

  it('never sends the number or address itself', () => {
    click('m-tel');
    click('m-mail');
    expect(JSON.stringify(events())).not.toMatch(/9810000000|example\.com/);
  });

  it('listens once per document, and stops when asked', () => {
    const again = watchContactClicks(document);
    click('m-tel');
    expect(events()).toHaveLength(1);
    again();
    stop();
    click('m-tel');
    expect(events()).toHaveLength(1);
  });
});
