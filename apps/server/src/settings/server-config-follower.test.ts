import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SERVER_CONFIG_RELOAD_DEBOUNCE_MS, ServerConfigFollower } from './server-config-follower';

describe('ServerConfigFollower', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reloads once after a burst of changes has settled', async () => {
    const reload = vi.fn(async () => undefined);
    const follower = new ServerConfigFollower({ reload, onError: vi.fn() });
    follower.changed();
    await vi.advanceTimersByTimeAsync(SERVER_CONFIG_RELOAD_DEBOUNCE_MS - 1);
    follower.changed();
    follower.changed();
    await vi.advanceTimersByTimeAsync(SERVER_CONFIG_RELOAD_DEBOUNCE_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads once more when a change arrives during a reload, never two reloads at once', async () => {
    let finish: () => void = () => undefined;
    let running = 0;
    let most = 0;
    const reload = vi.fn(async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
      running -= 1;
    });
    const follower = new ServerConfigFollower({ reload, onError: vi.fn() });
    follower.changed();
    await vi.advanceTimersByTimeAsync(SERVER_CONFIG_RELOAD_DEBOUNCE_MS);
    expect(reload).toHaveBeenCalledTimes(1);
    follower.changed();
    await vi.advanceTimersByTimeAsync(SERVER_CONFIG_RELOAD_DEBOUNCE_MS);
    expect(reload).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(reload).toHaveBeenCalledTimes(2);
    finish();
    await follower.close();
    expect(most).toBe(1);
  });

  it('logs a failed reload and reloads again at the next change', async () => {
    const failure = new Error('database unreachable');
    const reload = vi.fn().mockRejectedValueOnce(failure).mockResolvedValue(undefined);
    const onError = vi.fn();
    const follower = new ServerConfigFollower({ reload, onError });
    follower.changed();
    await vi.advanceTimersByTimeAsync(SERVER_CONFIG_RELOAD_DEBOUNCE_MS);
    expect(onError).toHaveBeenCalledWith(failure);
    follower.changed();
    await vi.advanceTimersByTimeAsync(SERVER_CONFIG_RELOAD_DEBOUNCE_MS);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('reloads nothing once closed', async () => {
    const reload = vi.fn(async () => undefined);
    const follower = new ServerConfigFollower({ reload, onError: vi.fn() });
    follower.changed();
    await follower.close();
    follower.changed();
    await vi.advanceTimersByTimeAsync(SERVER_CONFIG_RELOAD_DEBOUNCE_MS * 4);
    expect(reload).not.toHaveBeenCalled();
  });
});
