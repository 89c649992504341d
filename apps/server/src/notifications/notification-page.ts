import { sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { preparedPerDatabase } from '../db/prepared';
import { qualified as q } from '../db/qualified';
import { notifications } from '../db/schema';

/** A notification as the list sends it. */
export interface NotificationItem {
  id: string;
  type: string;
  read_at: string | null;
  created_at: string;
  data: Record<string, unknown>;
}

const page = sql.identifier('page');
const pageColumn = (name: string) => sql`${page}.${sql.identifier(name)}`;

/** The user's total and one page of their notifications, newest first, in one statement. */
const notificationPageQuery = preparedPerDatabase((db) =>
  db
    .select({
      total: sql<number>`(select count(*) from ${notifications}
        where ${q(notifications.user_id)} = ${sql.placeholder('userId')})`.mapWith(Number),
      items: sql<NotificationItem[]>`(select coalesce(json_agg(${page}
        order by ${pageColumn('created_at')} desc, ${pageColumn('id')} desc), '[]'::json)
        from (select ${q(notifications.id)}, ${q(notifications.type)}, ${q(notifications.read_at)},
          ${q(notifications.created_at)}, ${q(notifications.data)} from ${notifications}
          where ${q(notifications.user_id)} = ${sql.placeholder('userId')}
          order by ${q(notifications.created_at)} desc, ${q(notifications.id)} desc
          limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}) as ${page})`,
    })
    .from(sql`(select 1) as list`)
    .prepare('notification_page'),
);

// PostgreSQL writes JSON timestamps with microseconds and an offset; the API sends JavaScript's ISO form.
const iso = (value: string) => new Date(value).toISOString();

export async function readNotificationPage(
  db: Database,
  userId: number,
  pageNumber: number,
  perPage: number,
): Promise<{ total: number; items: NotificationItem[] }> {
  const [row] = await notificationPageQuery(db).execute({
    userId,
    limit: perPage,
    offset: (pageNumber - 1) * perPage,
  });
  return {
    total: row?.total ?? 0,
    items: (row?.items ?? []).map((item) => ({
      id: item.id,
      type: item.type,
      read_at: item.read_at === null ? null : iso(item.read_at),
      created_at: iso(item.created_at),
      data: item.data,
    })),
  };
}
