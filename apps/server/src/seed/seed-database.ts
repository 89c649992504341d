import { count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import {
  permissionRole,
  permissions,
  roles,
  roleUser,
  serverSecrets,
  settings,
  themes,
  users,
} from '../db/schema';
import { DEFAULT_ROLES } from '../roles/default-roles';
import { PERMISSION_CATALOGUE } from '../roles/permission-catalogue';
import { hashPassword } from '../security/passwords';
import { randomToken } from '../security/tokens';
import { addMissingAdminMenu } from '../settings/admin-menu';
import { DEFAULT_SETTINGS } from '../settings/default-settings';
import { DEFAULT_THEMES } from '../settings/default-themes';
import { seedBillingPlans } from './seed-billing-plans';
import { DEMO_LISTENER_PASSWORD, seedDemoListener } from './seed-demo-listener';
import { seedLegalPages } from './seed-legal-pages';

// Same idea as the migration lock: two instances starting together seed once.
const SEED_LOCK_ID = 7_412_904;

/** The secret that signs XSRF tokens; shared through the database so every instance accepts every token. */
export const APP_KEY_SECRET = 'app_key';

export interface SeedOptions {
  adminEmail: string;
  adminPassword: string;
}

export interface SeedResult {
  /** Set when this start created the first admin account. */
  createdAdmin: { email: string } | null;
  /** Set when this start created the demo listener account. */
  createdDemoListener: { email: string; password: string } | null;
}

/**
 * Fills what an empty database needs (roles, themes, the first admin, the demo content: plans, legal pages used as
 * registration policies, a demo listener) and, at every start, adds permissions, settings keys and secrets that
 * are missing, without touching what the operator changed.
 */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_ID})`);

    await tx
      .insert(permissions)
      .values(PERMISSION_CATALOGUE.map(({ restrictions: _, ...permission }) => permission))
      .onConflictDoNothing({ target: permissions.name });

    const [roleCount] = await tx.select({ value: count() }).from(roles);
    if (roleCount?.value === 0) {
      const catalogue = await tx.select({ id: permissions.id, name: permissions.name }).from(permissions);
      const permissionId = new Map(catalogue.map((permission) => [permission.name, permission.id]));
      for (const seed of DEFAULT_ROLES) {
        const [role] = await tx
          .insert(roles)
          .values({
            name: seed.name,
            description: seed.description,
            guests: seed.guests ?? false,
            is_default: seed.is_default ?? false,
          })
          .returning({ id: roles.id });
        if (!role) throw new Error(`Could not create the ${seed.name} role`);
        await tx.insert(permissionRole).values(
          seed.permissions.map((name) => {
            const id = permissionId.get(name);
            if (id === undefined)
              throw new Error(`The ${seed.name} role names an unknown permission: ${name}`);
            return { role_id: role.id, permission_id: id };
          }),
        );
      }
    }

    const [userCount] = await tx.select({ value: count() }).from(users);
    // Demo content goes only into a database nobody has used yet, so an operator's deletions stay deleted.
    const fresh = userCount?.value === 0;

    const defaults: Record<string, unknown> = { ...DEFAULT_SETTINGS };
    if (fresh) {
      defaults.registration = {
        ...(DEFAULT_SETTINGS.registration as object),
        policies: await seedLegalPages(tx),
      };
    }
    const [themeCount] = await tx.select({ value: count() }).from(themes);
    if (themeCount?.value === 0) {
      const created = await tx.insert(themes).values(DEFAULT_THEMES).returning();
      const light = created.find((theme) => theme.default_light);
      const dark = created.find((theme) => theme.default_dark);
      defaults.themes = {
        ...(DEFAULT_SETTINGS.themes as object),
        default_id: light?.id ?? null,
        default_light: light?.id ?? null,
        default_dark: dark?.id ?? null,
      };
    }
    await tx
      .insert(settings)
      .values(Object.entries(defaults).map(([name, value]) => ({ name, value })))
      .onConflictDoNothing({ target: settings.name });
    // `menus` was stored before the admin area had a menu: the merge above keeps a stored key whole.
    await addMissingAdminMenu(tx);

    await tx
      .insert(serverSecrets)
      .values({ name: APP_KEY_SECRET, value: randomToken(32) })
      .onConflictDoNothing({ target: serverSecrets.name });

    if (!fresh) return { createdAdmin: null, createdDemoListener: null };
    const [admin] = await tx
      .insert(users)
      .values({
        email: options.adminEmail,
        password: await hashPassword(options.adminPassword),
        first_name: 'Admin',
        email_verified_at: new Date(),
      })
      .returning({ id: users.id });
    const adminRoles = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(inArray(roles.name, ['admin', 'user']));
    if (!admin) throw new Error('Could not create the admin account');
    if (adminRoles.length > 0) {
      await tx.insert(roleUser).values(adminRoles.map((role) => ({ user_id: admin.id, role_id: role.id })));
    }
    await seedBillingPlans(tx);
    const listener = await seedDemoListener(tx, { id: admin.id, name: 'Admin' }, new Date());
    return {
      createdAdmin: { email: options.adminEmail },
      createdDemoListener: listener && { email: listener.email, password: DEMO_LISTENER_PASSWORD },
    };
  });
}

/** Reads a server secret written by the seed. */
export async function readSecret(db: Database, name: string): Promise<string> {
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`The server secret ${name} is missing; the database was not seeded.`);
  return row.value;
}
