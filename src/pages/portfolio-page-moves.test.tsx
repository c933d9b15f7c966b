import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense, use } from 'react';
import { HelmetProvider } from 'react-helmet-async';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { expect, it } from 'vitest';
import PortfolioPage from './portfolio-page';

/**
 * A filter press writes its category into the address after the press's frame. A move made in that
 * moment (a card's link whose page is still loading, so the portfolio stays on screen) must not be
 * replaced by that late address.
 */
let arrive: () => void = () => {};
const code = new Promise<void>((resolve) => (arrive = resolve));
function ProjectStillLoading() {
  use(code);
  return <p>project</p>;
}

const frame = () => new Promise((resolve) => setTimeout(resolve, 60));

it('a project opened right after a filter press keeps its address', async () => {
  window.history.replaceState(null, '', '/portfolio');
  render(
    <HelmetProvider>
      <BrowserRouter>
        <Suspense fallback={<p>loading</p>}>
          <Routes>
            <Route path="/portfolio" element={<PortfolioPage />} />
            <Route path="/portfolio/:slug" element={<ProjectStillLoading />} />
          </Routes>
        </Suspense>
      </BrowserRouter>
    </HelmetProvider>,
  );
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'REAL ESTATE' }));
  });
  const link = within(document.querySelector('.portfolio-list__grid') as HTMLElement).getAllByRole('link')[0];
  const href = link?.getAttribute('href') ?? '';
  expect(href).toMatch(/^\/portfolio\/.+/);
  await act(async () => {
    fireEvent.click(link as HTMLElement);
  });
  // The press's frame passes while the project's page is still on its way.
  await act(frame);
  await act(async () => {
    arrive();
    await frame();
  });
  expect(window.location.pathname + window.location.search).toBe(href);
  expect(screen.getByText('project')).toBeInTheDocument();
});
