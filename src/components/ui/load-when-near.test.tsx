import { act, render, screen } from '@testing-library/react';
import { deferredLazy } from '@/lib/deferred-lazy';
import { LoadWhenNear } from './load-when-near';

type Callback = (entries: { isIntersecting: boolean }[]) => void;

describe('LoadWhenNear', () => {
  let observed: Callback[] = [];
  beforeEach(() => {
    observed = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: Callback) {
          observed.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('does not load the component until it comes near the viewport', async () => {
    const load = vi.fn(async () => ({ name }: { name: string }) => <p>Hello {name}</p>);
    const deferred = deferredLazy(load);
    // The page's clock is the test's: whatever the mount scheduled for later runs below, at once.
    vi.useFakeTimers();
    try {
      render(<LoadWhenNear deferred={deferred} props={{ name: 'Asha' }} fallback={<p>Waiting</p>} />);
      expect(screen.getByText('Waiting')).toBeInTheDocument();
      // Mounted: its effect ran and its observer is waiting for the element to come near.
      expect(observed).toHaveLength(1);
      // Every timer and animation frame the mount set up has fired, and every promise settled.
      await act(() => vi.runAllTimersAsync());
      expect(load).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }

    await act(async () => observed[0]?.([{ isIntersecting: true }]));
    expect(await screen.findByText('Hello Asha')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads at once when the visitor focuses into it', async () => {
    const load = vi.fn(async () => () => <input aria-label="Name" />);
    const deferred = deferredLazy(load);
    render(
      <LoadWhenNear deferred={deferred} props={{}} fallback={<button type="button">Placeholder</button>} />,
    );
    await act(async () => screen.getByRole('button', { name: 'Placeholder' }).focus());
    expect(await screen.findByRole('textbox', { name: 'Name' })).toBeInTheDocument();
  });
});
