import { resetAnalyticsForTests, startAnalytics, track } from './analytics';
import { contactMethod, sendContactClicks, stopContactClicks, watchContactClicks } from './contact-clicks';

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
  sendContactClicks((click) => track('contact_click', click));
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

describe('clicks before the analytics code arrives', () => {
  beforeEach(() => {
    // The entry's state: watching, with no sender yet.
    stopContactClicks();
    stop = watchContactClicks(document);
  });

  it('are held, then sent in order, each with the page it was made on, once a sender is named', () => {
    click('h-wa');
    window.history.pushState(null, '', '/contact-us');
    click('f-mail');
    window.history.pushState(null, '', '/');
    expect(events()).toEqual([]);
    sendContactClicks((c) => track('contact_click', c));
    expect(events()).toEqual([
      ['event', 'contact_click', { method: 'whatsapp', link_location: 'header', page_path: '/' }],
      ['event', 'contact_click', { method: 'email', link_location: 'footer', page_path: '/contact-us' }],
    ]);
    click('m-tel');
    expect(events()).toHaveLength(3);
  });

  it('are held up to a bound (a page whose code never comes cannot grow the list)', () => {
    for (let i = 0; i < 50; i += 1) click('m-tel');
    sendContactClicks((c) => track('contact_click', c));
    expect(events()).toHaveLength(20);
  });

  it('are dropped when analytics turns out to be off, and nothing more is recorded', () => {
    click('m-tel');
    stopContactClicks();
    click('m-mail');
    const sent: unknown[] = [];
    sendContactClicks((c) => sent.push(c));
    expect(sent).toEqual([]);
    click('m-tel');
    expect(sent).toHaveLength(1);
  });
});
