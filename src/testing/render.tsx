import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { HelmetProvider } from 'react-helmet-async';
import { MemoryRouter } from 'react-router-dom';

/** Renders UI inside the providers the site uses, at `route`. */
export function renderWithRouter(ui: ReactElement, { route = '/', ...options }: { route?: string } & RenderOptions = {}) {
  return render(
    <HelmetProvider>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </HelmetProvider>,
    options,
  );
}
