import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LOADING_INDICATOR_DELAY_MS,
  NavigationProgress,
  PROGRESS_BAR_DELAY_MS,
} from './use-navigation-progress';

describe('NavigationProgress', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the spec timings: bar at 50 ms, loading indicator at 500 ms', () => {
    expect(PROGRESS_BAR_DELAY_MS).toBe(50);
    expect(LOADING_INDICATOR_DELAY_MS).toBe(500);
  });

  it('shows nothing until navigation has been loading for 50 ms, then the bar', () => {
    const progress = new NavigationProgress();
    progress.setLoading(true);
    vi.advanceTimersByTime(49);
    expect(progress.getSnapshot()).toBe('idle');
    vi.advanceTimersByTime(1);
    expect(progress.getSnapshot()).toBe('bar');
  });

  it('adds the loading indicator at 500 ms', () => {
    const progress = new NavigationProgress();
    progress.setLoading(true);
    vi.advanceTimersByTime(499);
    expect(progress.getSnapshot()).toBe('bar');
    vi.advanceTimersByTime(1);
    expect(progress.getSnapshot()).toBe('indicator');
  });

  it('never shows anything for a navigation that finishes within 50 ms', () => {
    const progress = new NavigationProgress();
    const listener = vi.fn();
    progress.subscribe(listener);
    progress.setLoading(true);
    vi.advanceTimersByTime(30);
    progress.setLoading(false);
    vi.advanceTimersByTime(1000);
    expect(progress.getSnapshot()).toBe('idle');
    expect(listener).not.toHaveBeenCalled();
  });

  it('hides at once when loading ends, without a late loading indicator', () => {
    const progress = new NavigationProgress();
    progress.setLoading(true);
    vi.advanceTimersByTime(100);
    progress.setLoading(false);
    expect(progress.getSnapshot()).toBe('idle');
    vi.advanceTimersByTime(1000);
    expect(progress.getSnapshot()).toBe('idle');
  });

  it('does not restart the timing when told again that it is loading', () => {
    const progress = new NavigationProgress();
    progress.setLoading(true);
    vi.advanceTimersByTime(40);
    progress.setLoading(true);
    vi.advanceTimersByTime(10);
    expect(progress.getSnapshot()).toBe('bar');
  });

  it('times a new navigation from its own start', () => {
    const progress = new NavigationProgress();
    progress.setLoading(true);
    vi.advanceTimersByTime(600);
    progress.setLoading(false);
    progress.setLoading(true);
    vi.advanceTimersByTime(49);
    expect(progress.getSnapshot()).toBe('idle');
    vi.advanceTimersByTime(451);
    expect(progress.getSnapshot()).toBe('indicator');
  });

  it('stops its timers when disposed', () => {
    const progress = new NavigationProgress();
    progress.setLoading(true);
    progress.dispose();
    vi.advanceTimersByTime(1000);
    expect(progress.getSnapshot()).toBe('idle');
  });
});
