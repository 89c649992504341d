import { eq, ilike, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import * as z from 'zod';
import { qualified as q } from '../../db/qualified';
import { permissionRole, roles, roleUser } from '../../db/schema';
import { containsPattern, type ListDefinition, listFilter, timestampFilters } from '../list';

/** How many users hold the role, for a select over `roles`. */
export const usersCount = sql<number>`(select count(*)::int from ${roleUser}
  where ${q(roleUser.role_id)} = ${q(roles.id)})`;

/** How many permissions the role grants, for a select over `roles`. */
export const permissionsCount = sql<number>`(select count(*)::int from ${permissionRole}
  where ${q(permissionRole.role_id)} = ${q(roles.id)})`;

const flag = (column: AnyPgColumn) =>
  listFilter({ operators: ['='], value: z.boolean(), where: (_, value) => eq(column, value) });

/** What `GET admin/roles` lets an admin search, sort and filter by. */
export const ROLE_LIST: ListDefinition = {
  sorts: {
    name: sql`${roles.name}`,
    users_count: usersCount,
    permissions_count: permissionsCount,
    created_at: sql`${roles.created_at}`,
    updated_at: sql`${roles.updated_at}`,
  },
  defaultSort: { key: 'updated_at', dir: 'desc' },
  search: (text) =>
    or(ilike(roles.name, containsPattern(text)), ilike(roles.description, containsPattern(text))) ??
    sql`true`,
  filters: {
    default: flag(roles.is_default),
    guests: flag(roles.guests),
    ...timestampFilters(roles),
  },
  tieBreaker: sql`${roles.id}`,
};
