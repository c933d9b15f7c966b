import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { HelmetProvider } from 'react-helmet-async';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

interface Options extends RenderOptions {
  /** The URL the router starts at. */
  route?: string;
  /** A route pattern (e.g. paths.caseStudy.pattern): `ui` is then that route's element, with its params. */
  path?: string;
}

/** Renders UI inside the providers the site uses, at `route`. */
export function renderWithRouter(ui: ReactElement, { route = '/', path, ...options }: Options = {}) {
  const content = path ? (
    <Routes>
      <Route path={path} element={ui} />
    </Routes>
  ) : (
    ui
  );
  return render(
    <HelmetProvider>
      <MemoryRouter initialEntries={[route]}>{content}</MemoryRouter>
    </HelmetProvider>,
    options,
  );
}
