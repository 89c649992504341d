import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastApi } from './toast';
import { ToastQueue } from './use-toast-queue';

function shownToast(queue: ToastQueue, message: string, options?: Parameters<ToastQueue['show']>[1]) {
  const id = queue.show(message, options);
  queue.markShown(id);
  return id;
}

describe('ToastQueue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows one toast at a time: a new toast replaces the current one', () => {
    const queue = new ToastQueue();
    queue.show('First');
    queue.show('Second');
    expect(queue.getSnapshot()?.message).toBe('Second');
  });

  it('does not bring a replaced toast back when the newer one is dismissed', () => {
    const queue = new ToastQueue();
    queue.show('First');
    const second = queue.show('Second');
    queue.dismiss(second);
    expect(queue.getSnapshot()).toBeNull();
  });

  it('dismisses a positive toast 3000 ms after it is shown', () => {
    const queue = new ToastQueue();
    shownToast(queue, 'Saved', { type: 'positive' });
    vi.advanceTimersByTime(2999);
    expect(queue.getSnapshot()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(queue.getSnapshot()).toBeNull();
  });

  it('dismisses a danger toast 8000 ms after it is shown', () => {
    const queue = new ToastQueue();
    shownToast(queue, 'Failed', { type: 'danger' });
    vi.advanceTimersByTime(7999);
    expect(queue.getSnapshot()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(queue.getSnapshot()).toBeNull();
  });

  it('never expires a loading toast', () => {
    const queue = new ToastQueue();
    shownToast(queue, 'Uploading', { type: 'loading' });
    vi.advanceTimersByTime(24 * 60 * 60 * 1000);
    expect(queue.getSnapshot()?.message).toBe('Uploading');
  });

  it('honours a custom duration', () => {
    const queue = new ToastQueue();
    shownToast(queue, 'Copied', { duration: 1000 });
    vi.advanceTimersByTime(1000);
    expect(queue.getSnapshot()).toBeNull();
  });

  it('does not start the timer before the toast is shown', () => {
    const queue = new ToastQueue();
    const id = queue.show('Saved');
    vi.advanceTimersByTime(10_000);
    expect(queue.getSnapshot()?.id).toBe(id);
    queue.markShown(id);
    vi.advanceTimersByTime(2999);
    expect(queue.getSnapshot()?.id).toBe(id);
    vi.advanceTimersByTime(1);
    expect(queue.getSnapshot()).toBeNull();
  });

  it('gives a replacing toast its full duration', () => {
    const queue = new ToastQueue();
    shownToast(queue, 'First');
    vi.advanceTimersByTime(2500);
    shownToast(queue, 'Second');
    vi.advanceTimersByTime(2999);
    expect(queue.getSnapshot()?.message).toBe('Second');
    vi.advanceTimersByTime(1);
    expect(queue.getSnapshot()).toBeNull();
  });

  it('pauses while hovered and resumes with the time that was left', () => {
    const queue = new ToastQueue();
    const id = shownToast(queue, 'Saved');
    vi.advanceTimersByTime(1000);
    queue.hold(id, 'hovered');
    vi.advanceTimersByTime(60_000);
    expect(queue.getSnapshot()?.id).toBe(id);
    queue.release(id, 'hovered');
    vi.advanceTimersByTime(1999);
    expect(queue.getSnapshot()?.id).toBe(id);
    vi.advanceTimersByTime(1);
    expect(queue.getSnapshot()).toBeNull();
  });

  it('stays paused while focused even after the pointer leaves', () => {
    const queue = new ToastQueue();
    const id = shownToast(queue, 'Saved');
    queue.hold(id, 'hovered');
    queue.hold(id, 'focused');
    queue.release(id, 'hovered');
    vi.advanceTimersByTime(60_000);
    expect(queue.getSnapshot()?.id).toBe(id);
    queue.release(id, 'focused');
    vi.advanceTimersByTime(3000);
    expect(queue.getSnapshot()).toBeNull();
  });

  it('pauses while the document is hidden and resumes when it is visible again', () => {
    const queue = new ToastQueue();
    const id = shownToast(queue, 'Saved');
    vi.advanceTimersByTime(500);
    queue.setDocumentHidden(true);
    vi.advanceTimersByTime(60_000);
    expect(queue.getSnapshot()?.id).toBe(id);
    queue.setDocumentHidden(false);
    vi.advanceTimersByTime(2499);
    expect(queue.getSnapshot()?.id).toBe(id);
    vi.advanceTimersByTime(1);
    expect(queue.getSnapshot()).toBeNull();
  });

  it('does not start a toast shown while the document is hidden until the document is visible', () => {
    const queue = new ToastQueue();
    queue.setDocumentHidden(true);
    const id = shownToast(queue, 'Saved');
    vi.advanceTimersByTime(60_000);
    expect(queue.getSnapshot()?.id).toBe(id);
    queue.setDocumentHidden(false);
    vi.advanceTimersByTime(3000);
    expect(queue.getSnapshot()).toBeNull();
  });

  it('does not let a hover held by a replaced toast pause the next toast', () => {
    const queue = new ToastQueue();
    const first = shownToast(queue, 'First');
    queue.hold(first, 'hovered');
    shownToast(queue, 'Second');
    vi.advanceTimersByTime(3000);
    expect(queue.getSnapshot()).toBeNull();
  });

  it('ignores a late hover release or hold from a toast that is gone', () => {
    const queue = new ToastQueue();
    const first = shownToast(queue, 'First');
    const second = shownToast(queue, 'Second');
    queue.hold(second, 'hovered');
    queue.release(first, 'hovered');
    queue.hold(first, 'focused');
    vi.advanceTimersByTime(60_000);
    expect(queue.getSnapshot()?.id).toBe(second);
    queue.release(second, 'hovered');
    vi.advanceTimersByTime(3000);
    expect(queue.getSnapshot()).toBeNull();
  });

  it('dismisses only the toast whose id is given', () => {
    const queue = new ToastQueue();
    const first = queue.show('First');
    const second = queue.show('Second');
    queue.dismiss(first);
    expect(queue.getSnapshot()?.id).toBe(second);
    queue.dismiss();
    expect(queue.getSnapshot()).toBeNull();
  });

  it('updates a toast in place when its id is reused, restarting its duration', () => {
    const queue = new ToastQueue();
    const id = shownToast(queue, 'Uploading', { type: 'loading' });
    vi.advanceTimersByTime(10_000);
    queue.show('Uploaded', { id, type: 'positive' });
    queue.markShown(id);
    expect(queue.getSnapshot()).toMatchObject({ id, message: 'Uploaded', type: 'positive' });
    vi.advanceTimersByTime(3000);
    expect(queue.getSnapshot()).toBeNull();
  });

  it('creates 6-character ids of letters and digits', () => {
    const queue = new ToastQueue();
    const ids = new Set(Array.from({ length: 50 }, () => queue.show('Saved')));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{6}$/);
  });

  it('notifies subscribers when a toast is shown or dismissed, and not after unsubscribing', () => {
    const queue = new ToastQueue();
    const listener = vi.fn();
    const unsubscribe = queue.subscribe(listener);
    const id = queue.show('Saved');
    queue.dismiss(id);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    queue.show('Again');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps the same snapshot while a toast is paused and resumed', () => {
    const queue = new ToastQueue();
    const id = shownToast(queue, 'Saved');
    const before = queue.getSnapshot();
    queue.hold(id, 'hovered');
    queue.release(id, 'hovered');
    expect(queue.getSnapshot()).toBe(before);
  });
});

describe('toast()', () => {
  it('shows typed toasts through its shortcuts and dismisses by id', () => {
    const queue = new ToastQueue();
    const toast = createToastApi(queue);
    toast.danger('Could not save');
    expect(queue.getSnapshot()).toMatchObject({ type: 'danger', duration: 8000 });
    toast.positive('Saved');
    expect(queue.getSnapshot()).toMatchObject({ type: 'positive', duration: 3000 });
    const id = toast.loading('Uploading');
    expect(queue.getSnapshot()).toMatchObject({ type: 'loading', duration: Number.POSITIVE_INFINITY });
    toast.dismiss(id);
    expect(queue.getSnapshot()).toBeNull();
  });

  it('shows a positive toast by default, with its action and position', () => {
    const queue = new ToastQueue();
    const toast = createToastApi(queue);
    toast('Playlist created', { action: { label: 'Open', href: '/playlists/1' }, position: 'bottom-right' });
    expect(queue.getSnapshot()).toMatchObject({
      type: 'positive',
      action: { label: 'Open', href: '/playlists/1' },
      position: 'bottom-right',
    });
  });
});
