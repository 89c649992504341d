import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openSocialPopup, POPUP_CLOSED_CHECK_MS } from './open-social-popup';
import { FakePopupHost } from './test-support/fake-popup-host';

const URL = 'https://tonearm.test/secure/auth/social/google/login';

function track<T>(promise: Promise<T>) {
  const state: { settled: boolean; value?: T } = { settled: false };
  void promise.then((value) => {
    state.settled = true;
    state.value = value;
  });
  return state;
}

describe('openSocialPopup', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens a 650x550 popup centred over the window', () => {
    const host = new FakePopupHost();
    void openSocialPopup(URL, host);
    expect(host.opened).toEqual([
      { url: URL, target: 'social-sign-in', features: 'width=650,height=550,left=500,top=250' },
    ]);
  });

  it.each(['SUCCESS', 'REQUEST_PASSWORD', 'ERROR', 'ALREADY_LOGGED_IN'])(
    'answers with the %s result the popup posts, then stops listening',
    async (status) => {
      const host = new FakePopupHost();
      const result = openSocialPopup(URL, host);
      host.post({ status, callbackData: { errorMessage: null } });
      await expect(result).resolves.toEqual({ status, callbackData: { errorMessage: null } });
      expect(host.listeners.size).toBe(0);
      expect(vi.getTimerCount()).toBe(0);
    },
  );

  it('ignores messages from another origin, another window or of another shape', async () => {
    const host = new FakePopupHost();
    const result = track(openSocialPopup(URL, host));
    host.post({ status: 'SUCCESS' }, { origin: 'https://evil.test' });
    host.post({ status: 'SUCCESS' }, { source: {} });
    host.post({ status: 'SUCCESS' }, { source: null });
    host.post({ status: 'HACKED' });
    host.post('SUCCESS');
    await vi.advanceTimersByTimeAsync(0);
    expect(result.settled).toBe(false);

    host.post({ status: 'ERROR', callbackData: { errorMessage: 'Denied' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(result).toEqual({
      settled: true,
      value: { status: 'ERROR', callbackData: { errorMessage: 'Denied' } },
    });
  });

  it('checks every second whether the popup was closed, and then answers with no result', async () => {
    const host = new FakePopupHost();
    const result = track(openSocialPopup(URL, host));
    await vi.advanceTimersByTimeAsync(POPUP_CLOSED_CHECK_MS * 3);
    expect(result.settled).toBe(false);

    host.popup.closed = true;
    await vi.advanceTimersByTimeAsync(POPUP_CLOSED_CHECK_MS - 1);
    expect(result.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toEqual({ settled: true, value: null });
    expect(host.listeners.size).toBe(0);
  });

  it('answers with no result when the browser blocks the popup', async () => {
    const host = new FakePopupHost();
    host.blocksPopups = true;
    await expect(openSocialPopup(URL, host)).resolves.toBeNull();
    expect(host.listeners.size).toBe(0);
  });
});
