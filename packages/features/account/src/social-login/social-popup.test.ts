import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openSocialPopup, type PopupWindowPorts } from './social-popup';

type Listener = Parameters<PopupWindowPorts['onMessage']>[0];

function fakeBrowser({ blocked = false } = {}) {
  const popup = { closed: false };
  const listeners = new Set<Listener>();
  const ports: PopupWindowPorts = {
    open: vi.fn(() => (blocked ? null : popup)),
    onMessage: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    origin: 'https://music.example.com',
    screen: { width: 1650, height: 1050 },
  };
  const post = (data: unknown, origin = ports.origin, source: unknown = popup) => {
    for (const listener of [...listeners]) listener({ data, origin, source } as MessageEvent);
  };
  return { popup, ports, post, listeners };
}

const success = { status: 'SUCCESS', callbackData: { errorMessage: null } };

describe('openSocialPopup', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens a centred 650x550 popup', () => {
    const { ports } = fakeBrowser();
    void openSocialPopup('https://music.example.com/secure/auth/social/google/connect', ports);
    expect(ports.open).toHaveBeenCalledWith(
      'https://music.example.com/secure/auth/social/google/connect',
      'width=650,height=550,left=500,top=250',
    );
  });

  it('resolves with the result the popup posts from the same origin, and stops listening', async () => {
    const { ports, post, listeners } = fakeBrowser();
    const result = openSocialPopup('/connect', ports);
    post(success);
    await expect(result).resolves.toEqual(success);
    expect(listeners.size).toBe(0);
  });

  it('ignores messages from another origin, another window or of another shape', async () => {
    const { ports, post, popup } = fakeBrowser();
    const result = openSocialPopup('/connect', ports);
    post(success, 'https://evil.example');
    post(success, ports.origin, {});
    post({ status: 'HACKED' });
    post({
      status: 'ERROR',
      callbackData: { errorMessage: 'Sign-in with Google is not configured on this site.' },
    });
    await expect(result).resolves.toEqual({
      status: 'ERROR',
      callbackData: { errorMessage: 'Sign-in with Google is not configured on this site.' },
    });
    expect(popup.closed).toBe(false);
  });

  it('checks every second whether the popup was closed, and then resolves the empty result', async () => {
    const { ports, popup, listeners } = fakeBrowser();
    let settled: unknown = 'pending';
    void openSocialPopup('/connect', ports).then((value) => {
      settled = value;
    });
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(999);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBeNull();
    expect(listeners.size).toBe(0);
  });

  it('resolves the empty result when the browser blocks the popup', async () => {
    const { ports } = fakeBrowser({ blocked: true });
    await expect(openSocialPopup('/connect', ports)).resolves.toBeNull();
  });
});
