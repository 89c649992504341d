import { eq, inArray } from 'drizzle-orm';
import * as z from 'zod';
import type { Database } from '../db/connect';
import { permissionRole, permissions } from '../db/schema';
import { catalogPermission, PERMISSION_CATALOGUE } from './permission-catalogue';

const MAX_RESTRICTIONS = 20;

const restrictionValueSchema = z.object({
  name: z.string().min(1).max(100),
  value: z.number().nullable(),
});

const grantSchema = z.object({
  name: z.string().min(1).max(100),
  restrictions: z.array(restrictionValueSchema).max(MAX_RESTRICTIONS).default([]),
});

/** A permission as a role, a plan or a user is given it: its name and the values of its restrictions. */
export type PermissionGrant = z.infer<typeof grantSchema>;

/**
 * Permissions as the admin's permission editor sends them, checked against the catalogue: a permission the product
 * does not check, a restriction the permission does not take, or a value of the wrong kind is refused naming the
 * field. A number restriction is a whole number of 0 or more, or `null` for unlimited; a yes/no one is `1` or `0`.
 */
export const permissionGrantsSchema = z
  .array(grantSchema)
  .max(PERMISSION_CATALOGUE.length)
  .superRefine((grants, context) => {
    const granted = new Set<string>();
    grants.forEach((grant, index) => {
      const refuse = (path: (string | number)[], message: string) =>
        context.addIssue({ code: 'custom', path: [index, ...path], message });
      const known = catalogPermission(grant.name);
      if (!known) {
        refuse(['name'], `There is no permission named ${grant.name}.`);
        return;
      }
      if (granted.has(grant.name)) refuse(['name'], `The ${grant.name} permission is given twice.`);
      granted.add(grant.name);
      const restricted = new Set<string>();
      grant.restrictions.forEach((restriction, position) => {
        const path = ['restrictions', position, 'value'];
        const definition = known.restrictions.find((candidate) => candidate.name === restriction.name);
        if (!definition) {
          refuse(
            ['restrictions', position, 'name'],
            `The ${grant.name} permission has no restriction named ${restriction.name}.`,
          );
        } else if (restricted.has(restriction.name)) {
          refuse(['restrictions', position, 'name'], `The ${restriction.name} restriction is given twice.`);
        } else if (definition.type === 'boolean' && restriction.value !== 0 && restriction.value !== 1) {
          refuse(path, `The ${restriction.name} restriction must be 1 (yes) or 0 (no).`);
        } else if (
          definition.type === 'number' &&
          restriction.value !== null &&
          !(Number.isSafeInteger(restriction.value) && restriction.value >= 0)
        ) {
          refuse(path, `The ${restriction.name} restriction must be a whole number of 0 or more, or empty.`);
        }
        restricted.add(restriction.name);
      });
    });
  });

/**
 * Replaces the permissions of `roleId` with `grants` (already checked against the catalogue). The check reads
 * `permission_role` on every request, so the role's members hold the new permissions from their next request.
 */
export async function replaceRolePermissions(
  db: Database,
  roleId: number,
  grants: PermissionGrant[],
): Promise<void> {
  await db.delete(permissionRole).where(eq(permissionRole.role_id, roleId));
  if (grants.length === 0) return;
  const rows = await db
    .select({ id: permissions.id, name: permissions.name })
    .from(permissions)
    .where(
      inArray(
        permissions.name,
        grants.map((grant) => grant.name),
      ),
    );
  const idOf = new Map(rows.map((row) => [row.name, row.id]));
  await db.insert(permissionRole).values(
    grants.map((grant) => {
      const id = idOf.get(grant.name);
      // The seed adds every catalogue permission at each start, so a checked grant always has its row.
      if (id === undefined) throw new Error(`The permission ${grant.name} has no row`);
      return { role_id: roleId, permission_id: id, restrictions: grant.restrictions };
    }),
  );
}
