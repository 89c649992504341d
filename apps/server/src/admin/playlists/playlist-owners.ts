import type { AdminPlaylistOwner } from '@tonearm/client/contract';
import { asc, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { publicName } from '../../accounts/serialize-user';
import type { Database } from '../../db/connect';
import { users } from '../../db/schema';
import { containsPattern } from '../list';
import { userNameSql } from '../users/user-list';

const CHOICES = 10;
const ownerColumns = {
  id: users.id,
  first_name: users.first_name,
  last_name: users.last_name,
  email: users.email,
  image: users.image,
};

const asOwner = (row: {
  id: number;
  first_name: string | null;
  last_name: string | null;
  email: string;
  image: string | null;
}): AdminPlaylistOwner => ({
  id: row.id,
  name: publicName(row),
  email: row.email,
  image: row.image,
});

/** Up to ten accounts whose name or email holds `search`, by name; the users list's own indexes answer it. */
export async function searchOwners(db: Database, search: string): Promise<AdminPlaylistOwner[]> {
  const pattern = containsPattern(search);
  const rows = await db
    .select(ownerColumns)
    .from(users)
    .where(
      search === ''
        ? undefined
        : (or(ilike(users.email, pattern), sql`${userNameSql} ilike ${pattern}`) as SQL),
    )
    .orderBy(asc(userNameSql), asc(users.id))
    .limit(CHOICES);
  return rows.map(asOwner);
}

/** The accounts `ids` name, as the Owner filter shows them. */
export async function ownerChoices(db: Database, ids: number[]): Promise<AdminPlaylistOwner[]> {
  if (ids.length === 0) return [];
  const rows = await db.select(ownerColumns).from(users).where(inArray(users.id, ids));
  return rows.map(asOwner);
}
