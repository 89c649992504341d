import { sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { LIVE_CHANNEL, type LiveEvent } from './live-event';

/**
 * Tells every instance's tabs that something changed, through PostgreSQL's NOTIFY: delivered once the surrounding
 * transaction commits (at once outside one), to every instance listening on the database, this one included.
 */
export async function publishLiveEvent(db: Database, event: LiveEvent): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(event)})`);
}

/** A notification for `userId` was created. */
export const notificationCreated = (userId: number): LiveEvent => ({ k: 'notification', u: userId });

/** Some of `userId`'s notifications were read. */
export const unreadCountChanged = (userId: number): LiveEvent => ({ k: 'unread', u: userId });

/** An admin saved the site's settings. */
export const settingsChanged = (): LiveEvent => ({ k: 'settings' });
