import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { deferredLazy } from './deferred-lazy';

class Catch extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  render() {
    return this.state.error ? <p>crashed</p> : this.props.children;
  }
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

describe('deferredLazy', () => {
  it('requests nothing until started, then renders the component', async () => {
    const load = vi.fn(() => Promise.resolve(() => <p>menus ready</p>));
    const part = deferredLazy(load);
    render(
      <Suspense fallback={<p>waiting</p>}>
        <part.Component />
      </Suspense>,
    );
    await settle();
    expect(load).not.toHaveBeenCalled();
    act(() => part.start());
    expect(await screen.findByText('menus ready')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('treats code that fails to load as still on its way: the page keeps what it shows, nothing throws', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const part = deferredLazy(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    render(
      <Catch>
        <Suspense fallback={<p>waiting</p>}>
          <part.Component />
        </Suspense>
      </Catch>,
    );
    act(() => part.start());
    await settle();
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(screen.queryByText('crashed')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('load() fetches the code once; a render after it shows the component at once, never the fallback', async () => {
    const load = vi.fn(() => Promise.resolve(() => <p>footer here</p>));
    const part = deferredLazy(load);
    await part.load();
    const seen: string[] = [];
    const Fallback = () => {
      seen.push('fallback');
      return <p>waiting</p>;
    };
    render(
      <Suspense fallback={<Fallback />}>
        <part.Component />
      </Suspense>,
    );
    expect(screen.getByText('footer here')).toBeInTheDocument();
    expect(seen).toEqual([]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('load() settles when the code fails, so nothing waiting on it hangs', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const part = deferredLazy(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    await expect(part.load()).resolves.toBeUndefined();
    warn.mockRestore();
  });
});
