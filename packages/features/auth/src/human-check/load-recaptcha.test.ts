// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRecaptcha, RECAPTCHA_LOAD_TIMEOUT_MS } from './load-recaptcha';

// Each test loads into a window of its own, as each page load of the app would.
function freshWindow(): Window {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  if (!frame.contentWindow) throw new Error('The frame has no window');
  return frame.contentWindow;
}

const scripts = (view: Window) => [...view.document.head.querySelectorAll('script')];

describe('loadRecaptcha', () => {
  let view: Window;
  beforeEach(() => {
    vi.useFakeTimers();
    view = freshWindow();
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('adds the provider script for the site key once and resolves when reCAPTCHA is ready', async () => {
    const recaptcha = { ready: (callback: () => void) => callback(), execute: async () => 'token' };
    const first = loadRecaptcha('key/1', view);
    expect(loadRecaptcha('key/1', view)).toBe(first);
    const [script, ...others] = scripts(view);
    expect(others).toEqual([]);
    expect(script?.src).toBe('https://www.google.com/recaptcha/api.js?render=key%2F1');
    Object.assign(view, { grecaptcha: recaptcha });
    script?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(recaptcha);
  });

  it('rejects when the script cannot be fetched, and tries again on the next call', async () => {
    const failed = loadRecaptcha('key', view);
    scripts(view)[0]?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('The reCAPTCHA script could not be loaded.');
    expect(scripts(view)).toHaveLength(0);
    void loadRecaptcha('key', view).catch(() => undefined);
    expect(scripts(view)).toHaveLength(1);
  });

  it('rejects when the provider has not loaded within the timeout', async () => {
    const outcome = expect(loadRecaptcha('key', view)).rejects.toThrow(
      'The reCAPTCHA script did not load in time.',
    );
    await vi.advanceTimersByTimeAsync(RECAPTCHA_LOAD_TIMEOUT_MS - 1);
    expect(scripts(view)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });

  it('rejects when the loaded script is not reCAPTCHA', async () => {
    const load = loadRecaptcha('key', view);
    scripts(view)[0]?.dispatchEvent(new Event('load'));
    await expect(load).rejects.toThrow('The reCAPTCHA script did not start.');
  });
});
