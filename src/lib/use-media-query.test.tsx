import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useMediaQuery } from './use-media-query';

/** A matchMedia whose answer a test can change, telling the listeners as a browser does. */
function controllableMedia(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        media: query,
        get matches() {
          return matches;
        },
        addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList,
  );
  return {
    set(value: boolean) {
      matches = value;
      listeners.forEach((listener) => listener());
    },
    listeners,
  };
}

function Probe() {
  return <p>{useMediaQuery('(min-width: 768px)', true) ? 'wide' : 'narrow'}</p>;
}

afterEach(() => vi.restoreAllMocks());

describe('useMediaQuery', () => {
  it("answers with the browser's value and follows its changes", () => {
    const media = controllableMedia(false);
    const { unmount } = render(<Probe />);
    expect(screen.getByText('narrow')).toBeInTheDocument();
    act(() => media.set(true));
    expect(screen.getByText('wide')).toBeInTheDocument();
    unmount();
    expect(media.listeners.size).toBe(0);
  });

  it('hydrates with the server value (no mismatch), then takes the browser value', async () => {
    const html = renderToString(<Probe />);
    expect(html).toContain('wide');
    controllableMedia(false);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError: (error) => console.error(error) });
    });
    expect(container.textContent).toBe('narrow');
    expect(errors).not.toHaveBeenCalled();
    container.remove();
  });
});
