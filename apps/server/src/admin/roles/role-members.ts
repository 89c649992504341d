import type { RoleCandidate, RoleMember } from '@tonearm/client/contract';
import { and, asc, eq, ilike, notExists, or, type SQL, sql } from 'drizzle-orm';
import * as z from 'zod';
import { displayName } from '../../accounts/serialize-user';
import type { Database } from '../../db/connect';
import { roleUser, users } from '../../db/schema';
import { containsPattern, type ListDefinition, listFilter } from '../list';

/** What `GET admin/roles/{id}/users` lets an admin search and sort by. */
export const ROLE_MEMBER_LIST: ListDefinition = {
  sorts: {
    assigned_at: sql`${roleUser.created_at}`,
    email: sql`${users.email}`,
  },
  defaultSort: { key: 'assigned_at', dir: 'desc' },
  search: (text) =>
    or(
      ilike(users.email, containsPattern(text)),
      ilike(sql`concat_ws(' ', ${users.first_name}, ${users.last_name})`, containsPattern(text)),
    ) ?? sql`true`,
  filters: {
    verified: listFilter({
      operators: ['='],
      value: z.boolean(),
      where: (_, verified) =>
        verified ? sql`${users.email_verified_at} is not null` : sql`${users.email_verified_at} is null`,
    }),
  },
  tieBreaker: sql`${users.id}`,
};

const memberOf = (roleId: number, where: SQL | undefined) => and(eq(roleUser.role_id, roleId), where);

/** How many members of the role match `where`. */
export async function countMembers(db: Database, roleId: number, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(roleUser)
    .innerJoin(users, eq(users.id, roleUser.user_id))
    .where(memberOf(roleId, where));
  return row?.value ?? 0;
}

/** One page of the role's members matching `where`, in `order`. */
export async function memberRows(
  db: Database,
  roleId: number,
  where: SQL | undefined,
  order: SQL[],
  limit: number,
  offset: number,
): Promise<RoleMember[]> {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      first_name: users.first_name,
      last_name: users.last_name,
      image: users.image,
      assigned_at: roleUser.created_at,
    })
    .from(roleUser)
    .innerJoin(users, eq(users.id, roleUser.user_id))
    .where(memberOf(roleId, where))
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    display_name: displayName(row),
    image: row.image,
    assigned_at: row.assigned_at.toISOString(),
  }));
}

const CANDIDATE_LIMIT = 10;

/** Up to ten users who do not hold the role and whose name or email contains `text`, for the "Add members" picker. */
export async function memberCandidates(db: Database, roleId: number, text: string): Promise<RoleCandidate[]> {
  const search = text.trim() === '' ? undefined : ROLE_MEMBER_LIST.search?.(text.trim());
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      first_name: users.first_name,
      last_name: users.last_name,
      image: users.image,
    })
    .from(users)
    .where(
      and(
        notExists(
          db
            .select({ one: sql`1` })
            .from(roleUser)
            .where(and(eq(roleUser.user_id, users.id), eq(roleUser.role_id, roleId))),
        ),
        search,
      ),
    )
    .orderBy(asc(users.email))
    .limit(CANDIDATE_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    display_name: displayName(row),
    image: row.image,
  }));
}
