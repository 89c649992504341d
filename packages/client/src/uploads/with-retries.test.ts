import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AbortedError } from '../errors/aborted-error';
import { HttpError } from '../errors/http-error';
import { NetworkError } from '../errors/network-error';
import { RESUMABLE_RETRY_DELAYS_MS } from './retry-policy';
import { ManualConnectivity } from './test-support/manual-connectivity';
import { ObservedClock } from './test-support/observed-clock';
import { withRetries } from './with-retries';

const callName = 'PATCH tus/upload';
const lost = () => new NetworkError({ callName });

describe('withRetries', () => {
  let clock: ObservedClock;
  let connectivity: ManualConnectivity;
  let controller: AbortController;
  const loop = () => ({
    delays: RESUMABLE_RETRY_DELAYS_MS,
    signal: controller.signal,
    clock,
    connectivity,
  });

  beforeEach(() => {
    vi.useFakeTimers();
    clock = new ObservedClock();
    connectivity = new ManualConnectivity();
    controller = new AbortController();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('retries at once, then after 3, 5, 10 and 20 s, then fails with the last error', async () => {
    const attempt = vi.fn(async () => {
      throw lost();
    });
    const outcome = withRetries(attempt, loop()).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    expect(attempt).toHaveBeenCalledTimes(2);
    for (const [index, delay] of [3_000, 5_000, 10_000, 20_000].entries()) {
      await clock.waitingFor(delay);
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(attempt).toHaveBeenCalledTimes(index + 2);
      await vi.advanceTimersByTimeAsync(1);
      expect(attempt).toHaveBeenCalledTimes(index + 3);
    }
    expect(await outcome).toBeInstanceOf(NetworkError);
    expect(attempt).toHaveBeenCalledTimes(6);
  });

  it('answers the first successful attempt', async () => {
    const attempt = vi.fn().mockRejectedValueOnce(lost()).mockResolvedValueOnce('done');
    await expect(withRetries(attempt, loop())).resolves.toBe('done');
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  it('fails at once on an error the table does not retry', async () => {
    const forbidden = new HttpError({
      callName,
      response: new Response(null, { status: 403 }),
      bodyText: '',
      json: undefined,
    });
    const attempt = vi.fn().mockRejectedValue(forbidden);
    await expect(withRetries(attempt, loop())).rejects.toBe(forbidden);
    expect(attempt).toHaveBeenCalledOnce();
  });

  it('earns a fresh set of retries after an attempt that made progress', async () => {
    let calls = 0;
    const attempt = vi.fn(async (reportProgress: () => void) => {
      calls += 1;
      // The third attempt gets somewhere before failing again.
      if (calls === 3) reportProgress();
      if (calls < 5) throw lost();
      return 'done';
    });
    const outcome = withRetries(attempt, loop());
    await clock.waitingFor(3_000);
    await vi.advanceTimersByTimeAsync(3_000);
    // Back to the start of the table: the retry after progress goes at once, the next after 3 s.
    await clock.waitingFor(3_000);
    expect(attempt).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(3_000);
    await expect(outcome).resolves.toBe('done');
  });

  it('waits for the connection while offline without spending a retry', async () => {
    connectivity.goOffline();
    const attempt = vi
      .fn()
      .mockRejectedValueOnce(lost())
      .mockRejectedValueOnce(lost())
      .mockResolvedValueOnce('done');
    // One retry only: had the offline wait cost it, the second failure would be final.
    const outcome = withRetries(attempt, { ...loop(), delays: [0] });
    await vi.waitFor(() => expect(connectivity.hasWaiters).toBe(true));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(attempt).toHaveBeenCalledOnce();
    connectivity.goOnline();
    await expect(outcome).resolves.toBe('done');
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it('stops waiting when aborted', async () => {
    const attempt = vi.fn(async () => {
      throw lost();
    });
    const outcome = withRetries(attempt, loop()).catch((error: unknown) => error);
    await clock.waitingFor(3_000);
    const reason = new AbortedError({ callName: 'Upload of song.mp3' });
    controller.abort(reason);
    expect(await outcome).toBe(reason);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(attempt).toHaveBeenCalledTimes(2);
  });
});
