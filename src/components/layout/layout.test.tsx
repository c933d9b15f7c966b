import { act, cleanup, render } from '@testing-library/react';
import { HelmetProvider } from 'react-helmet-async';
import { createMemoryRouter, RouterProvider, Outlet } from 'react-router-dom';
import { Layout } from './layout';

const start = vi.hoisted(() => vi.fn());
vi.mock('@/lib/deferred-lazy', () => ({
  deferredLazy: () => ({ Component: () => <footer>Footer</footer>, start }),
}));

describe('Layout: the deferred footer', () => {
  it('lets its code come with the first change of address (it reads the address), not before', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <Layout>
              <Outlet />
            </Layout>
          ),
          children: [{ path: 'portfolio', element: <p>Portfolio</p> }],
        },
      ],
      { initialEntries: ['/portfolio'] },
    );
    render(
      <HelmetProvider>
        <RouterProvider router={router} />
      </HelmetProvider>,
    );
    // Whatever started it on mount (jsdom's observer stand-in), an address change starts it too.
    const before = start.mock.calls.length;
    await act(() => router.navigate('/portfolio?category=PWA', { replace: true }));
    expect(start.mock.calls.length).toBeGreaterThan(before);
  });

  it('lets its code come once the page is idle after its load, whether or not the visitor moves', async () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => {});
    const router = createMemoryRouter([{ path: '/', element: <Layout>home</Layout> }], { initialEntries: ['/'] });
    render(
      <HelmetProvider>
        <RouterProvider router={router} />
      </HelmetProvider>,
    );
    const before = start.mock.calls.length;
    expect(idle.length).toBe(1);
    act(() => idle[0]?.({ didTimeout: false, timeRemaining: () => 50 }));
    expect(start.mock.calls.length).toBe(before + 1);
    // Unmounted before the stand-ins go: unmounting cancels the idle callback.
    cleanup();
    vi.unstubAllGlobals();
  });
});
