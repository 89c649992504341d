import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DelayedVisibility, SPINNER_APPEAR_DELAY_MS, SPINNER_MIN_VISIBLE_MS } from './use-delayed-visibility';

describe('DelayedVisibility', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the spec timings: 50 ms before appearing, 200 ms shown at least', () => {
    expect(SPINNER_APPEAR_DELAY_MS).toBe(50);
    expect(SPINNER_MIN_VISIBLE_MS).toBe(200);
  });

  it('stays hidden for the first 50 ms of work and appears at 50 ms', () => {
    const visibility = new DelayedVisibility();
    visibility.setActive(true);

    vi.advanceTimersByTime(49);
    expect(visibility.isVisible).toBe(false);
    vi.advanceTimersByTime(1);
    expect(visibility.isVisible).toBe(true);
  });

  it('never appears for work that ends within 50 ms', () => {
    const visibility = new DelayedVisibility();
    visibility.setActive(true);
    vi.advanceTimersByTime(30);
    visibility.setActive(false);

    vi.advanceTimersByTime(1000);
    expect(visibility.isVisible).toBe(false);
  });

  it('stays 200 ms once shown even when the work ends right after it appears', () => {
    const visibility = new DelayedVisibility();
    visibility.setActive(true);
    vi.advanceTimersByTime(50);
    visibility.setActive(false);

    vi.advanceTimersByTime(199);
    expect(visibility.isVisible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(visibility.isVisible).toBe(false);
  });

  it('hides as soon as the work ends once 200 ms have passed', () => {
    const visibility = new DelayedVisibility();
    visibility.setActive(true);
    vi.advanceTimersByTime(50 + 500);
    expect(visibility.isVisible).toBe(true);

    visibility.setActive(false);
    expect(visibility.isVisible).toBe(false);
  });

  it('stays shown when work resumes during the minimum display time', () => {
    const visibility = new DelayedVisibility();
    visibility.setActive(true);
    vi.advanceTimersByTime(50);
    visibility.setActive(false);
    vi.advanceTimersByTime(100);
    visibility.setActive(true);

    vi.advanceTimersByTime(1000);
    expect(visibility.isVisible).toBe(true);
  });

  it('restarts the 50 ms wait when work stops and starts again before appearing', () => {
    const visibility = new DelayedVisibility();
    visibility.setActive(true);
    vi.advanceTimersByTime(40);
    visibility.setActive(false);
    visibility.setActive(true);

    vi.advanceTimersByTime(40);
    expect(visibility.isVisible).toBe(false);
    vi.advanceTimersByTime(10);
    expect(visibility.isVisible).toBe(true);
  });

  it('notifies listeners when it appears and when it hides', () => {
    const visibility = new DelayedVisibility({ appearDelay: 10, minVisible: 20 });
    const listener = vi.fn();
    visibility.subscribe(listener);
    visibility.setActive(true);
    vi.advanceTimersByTime(10);
    expect(listener).toHaveBeenCalledTimes(1);

    visibility.setActive(false);
    vi.advanceTimersByTime(20);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(visibility.getSnapshot()).toBe(false);
  });

  it('stops notifying a listener that unsubscribed', () => {
    const visibility = new DelayedVisibility();
    const listener = vi.fn();
    const unsubscribe = visibility.subscribe(listener);
    unsubscribe();
    visibility.setActive(true);
    vi.advanceTimersByTime(50);

    expect(listener).not.toHaveBeenCalled();
  });

  it('cancels a pending appearance on reset and can start over', () => {
    const visibility = new DelayedVisibility();
    visibility.setActive(true);
    visibility.reset();
    vi.advanceTimersByTime(100);
    expect(visibility.isVisible).toBe(false);

    visibility.setActive(true);
    vi.advanceTimersByTime(50);
    expect(visibility.isVisible).toBe(true);
  });
});
