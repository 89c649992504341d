import { getNotificationSubscriptions, updateNotificationSubscriptions } from '@tonearm/client';
import type { NotificationSubscriptionData } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { showRequestError, useTrans } from '@tonearm/shell';
import { toast } from '@tonearm/ui';
import { useState } from 'react';
import useSWR from 'swr';
import { useBrowserNotifications } from './browser-notifications-context';
import { BROWSER_CHANNEL, mayEnableBrowserChannel } from './browser-permission';
import { type ChannelSelections, channelSelectionsFrom, selectionsPayload } from './channel-selections';

/** The query key of the channel preferences; the query policy never treats it as stale (doc 001 §9). */
export const NOTIFICATION_SUBSCRIPTIONS_QUERY_KEY = 'notifications/me/subscriptions';

export interface NotificationSettings {
  /** What the server offers and the user saved; `undefined` while loading. */
  data: NotificationSubscriptionData | undefined;
  error: unknown;
  retry(): void;
  /** The channels picked per notification, with the user's unsaved changes. */
  selections: ChannelSelections;
  /** Picks the channels of one notification; turning the browser channel on asks the browser first. */
  choose(notifId: string, channels: string[]): Promise<void>;
  /** Whether the browser blocks this site's notifications (doc 000 §8). */
  isBrowserBlocked: boolean;
  /** Saves every notification's channels ('Updated preferences'). */
  save(): Promise<void>;
  isSaving: boolean;
}

/** Channel preferences per notification (doc 001 §2, §7): `GET` and `PUT notifications/me/subscriptions`. */
export function useNotificationSettings(): NotificationSettings {
  const http = useHttpClient();
  const browser = useBrowserNotifications();
  const { trans } = useTrans();
  const query = useSWR(NOTIFICATION_SUBSCRIPTIONS_QUERY_KEY, () => getNotificationSubscriptions(http));
  const [edited, setEdited] = useState<ChannelSelections | null>(null);
  const [isBrowserBlocked, setBrowserBlocked] = useState(() => browser.permission() === 'denied');
  const [isSaving, setSaving] = useState(false);
  const saved = query.data ? channelSelectionsFrom(query.data) : {};
  const selections = edited ?? saved;

  const choose = async (notifId: string, channels: string[]) => {
    const before = selections[notifId] ?? [];
    let next = channels;
    if (channels.includes(BROWSER_CHANNEL) && !before.includes(BROWSER_CHANNEL)) {
      const allowed = await mayEnableBrowserChannel(browser);
      const blocked = browser.permission() === 'denied';
      setBrowserBlocked(blocked);
      if (blocked)
        toast.danger(trans('Notifications blocked. Please enable them for this site from browser settings.'));
      if (!allowed) next = channels.filter((channel) => channel !== BROWSER_CHANNEL);
    }
    setEdited((current) => ({ ...(current ?? saved), [notifId]: next }));
  };

  const save = async () => {
    if (!query.data) return;
    setSaving(true);
    try {
      const payload = selectionsPayload(selections);
      await updateNotificationSubscriptions(http, payload);
      // Never stale: the cache takes the saved choices instead of asking the server again.
      await query.mutate({ ...query.data, user_selections: payload.selections }, { revalidate: false });
      setEdited(null);
      toast.positive(trans('Updated preferences'));
    } catch (error) {
      showRequestError(error);
    } finally {
      setSaving(false);
    }
  };

  return {
    data: query.data,
    error: query.error as unknown,
    retry: () => void query.mutate(),
    selections,
    choose,
    isBrowserBlocked,
    save,
    isSaving,
  };
}
