import { ADMIN_PERMISSION } from '@tonearm/client/rules';
import { asc, eq } from 'drizzle-orm';
import * as z from 'zod';
import type { Database } from '../db/connect';
import { permissionRole, permissions, roleUser, users } from '../db/schema';
import { readSetting } from '../settings/settings-store';

const mailSettingsSchema = z.looseObject({ contact_page_address: z.email().nullable().optional() });

/**
 * Where visitor messages go: the `mail.contact_page_address` setting when the operator set one, otherwise the
 * first admin's address, so a fresh site's messages reach someone without any configuration.
 */
export async function contactAddress(db: Database): Promise<string | null> {
  const configured = mailSettingsSchema.safeParse(await readSetting(db, 'mail')).data?.contact_page_address;
  if (configured) return configured;
  const [admin] = await db
    .select({ email: users.email })
    .from(users)
    .innerJoin(roleUser, eq(roleUser.user_id, users.id))
    .innerJoin(permissionRole, eq(permissionRole.role_id, roleUser.role_id))
    .innerJoin(permissions, eq(permissions.id, permissionRole.permission_id))
    .where(eq(permissions.name, ADMIN_PERMISSION))
    .orderBy(asc(users.id))
    .limit(1);
  return admin?.email ?? null;
}
