import { and, eq, gt, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import * as z from 'zod';
import { GRACE_STATUSES } from '../../billing/subscription-state';
import { qualified as q } from '../../db/qualified';
import { roles, roleUser, subscriptions, users } from '../../db/schema';
import { containsPattern, type ListDefinition, listFilter } from '../list';

/** The display name as the list sorts and searches it; an expression index covers it (migration 0031). */
export const userNameSql = sql`lower(btrim(coalesce(${users.first_name}, '') || ' ' || coalesce(${users.last_name}, '')))`;
// Never-active users sort last either way: the indexed expression puts them below every real time.
const lastActiveSql = sql`coalesce(${users.last_active_at}, '-infinity'::timestamptz)`;

/** A suspension in force at `now`, as SQL (`isSuspended` in accounts/suspension-rules.ts). */
export function suspendedSql(now: Date): SQL {
  return and(isNotNull(users.banned_at), or(isNull(users.banned_until), gt(users.banned_until, now))) as SQL;
}

/** Holds a subscription that grants its plan at `now` (`subscriptionState`'s `valid`). */
export function subscribedSql(now: Date): SQL {
  return sql`exists (select 1 from ${subscriptions} where ${q(subscriptions.user_id)} = ${q(users.id)}
    and ${q(subscriptions.status)} in (${sql.join(
      [...GRACE_STATUSES].map((status) => sql`${status}`),
      sql`, `,
    )})
    and (${q(subscriptions.ends_at)} is null or ${q(subscriptions.ends_at)} > ${now}))`;
}

const holdsRole = (roleId: number) =>
  sql`exists (select 1 from ${roleUser} where ${q(roleUser.user_id)} = ${q(users.id)}
    and ${q(roleUser.role_id)} = ${roleId})`;

const yesNo = (condition: SQL, value: boolean): SQL => (value ? condition : sql`not (${condition})`);

/** `GET admin/users`: search by name or email, the four sorts and the five filters of the users list. */
export function userListDefinition(now: Date): ListDefinition {
  return {
    sorts: {
      name: userNameSql,
      email: sql`${users.email}`,
      created_at: sql`${users.created_at}`,
      last_active: lastActiveSql,
    },
    defaultSort: { key: 'created_at', dir: 'desc' },
    search: (text) => {
      const pattern = containsPattern(text);
      return or(ilike(users.email, pattern), sql`${userNameSql} ilike ${pattern}`) as SQL;
    },
    filters: {
      role: listFilter({
        operators: ['=', '!='],
        value: z.number().int().positive(),
        where: (operator, roleId) => yesNo(holdsRole(roleId), operator === '='),
      }),
      subscribed: listFilter({
        operators: ['='],
        value: z.boolean(),
        where: (_, value) => yesNo(subscribedSql(now), value),
      }),
      suspended: listFilter({
        operators: ['='],
        value: z.boolean(),
        where: (_, value) => yesNo(suspendedSql(now), value),
      }),
      email_verified: listFilter({
        operators: ['='],
        value: z.boolean(),
        where: (_, value) => (value ? isNotNull(users.email_verified_at) : isNull(users.email_verified_at)),
      }),
      created_at: listFilter({
        operators: ['between'],
        value: z.object({ start: z.iso.datetime({ offset: true }), end: z.iso.datetime({ offset: true }) }),
        where: (_, range) =>
          sql`${users.created_at} between ${new Date(range.start)} and ${new Date(range.end)}`,
      }),
    },
    tieBreaker: sql`${users.id}`,
  };
}

/** The role chips of each row, read with the row. */
export const rolesOfRowSql = sql<{ id: number; name: string }[]>`(select coalesce(json_agg(json_build_object(
    'id', ${q(roles.id)}, 'name', ${q(roles.name)}) order by ${q(roles.id)}), '[]'::json)
  from ${roleUser} inner join ${roles} on ${q(roles.id)} = ${q(roleUser.role_id)}
  where ${q(roleUser.user_id)} = ${q(users.id)})`;

/** The columns of a row of the list (and of the CSV export). */
export function userRowColumns(now: Date) {
  return {
    id: users.id,
    first_name: users.first_name,
    last_name: users.last_name,
    email: users.email,
    image: users.image,
    email_verified_at: users.email_verified_at,
    banned_at: users.banned_at,
    banned_until: users.banned_until,
    ban_reason: users.ban_reason,
    last_active_at: users.last_active_at,
    created_at: users.created_at,
    roles: rolesOfRowSql,
    subscribed: subscribedSql(now).mapWith(Boolean),
  };
}

export const userById = (id: number) => eq(users.id, id);
