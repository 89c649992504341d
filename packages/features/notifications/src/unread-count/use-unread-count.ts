import { getUser } from '@tonearm/client';
import { useHttpClient } from '@tonearm/client/react';
import { useBootstrapStore, useCurrentUser } from '@tonearm/shell';
import { useCallback } from 'react';
import { setUnreadNotificationsCount } from './unread-count';

/** The signed-in user's unread notifications, as the bootstrap data holds them; 0 for a guest. */
export function useUnreadCount(): number {
  return useCurrentUser()?.unread_notifications_count ?? 0;
}

/**
 * Asks the server for the unread count again (`GET users/me`), after a change that reads notifications on the
 * server's side (answering an invitation). A failure keeps the count shown: the action itself succeeded.
 */
export function useRefreshUnreadCount(): () => Promise<void> {
  const http = useHttpClient();
  const store = useBootstrapStore();
  return useCallback(async () => {
    try {
      const { user } = await getUser(http, 'me');
      setUnreadNotificationsCount(store, user.unread_notifications_count ?? 0);
    } catch {
      // The badge is corrected by the next change or page load.
    }
  }, [http, store]);
}
