import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HoverPopoverState, POPOVER_HOVER_CLOSE_DELAY_MS } from './use-hover-popover';

describe('HoverPopoverState', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the spec delay of 150 ms', () => {
    expect(POPOVER_HOVER_CLOSE_DELAY_MS).toBe(150);
    expect(new HoverPopoverState().closeDelay).toBe(150);
  });

  it('opens as soon as the pointer enters the trigger', () => {
    const state = new HoverPopoverState();
    state.pointerEnter();
    expect(state.getSnapshot()).toBe(true);
  });

  it('closes 150 ms after the pointer leaves, not before', () => {
    const state = new HoverPopoverState();
    state.pointerEnter();
    state.pointerLeave();
    vi.advanceTimersByTime(149);
    expect(state.getSnapshot()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(state.getSnapshot()).toBe(false);
  });

  it('stays open when the pointer crosses from the trigger into the popover within the delay', () => {
    const state = new HoverPopoverState();
    state.pointerEnter();
    state.pointerLeave();
    vi.advanceTimersByTime(100);
    state.pointerEnter();
    vi.advanceTimersByTime(1000);
    expect(state.getSnapshot()).toBe(true);
  });

  it('restarts the delay on every leave', () => {
    const state = new HoverPopoverState();
    state.pointerEnter();
    state.pointerLeave();
    vi.advanceTimersByTime(100);
    state.pointerEnter();
    state.pointerLeave();
    vi.advanceTimersByTime(100);
    expect(state.getSnapshot()).toBe(true);
    vi.advanceTimersByTime(50);
    expect(state.getSnapshot()).toBe(false);
  });

  it('closes at once on close(), cancelling a pending close', () => {
    const state = new HoverPopoverState();
    const listener = vi.fn();
    state.subscribe(listener);
    state.pointerEnter();
    state.pointerLeave();
    state.close();
    expect(state.getSnapshot()).toBe(false);
    vi.advanceTimersByTime(150);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('ignores a leave while closed', () => {
    const state = new HoverPopoverState();
    const listener = vi.fn();
    state.subscribe(listener);
    state.pointerLeave();
    vi.advanceTimersByTime(150);
    expect(listener).not.toHaveBeenCalled();
  });

  it('drops a pending close when disposed', () => {
    const state = new HoverPopoverState();
    state.pointerEnter();
    state.pointerLeave();
    state.dispose();
    vi.advanceTimersByTime(150);
    expect(state.getSnapshot()).toBe(true);
  });
});
