import { and, count, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { notifications } from '../db/schema';

/** How many notifications a user has not read yet (`unread_notifications_count`). */
export async function countUnreadNotifications(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.user_id, userId), isNull(notifications.read_at)));
  return row?.value ?? 0;
}
