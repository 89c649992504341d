import { markAllNotificationsAsRead, markNotificationsAsRead } from '@tonearm/client';
import type { Notification, NotificationListResponse } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { showRequestError, useBootstrapStore } from '@tonearm/shell';
import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { setUnreadNotificationsCount } from '../unread-count/unread-count';
import { isNotificationsQueryKey, withNotificationsRead } from './notifications-query';

export interface NotificationActions {
  /** Marks an unread notification read (doc 000 §4); a read one is left alone. */
  markAsRead(notification: Notification): Promise<void>;
  /** 'Mark all as read'. */
  markAllAsRead(): Promise<void>;
  /** Whether 'Mark all as read' is in progress. */
  isMarkingAllAsRead: boolean;
  /** Loads every cached page of the list again. */
  refresh(): Promise<void>;
}

/**
 * Marking notifications read: the server's unread count goes on the bootstrap user (the bell's badge), and the
 * cached pages show the notifications read without waiting for a reload. Failures show the request error.
 */
export function useNotificationActions(): NotificationActions {
  const http = useHttpClient();
  const store = useBootstrapStore();
  const { mutate } = useSWRConfig();
  const [isMarkingAllAsRead, setMarkingAllAsRead] = useState(false);

  const markRead = useCallback(
    async (ids: ReadonlySet<string> | 'all') => {
      const { unreadCount } =
        ids === 'all'
          ? await markAllNotificationsAsRead(http)
          : await markNotificationsAsRead(http, { ids: [...ids] });
      setUnreadNotificationsCount(store, unreadCount);
      const readAt = new Date().toISOString();
      await mutate(
        isNotificationsQueryKey,
        (list: NotificationListResponse | undefined) => list && withNotificationsRead(list, ids, readAt),
        { revalidate: false },
      );
    },
    [http, store, mutate],
  );

  const markAsRead = useCallback(
    async (notification: Notification) => {
      if (notification.read_at) return;
      try {
        await markRead(new Set([notification.id]));
      } catch (error) {
        showRequestError(error);
      }
    },
    [markRead],
  );

  const markAllAsRead = useCallback(async () => {
    setMarkingAllAsRead(true);
    try {
      await markRead('all');
    } catch (error) {
      showRequestError(error);
    } finally {
      setMarkingAllAsRead(false);
    }
  }, [markRead]);

  const refresh = useCallback(async () => {
    await mutate(isNotificationsQueryKey);
  }, [mutate]);

  return { markAsRead, markAllAsRead, isMarkingAllAsRead, refresh };
}
