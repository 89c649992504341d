import type { AdminRole, AdminRoleRow } from '@tonearm/client/contract';
import { eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/connect';
import { qualified as q } from '../../db/qualified';
import { roles } from '../../db/schema';
import { permissionsJson } from '../../roles/role-permissions';
import { permissionsCount, usersCount } from './role-list';

const rowFields = {
  id: roles.id,
  name: roles.name,
  description: roles.description,
  default: roles.is_default,
  guests: roles.guests,
  users_count: usersCount,
  permissions_count: permissionsCount,
  created_at: roles.created_at,
  updated_at: roles.updated_at,
};

type RowRecord = Omit<AdminRoleRow, 'created_at' | 'updated_at'> & { created_at: Date; updated_at: Date };

const toRow = (row: RowRecord): AdminRoleRow => ({
  ...row,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

/** The rows of the roles list for a condition and an order. */
export async function roleRows(
  db: Database,
  where: SQL | undefined,
  order: SQL[],
  limit: number,
  offset: number,
): Promise<AdminRoleRow[]> {
  const rows = await db
    .select(rowFields)
    .from(roles)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return rows.map(toRow);
}

/** A role with its permissions (names and restriction values), or `null` when there is none with that id. */
export async function adminRole(db: Database, id: number): Promise<AdminRole | null> {
  const [row] = await db
    .select({ ...rowFields, permissions: permissionsJson(q(roles.id)) })
    .from(roles)
    .where(eq(roles.id, id));
  if (!row) return null;
  const { permissions, ...fields } = row;
  return {
    ...toRow(fields),
    permissions: permissions.map((permission) => ({
      name: permission.name,
      restrictions: permission.restrictions,
    })),
  };
}
