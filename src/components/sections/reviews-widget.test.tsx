import { act, render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { ReviewsWidget } from './reviews-widget';

const SCRIPT = 'https://reviews-widget.example.com/embed.js';
let trigger: ((visible: boolean) => void) | undefined;

class FakeObserver {
  constructor(callback: IntersectionObserverCallback) {
    trigger = (visible) => callback([{ isIntersecting: visible } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  observe() {}
  disconnect() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
}

beforeEach(() => {
  trigger = undefined;
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  document.querySelectorAll('script[data-reviews-widget]').forEach((s) => s.remove());
});
afterEach(() => vi.unstubAllGlobals());

const scripts = () => document.querySelectorAll(`script[src="${SCRIPT}"]`);

const PROFILE = 'https://reviews.example.com/x';
const widget = () => document.querySelector('.reviews-widget') as HTMLElement;
const slot = () => document.querySelector('.reviews-widget__slot') as HTMLElement;

function renderWidget(timeoutMs?: number) {
  return render(
    <ReviewsWidget scriptUrl={SCRIPT} profileUrl={PROFILE} timeoutMs={timeoutMs}>
      <a href={PROFILE}>Read our reviews</a>
    </ReviewsWidget>,
  );
}

describe('ReviewsWidget', () => {
  it('shows what we can state ourselves at once and requests no script before it is near', () => {
    renderWidget();
    expect(screen.getByRole('link', { name: /Read our reviews/ })).toHaveAttribute('href', PROFILE);
    expect(scripts()).toHaveLength(0);
    act(() => trigger?.(false));
    expect(scripts()).toHaveLength(0);
    expect(widget().dataset.state).toBe('idle');
  });

  it('adds the script once when the widget comes near the viewport', () => {
    const { unmount } = renderWidget();
    act(() => trigger?.(true));
    expect(scripts()).toHaveLength(1);
    expect((scripts()[0] as HTMLScriptElement).async).toBe(true);
    unmount();
    renderWidget();
    act(() => trigger?.(true));
    expect(scripts()).toHaveLength(1);
  });

  it('drops the slot when the script fails to load, keeping the ratings and links', () => {
    renderWidget();
    act(() => trigger?.(true));
    act(() => {
      scripts()[0]?.dispatchEvent(new Event('error'));
    });
    expect(widget().dataset.state).toBe('failed');
    expect(slot()).not.toBeVisible();
    expect(screen.getByRole('link', { name: /Read our reviews/ })).toBeVisible();
  });

  it('drops the slot when the widget has drawn nothing in time', () => {
    vi.useFakeTimers();
    try {
      renderWidget(3000);
      act(() => trigger?.(true));
      act(() => vi.advanceTimersByTime(2900));
      expect(widget().dataset.state).toBe('requested');
      act(() => vi.advanceTimersByTime(200));
      expect(widget().dataset.state).toBe('failed');
      expect(slot()).not.toBeVisible();
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the slot once the widget draws into it', async () => {
    renderWidget(3000);
    act(() => trigger?.(true));
    await act(async () => {
      slot().appendChild(document.createElement('iframe'));
      await Promise.resolve();
    });
    expect(widget().dataset.state).toBe('loaded');
    expect(slot()).toBeVisible();
  });
});
