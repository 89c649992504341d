// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import useSWR from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryPolicyProvider } from './query-policy-provider';

function withPolicy(cache = new Map()) {
  // A fresh cache per test keeps one test's data out of the next.
  const value = { provider: () => cache };
  return ({ children }: { children: ReactNode }) => (
    <QueryPolicyProvider value={value}>{children}</QueryPolicyProvider>
  );
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

async function focusWindow() {
  await act(async () => {
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(0);
  });
}

class StatusError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

describe('QueryPolicyProvider', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('retries a failing query twice, after 1 s and then 2 s, and then stops', async () => {
    const fetcher = vi.fn(async () => {
      throw new StatusError(500);
    });
    const { result } = renderHook(() => useSWR('users/me', fetcher).error, { wrapper: withPolicy() });
    await advance(0);
    expect(fetcher).toHaveBeenCalledTimes(1);
    await advance(1000);
    expect(fetcher).toHaveBeenCalledTimes(2);
    await advance(1999);
    expect(fetcher).toHaveBeenCalledTimes(2);
    await advance(1);
    expect(fetcher).toHaveBeenCalledTimes(3);
    await advance(60_000);
    expect(fetcher).toHaveBeenCalledTimes(3);
    expect(result.current).toBeInstanceOf(StatusError);
  });

  it.each([401, 403, 404])('does not retry a query answered %i', async (status) => {
    const fetcher = vi.fn(async () => {
      throw new StatusError(status);
    });
    renderHook(() => useSWR('custom-pages/about', fetcher), { wrapper: withPolicy() });
    await advance(60_000);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('serves data as fresh for 30 s, then revalidates on focus', async () => {
    const fetcher = vi.fn(async () => ({ id: 1 }));
    renderHook(() => useSWR('users/me', fetcher), { wrapper: withPolicy() });
    await advance(0);
    expect(fetcher).toHaveBeenCalledTimes(1);
    await advance(29_000);
    await focusWindow();
    expect(fetcher).toHaveBeenCalledTimes(1);
    await advance(1_001);
    await focusWindow();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('reuses data for a hook mounted within 30 s, and revalidates for one mounted after', async () => {
    const fetcher = vi.fn(async () => ['track']);
    const wrapper = withPolicy();
    renderHook(() => useSWR('tracks', fetcher), { wrapper });
    await advance(0);
    await advance(29_000);
    const { result } = renderHook(() => useSWR('tracks', fetcher).data, { wrapper });
    // With cached data SWR revalidates on the next animation frame, a 1 ms timer in jsdom.
    await advance(10);
    expect(result.current).toEqual(['track']);
    expect(fetcher).toHaveBeenCalledTimes(1);
    await advance(1_000);
    renderHook(() => useSWR('tracks', fetcher), { wrapper });
    await advance(10);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('never revalidates subscription preferences once loaded', async () => {
    const fetcher = vi.fn(async () => ({ available_channels: ['email'] }));
    const wrapper = withPolicy();
    renderHook(() => useSWR('notifications/me/subscriptions', fetcher), { wrapper });
    await advance(0);
    expect(fetcher).toHaveBeenCalledTimes(1);
    await advance(10 * 60_000);
    await focusWindow();
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(0);
    });
    const { result } = renderHook(() => useSWR('notifications/me/subscriptions', fetcher).data, { wrapper });
    await advance(10);
    expect(result.current).toEqual({ available_channels: ['email'] });
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});
