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

describe('ReviewsWidget', () => {
  it('shows a plain link to the reviews at once and requests no script before it is near', () => {
    render(<ReviewsWidget scriptUrl={SCRIPT} profileUrl="https://reviews.example.com/x" linkLabel="Read our reviews" />);
    expect(screen.getByRole('link', { name: /Read our reviews/ })).toHaveAttribute('href', 'https://reviews.example.com/x');
    expect(scripts()).toHaveLength(0);
    act(() => trigger?.(false));
    expect(scripts()).toHaveLength(0);
  });

  it('adds the script once when the widget comes near the viewport', () => {
    const { unmount } = render(<ReviewsWidget scriptUrl={SCRIPT} profileUrl="https://reviews.example.com/x" linkLabel="Reviews" />);
    act(() => trigger?.(true));
    expect(scripts()).toHaveLength(1);
    expect((scripts()[0] as HTMLScriptElement).async).toBe(true);
    unmount();
    render(<ReviewsWidget scriptUrl={SCRIPT} profileUrl="https://reviews.example.com/x" linkLabel="Reviews" />);
    act(() => trigger?.(true));
    expect(scripts()).toHaveLength(1);
  });
});
