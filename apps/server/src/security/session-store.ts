import { and, eq, gt, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { preparedPerDatabase } from '../db/prepared';
import { sessions } from '../db/schema';
import { describeDevice } from './describe-device';
import { randomToken, sha256 } from './tokens';

/** The HttpOnly cookie holding the session token. */
export const SESSION_COOKIE = 'tonearm_session';
/** A session without "remember" ends after this long without a request (Laravel's default lifetime). */
export const SESSION_IDLE_MINUTES = 120;
/** "Stay signed in for a month" (doc 001 §9). */
export const REMEMBER_DAYS = 30;
// Writing last_active on every request would turn every read into a write; once a minute is enough for the list.
const TOUCH_INTERVAL_MS = 60_000;

export type SessionRecord = typeof sessions.$inferSelect;

export interface NewSession {
  userId: number;
  remember: boolean;
  ipAddress: string | null;
  userAgent: string | null;
}

/** A session token has 32 random bytes in base64url; anything else is not worth a database lookup. */
export function isWellFormedSessionToken(token: string | undefined): token is string {
  return token !== undefined && /^[A-Za-z0-9_-]{43}$/.test(token);
}

export function sessionExpiry(remember: boolean, now: Date): Date {
  const lifetime = remember ? REMEMBER_DAYS * 24 * 60 * 60_000 : SESSION_IDLE_MINUTES * 60_000;
  return new Date(now.getTime() + lifetime);
}

const sessionByToken = preparedPerDatabase((db) =>
  db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.token_hash, sql.placeholder('tokenHash')),
        gt(sessions.expires_at, sql.placeholder('now')),
      ),
    )
    .prepare('find_session'),
);

export async function findSession(db: Database, token: string, now: Date): Promise<SessionRecord | null> {
  return findSessionByHash(db, sha256(token), now);
}

/** The unexpired session whose token hashes to `tokenHash`. */
export async function findSessionByHash(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<SessionRecord | null> {
  const [row] = await sessionByToken(db).execute({ tokenHash, now });
  return row ?? null;
}

/** Creates a signed-in session; the plain token goes into the cookie and only its hash is stored. */
export async function createSession(
  db: Database,
  input: NewSession,
  now: Date,
): Promise<{ token: string; session: SessionRecord }> {
  const token = randomToken(32);
  const [session] = await db
    .insert(sessions)
    .values({
      token_hash: sha256(token),
      user_id: input.userId,
      remember: input.remember,
      ip_address: input.ipAddress,
      user_agent: input.userAgent,
      ...describeDevice(input.userAgent),
      last_active: now,
      expires_at: sessionExpiry(input.remember, now),
      created_at: now,
    })
    .returning();
  if (!session) throw new Error('Could not create the session');
  return { token, session };
}

/**
 * Records activity at most once a minute; sessions without "remember" slide their idle expiry. Requests of one
 * session that arrive together all read the same stale `last_active`: the condition lets only the first of them
 * write, on whichever instance, and the others change no row (no WAL write, no flush).
 */
export async function touchSession(db: Database, session: SessionRecord, now: Date): Promise<void> {
  if (now.getTime() - session.last_active.getTime() < TOUCH_INTERVAL_MS) return;
  const changes = session.remember
    ? { last_active: now }
    : { last_active: now, expires_at: sessionExpiry(false, now) };
  await db
    .update(sessions)
    .set(changes)
    .where(
      and(
        eq(sessions.id, session.id),
        lte(sessions.last_active, new Date(now.getTime() - TOUCH_INTERVAL_MS)),
      ),
    );
}

export async function destroySession(db: Database, sessionId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of the user except `keepSessionId` (password change, "log out other sessions"). */
export async function destroyOtherSessions(
  db: Database,
  userId: number,
  keepSessionId: number,
): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.user_id, userId), ne(sessions.id, keepSessionId)));
}
