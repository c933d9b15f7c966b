import { render } from '@testing-library/react';
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { HelmetProvider } from 'react-helmet-async';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { headHtml, type HeadElements } from '@/lib/seo';
import { listPages, pageHeadTags } from './entry-server';
import { matchRoute } from './match-route';
import { preloadRoute } from './page-loader';
import { RouteHead } from './route-view';

/** Elements as the browser holds them, one string each: what React compares when it adopts a prerendered tag. */
const serialised = (elements: Iterable<Element>) => Array.from(elements, (element) => element.outerHTML).sort();

/** What the prerender step writes into the page's head, as the browser reads it. */
function written(html: string) {
  const template = document.createElement('template');
  template.innerHTML = html;
  return serialised(template.content.children);
}

/** The route's head as the browser renders it: the route view's head through Helmet, hoisted by React. */
async function rendered(path: string) {
  const route = matchRoute(path);
  const { module, props } = await preloadRoute(route);
  const view = render(
    <HelmetProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route.path} element={<RouteHead route={route} mod={module} props={props} />} />
        </Routes>
      </MemoryRouter>
    </HelmetProvider>,
  );
  const head = serialised(document.head.querySelectorAll('title, meta, link'));
  view.unmount();
  return head;
}

const pages = (await listPages()).map((page) => page.path);

describe('a route\'s head, prerendered and in the browser', () => {
  it('covers every prerendered page', () => {
    expect(pages.length).toBeGreaterThanOrEqual(57);
  });

  // The browser adopts the prerendered tags only when Helmet renders the same ones: a tag that
  // differs would be added a second time, and one missing would stay with its old value.
  it.each(pages)('%s: Helmet renders the tags the prerender step writes', async (path) => {
    const html = await pageHeadTags(path);
    expect(html.startsWith('<title>')).toBe(true);
    expect(await rendered(path)).toEqual(written(html));
  });
});

describe('headHtml', () => {
  it('spells the elements as React does, references and all', () => {
    const elements: HeadElements = {
      title: 'Rooms & rates: "live" <now> it\'s',
      meta: [
        { name: 'description', content: 'A & B "quoted" <tag> it\'s ₹' },
        { property: 'og:url', content: 'https://a.example/?a=1&b=2' },
      ],
      link: [{ rel: 'canonical', href: 'https://a.example/?a=1&b=2' }],
    };
    const react = renderToStaticMarkup(
      createElement(
        Fragment,
        null,
        createElement('title', null, elements.title),
        ...elements.meta.map((attrs, key) => createElement('meta', { key, ...attrs })),
        ...elements.link.map((attrs, key) => createElement('link', { key, ...attrs })),
      ),
    );
    expect(headHtml(elements)).toBe(react);
  });
});
