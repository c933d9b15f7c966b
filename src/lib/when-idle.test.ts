import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './when-idle';

describe('afterNextPaint', () => {
  afterEach(() => vi.useRealTimers());

  it('runs the task after the next frame, not before', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const task = vi.fn();
    afterNextPaint(task);
    vi.advanceTimersByTime(1);
    // A frame has not come yet at 1 ms (fake frames come every 16 ms).
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(16);
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled before the frame and between the frame and the task', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const early = vi.fn();
    afterNextPaint(early)();
    const late = vi.fn();
    const cancelLate = afterNextPaint(late);
    vi.advanceTimersByTime(16);
    cancelLate();
    vi.advanceTimersByTime(20);
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});
