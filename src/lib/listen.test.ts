import { describe, expect, it, vi } from 'vitest';
import { all, listen } from './listen';

describe('listen', () => {
  it('adds the listener and its cleanup removes it', () => {
    const target = new EventTarget();
    const handler = vi.fn();
    const stop = listen(target, 'focusin', handler);
    target.dispatchEvent(new Event('focusin'));
    stop();
    target.dispatchEvent(new Event('focusin'));
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('removes a capture listener as one', () => {
    const parent = document.createElement('div');
    const child = parent.appendChild(document.createElement('button'));
    const handler = vi.fn();
    const stop = listen(parent, 'keydown', handler, true);
    child.dispatchEvent(new KeyboardEvent('keydown', { bubbles: false }));
    stop();
    child.dispatchEvent(new KeyboardEvent('keydown', { bubbles: false }));
    expect(handler).toHaveBeenCalledTimes(1);
  });
});

describe('all', () => {
  it('runs every cleanup, in order', () => {
    const order: number[] = [];
    all(
      () => order.push(1),
      () => order.push(2),
    )();
    expect(order).toEqual([1, 2]);
  });
});
