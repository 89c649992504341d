import { BootstrapStore } from '@tonearm/shell';
import { describe, expect, it, vi } from 'vitest';
import { notificationStoryData } from '../storybook/notification-story-data';
import { setUnreadNotificationsCount } from './unread-count';

describe('setUnreadNotificationsCount', () => {
  it("puts the server's count on the signed-in user and tells the subscribers", () => {
    const store = new BootstrapStore(notificationStoryData({ unreadCount: 3 }));
    const listener = vi.fn();
    store.subscribe(listener);
    setUnreadNotificationsCount(store, 0);
    expect(store.get().user?.unread_notifications_count).toBe(0);
    expect(store.get().user?.name).toBe('Nina Simone');
    expect(listener).toHaveBeenCalledOnce();
  });

  it('leaves the data alone when the count is already right', () => {
    const data = notificationStoryData({ unreadCount: 2 });
    const store = new BootstrapStore(data);
    setUnreadNotificationsCount(store, 2);
    expect(store.get()).toBe(data);
  });

  it('leaves a guest alone', () => {
    const data = notificationStoryData({ unreadCount: null });
    const store = new BootstrapStore(data);
    setUnreadNotificationsCount(store, 0);
    expect(store.get()).toBe(data);
  });
});
