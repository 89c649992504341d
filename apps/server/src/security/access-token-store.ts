import { ACCESS_TOKEN_ABILITIES, type AccessTokenAbility } from '@tonearm/client/contract';
import { and, desc, eq, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { personalAccessTokens } from '../db/schema';
import { constantTimeEqual, randomToken, sha256 } from './tokens';

export type AccessTokenRecord = typeof personalAccessTokens.$inferSelect;

// Like the session's last_active: recording every use would turn every API read into a write.
const LAST_USED_INTERVAL_MS = 60_000;

/** The abilities of a stored token as the contract names them; anything else stored is dropped. */
export function serializeAbilities(abilities: readonly string[]): AccessTokenAbility[] {
  return ACCESS_TOKEN_ABILITIES.filter((ability) => abilities.includes(ability));
}

/** Creates a token; the plain text (`id|secret`) is returned once and never stored. */
export async function createAccessToken(
  db: Database,
  userId: number,
  name: string,
  abilities: readonly AccessTokenAbility[],
  now: Date,
): Promise<{ token: AccessTokenRecord; plainTextToken: string }> {
  const secret = randomToken(30);
  const [token] = await db
    .insert(personalAccessTokens)
    .values({ user_id: userId, name, token_hash: sha256(secret), abilities: [...abilities], created_at: now })
    .returning();
  if (!token) throw new Error('Could not create the access token');
  return { token, plainTextToken: `${token.id}|${secret}` };
}

/** The token a `Bearer` value names, or `null` when it names none. */
export async function findAccessToken(db: Database, plainText: string): Promise<AccessTokenRecord | null> {
  const separator = plainText.indexOf('|');
  const id = Number(plainText.slice(0, separator));
  const secret = plainText.slice(separator + 1);
  if (separator < 1 || !Number.isSafeInteger(id) || secret === '') return null;
  const [token] = await db.select().from(personalAccessTokens).where(eq(personalAccessTokens.id, id));
  if (!token || !constantTimeEqual(token.token_hash, sha256(secret))) return null;
  return token;
}

export async function touchAccessToken(db: Database, token: AccessTokenRecord, now: Date): Promise<void> {
  if (token.last_used_at && now.getTime() - token.last_used_at.getTime() < LAST_USED_INTERVAL_MS) return;
  // As for sessions: of the requests that read the same stale time together, only the first writes.
  const stale = new Date(now.getTime() - LAST_USED_INTERVAL_MS);
  await db
    .update(personalAccessTokens)
    .set({ last_used_at: now })
    .where(
      and(
        eq(personalAccessTokens.id, token.id),
        or(isNull(personalAccessTokens.last_used_at), lte(personalAccessTokens.last_used_at, stale)),
      ),
    );
}

export async function listAccessTokens(db: Database, userId: number): Promise<AccessTokenRecord[]> {
  return db
    .select()
    .from(personalAccessTokens)
    .where(eq(personalAccessTokens.user_id, userId))
    .orderBy(desc(personalAccessTokens.id));
}

/** Deletes one of the user's tokens; `false` when the user has no such token. */
export async function deleteAccessToken(db: Database, userId: number, tokenId: number): Promise<boolean> {
  const deleted = await db
    .delete(personalAccessTokens)
    .where(and(eq(personalAccessTokens.id, tokenId), eq(personalAccessTokens.user_id, userId)))
    .returning({ id: personalAccessTokens.id });
  return deleted.length > 0;
}

/** Revokes every token of the user: after a password change or reset, what the old password let out must stop. */
export async function revokeAccessTokens(db: Database, userId: number): Promise<void> {
  await db.delete(personalAccessTokens).where(eq(personalAccessTokens.user_id, userId));
}
