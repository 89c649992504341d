import { eq, inArray } from 'drizzle-orm';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from '../../config/env';
import { permissionRole, permissions, roles, roleUser, users } from '../../db/schema';
import { registerListener } from '../../test-support/register-listener';
import type { TestServer } from '../../test-support/test-server';
import { TestVisitor } from '../../test-support/test-visitor';

/** Who asks, from no account to the super admin (issue table: guest, listener, admin.access only, section, admin). */
export const ADMIN_AUDIENCES = ['guest', 'listener', 'adminAccessOnly', 'section', 'admin'] as const;
export type AdminAudience = (typeof ADMIN_AUDIENCES)[number];

const PASSWORD = 'correct horse battery';
let accounts = 0;

/** Signs in `email` in a fresh browser-like visitor. */
export async function signIn(app: TestServer, email: string, password: string): Promise<TestVisitor> {
  const visitor = await new TestVisitor(app.url).open();
  const login = await visitor.post('/auth/login', { email, password, remember: false });
  if (login.status !== 200) throw new Error(`Signing in ${email} answered ${login.status}: ${login.text}`);
  return visitor;
}

/** The seeded super admin, signed in. */
export const signInAdmin = (app: TestServer) => signIn(app, DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD);

/**
 * A new registered account that also holds a new role granting exactly `granted`, signed in. The role is made
 * through the database so a test of one endpoint does not depend on the roles endpoints.
 */
export async function signInWithPermissions(app: TestServer, granted: string[]): Promise<TestVisitor> {
  const { db } = app.server.services;
  // Taken before any await: the audiences sign in at the same time.
  const account = ++accounts;
  const email = `holder-${account}-${granted.join('-').replace(/[^a-z]/gi, '') || 'none'}@example.com`;
  const visitor = await registerListener(app.url, email, PASSWORD);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const [role] = await db
    .insert(roles)
    .values({ name: `grants ${account}: ${granted.join(', ')}` })
    .returning({ id: roles.id });
  if (!user || !role) throw new Error('The account or its role was not created');
  if (granted.length > 0) {
    const found = await db
      .select({ id: permissions.id })
      .from(permissions)
      .where(inArray(permissions.name, granted));
    if (found.length !== granted.length) throw new Error(`Unknown permission among ${granted.join(', ')}`);
    await db
      .insert(permissionRole)
      .values(found.map((permission) => ({ role_id: role.id, permission_id: permission.id })));
  }
  await db.insert(roleUser).values({ user_id: user.id, role_id: role.id });
  return visitor;
}

/**
 * One visitor per audience for an admin section guarded by `sectionPermission`: a guest, a listener, an account with
 * only `admin.access`, one with `admin.access` and the section's permission, and the super admin.
 */
export async function adminAudiences(
  app: TestServer,
  sectionPermission: string,
): Promise<Record<AdminAudience, TestVisitor>> {
  const [guest, listener, adminAccessOnly, section, admin] = await Promise.all([
    new TestVisitor(app.url).open(),
    signInWithPermissions(app, []),
    signInWithPermissions(app, ['admin.access']),
    signInWithPermissions(app, [...new Set(['admin.access', sectionPermission])]),
    signInAdmin(app),
  ]);
  return { guest, listener, adminAccessOnly, section, admin };
}

/**
 * The status each audience gets from an endpoint of a section guarded by `admin.access` and the section's own
 * permission: 401 for a guest, 403 without the permissions, `allowed` with them.
 */
export function expectedAdminStatus(
  audience: AdminAudience,
  allowed: number,
  sectionNeedsMore = true,
): number {
  if (audience === 'guest') return 401;
  if (audience === 'listener') return 403;
  if (audience === 'adminAccessOnly') return sectionNeedsMore ? 403 : allowed;
  return allowed;
}
