import type { NotificationChannelSelection, NotificationSubscriptionData } from '@tonearm/client/contract';

/** The channels picked per notification, keyed by `notif_id`. */
export type ChannelSelections = Readonly<Record<string, readonly string[]>>;

/**
 * The user's saved choices for every notification the server lists, limited to the channels it offers; a
 * notification without a saved choice starts with none.
 */
export function channelSelectionsFrom(data: NotificationSubscriptionData): ChannelSelections {
  const saved = new Map(data.user_selections.map((selection) => [selection.notif_id, selection.channels]));
  const available = new Set(data.available_channels);
  const selections: Record<string, readonly string[]> = {};
  for (const group of data.subscriptions) {
    for (const { notif_id } of group.subscriptions) {
      selections[notif_id] = (saved.get(notif_id) ?? []).filter((channel) => available.has(channel));
    }
  }
  return selections;
}

/** The body of `PUT notifications/me/subscriptions`: one `{notif_id, channels}` per notification (doc 001 §7). */
export function selectionsPayload(selections: ChannelSelections): {
  selections: NotificationChannelSelection[];
} {
  return {
    selections: Object.entries(selections).map(([notif_id, channels]) => ({
      notif_id,
      channels: [...channels],
    })),
  };
}

/** Whether the server lists any notification to choose channels for (doc 001 §2: none sends the user home). */
export function hasSubscriptions(data: NotificationSubscriptionData): boolean {
  return data.subscriptions.some((group) => group.subscriptions.length > 0);
}
