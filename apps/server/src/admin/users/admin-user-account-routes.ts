import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { findUserById, type UserRecord } from '../../accounts/account';
import { sendVerificationCode } from '../../accounts/email-verification';
import { sendPasswordResetLink } from '../../accounts/password-reset-routes';
import { disableTwoFactor } from '../../accounts/two-factor';
import type { AppBindings, AppServices } from '../../app-context';
import { sessions } from '../../db/schema';
import { notFound, ValidationError } from '../../http/errors';
import { deleteAccessToken, listAccessTokens } from '../../security/access-token-store';
import { linkBase } from '../../security/site-address';
import { requireAdminSection } from '../require-admin-section';
import { userIdParam } from './admin-user-routes';
import { loadAdminUser } from './user-payload';

/** A user's sessions, two-factor, password reset, verification mail and access tokens, for the admin. */
export function adminUserAccountRoutes(services: AppServices) {
  const { db } = services;
  const routes = new Hono<AppBindings>();

  const targetUser = async (c: Context<AppBindings>): Promise<UserRecord> => {
    await requireAdminSection(c, services, 'users.update');
    const user = await findUserById(db, userIdParam(c));
    if (!user) throw notFound();
    return user;
  };

  routes.get('/admin/users/:id{[0-9]+}/sessions', async (c) => {
    const user = await targetUser(c);
    const current = c.get('visitor').session?.id;
    const rows = await db
      .select()
      .from(sessions)
      .where(and(eq(sessions.user_id, user.id), gt(sessions.expires_at, services.now())))
      .orderBy(desc(sessions.last_active));
    return c.json({
      sessions: rows.map((session) => ({
        id: session.id,
        device_type: session.device_type,
        platform: session.platform,
        browser: session.browser,
        city: session.city,
        country: session.country,
        ip_address: session.ip_address,
        token: null,
        is_current_device: session.id === current,
        last_active: session.last_active.toISOString(),
      })),
    });
  });

  // The admin's own session survives "log out everywhere" on their own account, as the account page does.
  routes.delete('/admin/users/:id{[0-9]+}/sessions', async (c) => {
    const user = await targetUser(c);
    const keep = c.get('visitor').session?.id ?? 0;
    await db.delete(sessions).where(and(eq(sessions.user_id, user.id), ne(sessions.id, keep)));
    return c.json({ status: 'success', message: 'Logged out everywhere.' });
  });

  routes.delete('/admin/users/:id{[0-9]+}/two-factor', async (c) => {
    const user = await targetUser(c);
    await disableTwoFactor(services, user);
    return c.json({ user: await loadAdminUser(db, user.id, services.now()) });
  });

  routes.post('/admin/users/:id{[0-9]+}/password-reset', async (c) => {
    const user = await targetUser(c);
    await sendPasswordResetLink(services, user, linkBase(c, services));
    return c.json({ status: 'success', message: 'Password reset link sent.' });
  });

  routes.post('/admin/users/:id{[0-9]+}/email-verification', async (c) => {
    const user = await targetUser(c);
    if (user.email_verified_at) {
      throw new ValidationError({ email: ['This email address is already confirmed.'] });
    }
    await sendVerificationCode(services, user);
    return c.json({ status: 'success', message: 'Verification email sent.' });
  });

  routes.get('/admin/users/:id{[0-9]+}/tokens', async (c) => {
    const user = await targetUser(c);
    const tokens = await listAccessTokens(db, user.id);
    return c.json({
      tokens: tokens.map((token) => ({
        id: token.id,
        name: token.name,
        last_used_at: token.last_used_at?.toISOString() ?? null,
        created_at: token.created_at.toISOString(),
      })),
    });
  });

  routes.delete('/admin/users/:id{[0-9]+}/tokens/:tokenId{[0-9]+}', async (c) => {
    const user = await targetUser(c);
    if (!(await deleteAccessToken(db, user.id, userIdParam(c, 'tokenId')))) throw notFound();
    return c.json({ status: 'success', message: 'Token revoked.' });
  });

  return routes;
}
