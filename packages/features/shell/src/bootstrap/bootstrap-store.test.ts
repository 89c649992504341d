import { describe, expect, it, vi } from 'vitest';
import { storyBootstrapData } from '../storybook/story-bootstrap-data';
import { BootstrapStore } from './bootstrap-store';

describe('BootstrapStore', () => {
  it('notifies subscribers when the data is replaced and stops after unsubscribing', () => {
    const store = new BootstrapStore(storyBootstrapData());
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const signedIn = storyBootstrapData({ signedIn: true });
    store.set(signedIn);
    expect(store.get()).toBe(signedIn);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.set(storyBootstrapData());
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('does not notify when the same data is set again', () => {
    const data = storyBootstrapData();
    const store = new BootstrapStore(data);
    const listener = vi.fn();
    store.subscribe(listener);
    store.set(data);
    expect(listener).not.toHaveBeenCalled();
  });
});
