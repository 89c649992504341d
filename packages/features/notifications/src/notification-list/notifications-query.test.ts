import type { Notification, NotificationListResponse } from '@tonearm/client/contract';
import { describe, expect, it } from 'vitest';
import { isNotificationsQueryKey, notificationsQueryKey, withNotificationsRead } from './notifications-query';

const notification = (id: string, read_at: string | null): Notification => ({
  id,
  type: 'new_release',
  read_at,
  created_at: '2026-03-01T10:00:00.000Z',
  data: { lines: [{ content: id }] },
});

const page = (...data: Notification[]): NotificationListResponse => ({
  pagination: {
    current_page: 1,
    data,
    from: data.length ? 1 : null,
    last_page: 1,
    per_page: 30,
    to: data.length || null,
    total: data.length,
  },
});

describe('notification list queries', () => {
  it('keys each page and recognises every page key', () => {
    expect(notificationsQueryKey(2)).toEqual(['notifications', 2]);
    expect(isNotificationsQueryKey(notificationsQueryKey(1))).toBe(true);
    expect(isNotificationsQueryKey('notifications/me/subscriptions')).toBe(false);
    expect(isNotificationsQueryKey(['users/me'])).toBe(false);
  });

  it('marks only the named unread notifications as read', () => {
    const list = page(
      notification('a', null),
      notification('b', null),
      notification('c', '2026-03-02T00:00:00Z'),
    );
    const next = withNotificationsRead(list, new Set(['a', 'c']), '2026-03-10T12:00:00.000Z');
    expect(next.pagination.data.map((item) => item.read_at)).toEqual([
      '2026-03-10T12:00:00.000Z',
      null,
      '2026-03-02T00:00:00Z',
    ]);
  });

  it('marks every unread notification for "all"', () => {
    const list = page(notification('a', null), notification('b', null));
    const next = withNotificationsRead(list, 'all', '2026-03-10T12:00:00.000Z');
    expect(next.pagination.data.every((item) => item.read_at === '2026-03-10T12:00:00.000Z')).toBe(true);
    expect(next.pagination.total).toBe(2);
  });

  it('hands back the same page when nothing changes', () => {
    const list = page(notification('a', '2026-03-02T00:00:00Z'));
    expect(withNotificationsRead(list, 'all', '2026-03-10T12:00:00.000Z')).toBe(list);
  });
});
