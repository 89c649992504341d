import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InactivityTimeout, UPLOAD_INACTIVITY_TIMEOUT_MS } from './inactivity-timeout';
import { systemClock } from './system-clock';

describe('inactivity timeout', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fires after 30 s without progress', () => {
    const onTimeout = vi.fn();
    new InactivityTimeout(systemClock, onTimeout).start();
    expect(UPLOAD_INACTIVITY_TIMEOUT_MS).toBe(30_000);
    vi.advanceTimersByTime(29_999);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTimeout).toHaveBeenCalledOnce();
  });

  it('starts the 30 s over on every progress', () => {
    const onTimeout = vi.fn();
    const timeout = new InactivityTimeout(systemClock, onTimeout);
    timeout.start();
    vi.advanceTimersByTime(20_000);
    timeout.touch();
    vi.advanceTimersByTime(29_999);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTimeout).toHaveBeenCalledOnce();
  });

  it('never fires once stopped', () => {
    const onTimeout = vi.fn();
    const timeout = new InactivityTimeout(systemClock, onTimeout);
    timeout.start();
    timeout.stop();
    vi.advanceTimersByTime(60_000);
    expect(onTimeout).not.toHaveBeenCalled();
  });
});
