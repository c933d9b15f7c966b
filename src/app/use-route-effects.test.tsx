// @vitest-environment-options {"url": "http://127.0.0.1/"}
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BrowserRouter, Link } from 'react-router-dom';
import { watchContactClicks } from '@/lib/contact-clicks';
import { useRouteEffects } from './use-route-effects';

// A build with an id that needs no consent: every event reaches dataLayer at once.
vi.mock('@/config/env', () => ({ env: { gaMeasurementId: 'G-TEST', consent: 'none' } }));

// The analytics code arrives when the test says so, as a slow network's would.
const arrival = vi.hoisted(() => {
  let release: () => void = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  return { arrived, release };
});
vi.mock('@/lib/analytics', async (importOriginal) => {
  await arrival.arrived;
  return importOriginal();
});

const events = () =>
  (window.dataLayer ?? [])
    .map((args) => Array.from(args as ArrayLike<unknown>))
    .filter((args) => args[0] === 'event')
    .map(([, name, params]) => [name, (params as { page_path: string }).page_path]);

function Page() {
  useRouteEffects();
  return (
    <main id="main" tabIndex={-1}>
      <Link to="/contact-us">Contact us</Link>
      <a href="tel:+919810000000">Call</a>
    </main>
  );
}

it('a contact click held while the analytics code is on its way follows the view of the page it was made on', async () => {
  // The entry's first line.
  watchContactClicks(document);
  render(
    <BrowserRouter>
      <Page />
    </BrowserRouter>,
  );
  screen.getByRole('link', { name: 'Call' }).click();
  // The visitor moves on before the analytics code has arrived, and calls from the next page too.
  act(() => screen.getByRole('link', { name: 'Contact us' }).click());
  expect(window.location.pathname).toBe('/contact-us');
  screen.getByRole('link', { name: 'Call' }).click();

  arrival.release();
  await vi.waitFor(() => expect(events()).toHaveLength(4));
  expect(events()).toEqual([
    ['page_view', '/'],
    ['contact_click', '/'],
    ['page_view', '/contact-us'],
    ['contact_click', '/contact-us'],
  ]);
});

/** The route effects over a page of the given content, in a router at the current address. */
function renderPages(content: ReactNode) {
  function Pages() {
    useRouteEffects();
    return (
      <main id="main" tabIndex={-1}>
        {content}
      </main>
    );
  }
  render(
    <BrowserRouter>
      <Pages />
    </BrowserRouter>,
  );
}

it('a link to a part of another page scrolls that part into view and focuses it, not the page top', () => {
  const scrolled = vi.fn();
  Element.prototype.scrollIntoView = scrolled;
  const top = vi.mocked(window.scrollTo);
  top.mockClear();
  try {
    renderPages(
      <>
        <Link to="/web-development#laravel">Laravel</Link>
        <Link to="/about">About</Link>
        <div id="laravel" tabIndex={-1}>
          Laravel card
        </div>
      </>,
    );
    act(() => screen.getByRole('link', { name: 'Laravel' }).click());
    expect(window.location.hash).toBe('#laravel');
    expect(document.activeElement).toHaveTextContent('Laravel card');
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(top).not.toHaveBeenCalled();

    // Without a fragment, the next page starts at its top with the focus on its main region.
    act(() => screen.getByRole('link', { name: 'About' }).click());
    expect(top).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(document.getElementById('main'));
  } finally {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  }
});

it('a fragment that is not valid percent-encoding never breaks the page: the next page starts at its top', () => {
  const top = vi.mocked(window.scrollTo);
  top.mockClear();
  renderPages(<Link to="/web-development#50%">Broken</Link>);
  act(() => screen.getByRole('link', { name: 'Broken' }).click());
  expect(top).toHaveBeenCalledTimes(1);
  expect(document.activeElement).toBe(document.getElementById('main'));
});
