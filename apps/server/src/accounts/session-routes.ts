import { logoutOtherSessionsPayloadSchema } from '@tonearm/client/contract';
import { and, desc, eq, gt } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppBindings, AppServices } from '../app-context';
import { sessions } from '../db/schema';
import { readBody } from '../http/read-body';
import { validate } from '../http/validate';
import { destroyOtherSessions } from '../security/session-store';
import { requireAccount } from './current-account';
import { assertPassword } from './password-check';
import { recordPasswordConfirmation } from './password-confirmation';

/** `GET user-sessions` and `POST user-sessions/logout-other` (doc 000 §7). */
export function sessionRoutes(services: AppServices) {
  const { db } = services;
  const routes = new Hono<AppBindings>();

  routes.get('/user-sessions', async (c) => {
    const account = await requireAccount(c, services);
    const current = c.get('visitor').session?.id;
    const rows = await db
      .select()
      .from(sessions)
      .where(and(eq(sessions.user_id, account.user.id), gt(sessions.expires_at, services.now())))
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
        // The token is a secret of the device that holds it; the list never shows it.
        token: null,
        is_current_device: session.id === current,
        last_active: session.last_active.toISOString(),
      })),
    });
  });

  routes.post('/user-sessions/logout-other', async (c) => {
    const account = await requireAccount(c, services);
    const { password } = validate(logoutOtherSessionsPayloadSchema, await readBody(c));
    await assertPassword(services, account.user, password);
    await recordPasswordConfirmation(c, services);
    await destroyOtherSessions(db, account.user.id, c.get('visitor').session?.id ?? 0);
    return c.json({ status: 'success', message: 'Logged out other sessions.' });
  });

  return routes;
}
