import * as z from 'zod';

/** The PostgreSQL channel every instance listens on (`LISTEN tonearm_live`). */
export const LIVE_CHANNEL = 'tonearm_live';

/** What changed: a notification arrived, the unread count moved, or an admin saved the settings. */
export const LIVE_EVENT_KINDS = ['notification', 'unread', 'settings'] as const;
export type LiveEventKind = (typeof LIVE_EVENT_KINDS)[number];

/**
 * One NOTIFY payload, kept small (PostgreSQL caps it at 8,000 bytes): whose event, and its kind. The instance
 * holding that user's tabs reads what they need; `settings` goes to every tab.
 */
export const liveEventSchema = z.discriminatedUnion('k', [
  z.object({ k: z.enum(['notification', 'unread']), u: z.int().positive() }),
  z.object({ k: z.literal('settings') }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;

/** A payload from the channel, or `null` for one this version does not read. */
export function readLiveEvent(payload: string): LiveEvent | null {
  try {
    const parsed = liveEventSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
