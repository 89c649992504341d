import { getUser } from '@tonearm/client';
import { bootstrapDataSchema, isLiveUpdatesOn, LIVE_UPDATES_PATH } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { useBootstrapData, useBootstrapStore } from '@tonearm/shell';
import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { isNotificationsQueryKey } from '../notification-list/notifications-query';
import { setUnreadNotificationsCount } from '../unread-count/unread-count';
import { type LiveStream, LiveUnreadUpdates } from './live-unread-updates';
import { documentVisibility } from './page-visibility';

/** The browser's `EventSource`, or `null` where there is none. */
function eventSourceOpener(): ((url: string) => LiveStream) | null {
  if (typeof EventSource === 'undefined') return null;
  // The session cookie is the stream's credential, also when the API is on another origin.
  return (url) => new EventSource(url, { withCredentials: true });
}

/**
 * Keeps the bell's unread count and the notification lists current while the bell is mounted: through the live
 * updates stream (`GET live`) when the `live_updates` setting is on, by polling `GET users/me` otherwise or while
 * the stream is down; an admin's settings change reloads the bootstrap data.
 */
export function useLiveUnreadUpdates(): void {
  const http = useHttpClient();
  const store = useBootstrapStore();
  const { mutate } = useSWRConfig();
  const streamOn = isLiveUpdatesOn(useBootstrapData().settings);

  useEffect(() => {
    const open = streamOn ? eventSourceOpener() : null;
    const updates = new LiveUnreadUpdates({
      openStream: open && (() => open(http.url(LIVE_UPDATES_PATH))),
      fetchUnreadCount: async () => (await getUser(http, 'me')).user.unread_notifications_count ?? 0,
      onUnreadCount: (count) => setUnreadNotificationsCount(store, count),
      onNotification: () => void mutate(isNotificationsQueryKey),
      onSettingsChanged: () =>
        void http
          .get('bootstrap-data', { schema: bootstrapDataSchema, callName: 'GET bootstrap-data' })
          .then((fresh) => store.set(fresh))
          // The settings show on the next page load instead.
          .catch(() => undefined),
      visibility: documentVisibility(document),
      initialCount: store.get().user?.unread_notifications_count ?? 0,
    });
    updates.start();
    return () => updates.stop();
  }, [http, store, mutate, streamOn]);
}
