import { describe, expect, it } from 'vitest';
import { browserConnectivity } from './browser-connectivity';

// A window is an event target with a navigator; this one lets the test say whether it is online.
function fakeWindow(onLine: boolean) {
  return Object.assign(new EventTarget(), { navigator: { onLine } });
}

describe('browser connectivity', () => {
  it("reads the navigator's online flag", () => {
    expect(browserConnectivity(fakeWindow(true) as unknown as Window).isOnline()).toBe(true);
    expect(browserConnectivity(fakeWindow(false) as unknown as Window).isOnline()).toBe(false);
  });

  it("waits for the window's online event", async () => {
    const window = fakeWindow(false);
    let online = false;
    const waiting = browserConnectivity(window as unknown as Window)
      .whenOnline(new AbortController().signal)
      .then(() => {
        online = true;
      });
    await Promise.resolve();
    expect(online).toBe(false);
    window.navigator.onLine = true;
    window.dispatchEvent(new Event('online'));
    await waiting;
    expect(online).toBe(true);
  });

  it('stops waiting when aborted', async () => {
    const controller = new AbortController();
    const waiting = browserConnectivity(fakeWindow(false) as unknown as Window).whenOnline(controller.signal);
    controller.abort(new Error('cancelled'));
    await expect(waiting).rejects.toThrow('cancelled');
  });

  it('is always online outside a browser', async () => {
    const connectivity = browserConnectivity(undefined);
    expect(connectivity.isOnline()).toBe(true);
    await expect(connectivity.whenOnline(new AbortController().signal)).resolves.toBeUndefined();
  });
});
