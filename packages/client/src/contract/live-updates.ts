import * as z from 'zod/mini';

/** `GET live`: a server-sent events stream of live updates for a signed-in tab. */
export const LIVE_UPDATES_PATH = 'live';

/** The stream's events: the unread count moved, a notification arrived (with the new count), settings changed. */
export const LIVE_UPDATE_EVENTS = ['unread', 'notification', 'settings'] as const;
export type LiveUpdateEvent = (typeof LIVE_UPDATE_EVENTS)[number];

/**
 * The `live_updates` settings group: whether signed-in tabs stream live updates; they poll while it is off or
 * absent. Read from the bootstrap settings by the code that opens the stream, which loads after the first page, so
 * the first page's settings schema does not carry it.
 */
export const liveUpdatesSettingsSchema = z.looseObject({ enable: z.boolean() });
export type LiveUpdatesSettings = z.infer<typeof liveUpdatesSettingsSchema>;

/** Whether the bootstrap settings' `live_updates` group turns the stream on. */
export function isLiveUpdatesOn(settings: Readonly<Record<string, unknown>>): boolean {
  return z.safeParse(liveUpdatesSettingsSchema, settings.live_updates).data?.enable === true;
}

/** Data of the `unread` and `notification` events. */
export const liveUnreadCountSchema = z.object({ unreadCount: z.int().check(z.nonnegative()) });
export type LiveUnreadCount = z.infer<typeof liveUnreadCountSchema>;

/** The unread count an `unread` or `notification` event carries, or `null` when its data is not one. */
export function readLiveUnreadCount(data: string): number | null {
  try {
    const parsed = z.safeParse(liveUnreadCountSchema, JSON.parse(data));
    return parsed.success ? parsed.data.unreadCount : null;
  } catch {
    return null;
  }
}
