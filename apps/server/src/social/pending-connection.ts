import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { pendingSocialConnections } from '../db/schema';
import { sha256 } from '../security/tokens';
import type { SocialIdentity } from './providers';

/** Time allowed to type the password after the popup asked for it. */
export const PENDING_CONNECTION_MINUTES = 10;

export interface PendingConnection {
  userId: number;
  service: string;
  identity: Pick<SocialIdentity, 'id' | 'username'>;
}

/** Remembers, for this browser's session, the provider account waiting to be connected to `userId`. */
export async function rememberPendingConnection(
  db: Database,
  sessionToken: string,
  pending: PendingConnection,
  now: Date,
): Promise<void> {
  const row = {
    user_id: pending.userId,
    service_name: pending.service,
    user_service_id: pending.identity.id,
    username: pending.identity.username,
    expires_at: new Date(now.getTime() + PENDING_CONNECTION_MINUTES * 60_000),
  };
  await db
    .insert(pendingSocialConnections)
    .values({ session_token_hash: sha256(sessionToken), ...row })
    .onConflictDoUpdate({ target: pendingSocialConnections.session_token_hash, set: row });
}

/** The connection waiting in this browser's session, `null` when there is none or it expired. */
export async function findPendingConnection(
  db: Database,
  sessionToken: string,
  now: Date,
): Promise<PendingConnection | null> {
  const [row] = await db
    .select()
    .from(pendingSocialConnections)
    .where(
      and(
        eq(pendingSocialConnections.session_token_hash, sha256(sessionToken)),
        gt(pendingSocialConnections.expires_at, now),
      ),
    );
  if (!row) return null;
  return {
    userId: row.user_id,
    service: row.service_name,
    identity: { id: row.user_service_id, username: row.username },
  };
}

export async function forgetPendingConnection(db: Database, sessionToken: string): Promise<void> {
  await db
    .delete(pendingSocialConnections)
    .where(eq(pendingSocialConnections.session_token_hash, sha256(sessionToken)));
}
