import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPY_FEEDBACK_MS, CopyFeedback } from './copy-feedback';

describe('CopyFeedback', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the copied state for exactly one second', () => {
    expect(COPY_FEEDBACK_MS).toBe(1000);
    const feedback = new CopyFeedback();
    feedback.markCopied();
    expect(feedback.isCopied()).toBe(true);
    vi.advanceTimersByTime(999);
    expect(feedback.isCopied()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(feedback.isCopied()).toBe(false);
  });

  it('restarts the second when copied again', () => {
    const feedback = new CopyFeedback();
    feedback.markCopied();
    vi.advanceTimersByTime(800);
    feedback.markCopied();
    vi.advanceTimersByTime(800);
    expect(feedback.isCopied()).toBe(true);
    vi.advanceTimersByTime(200);
    expect(feedback.isCopied()).toBe(false);
  });

  it('tells subscribers when the state changes, and only then', () => {
    const feedback = new CopyFeedback();
    const listener = vi.fn();
    feedback.subscribe(listener);
    feedback.markCopied();
    feedback.markCopied();
    expect(listener).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('stops its timer when disposed', () => {
    const feedback = new CopyFeedback();
    const listener = vi.fn();
    feedback.subscribe(listener);
    feedback.markCopied();
    feedback.dispose();
    vi.advanceTimersByTime(1000);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
