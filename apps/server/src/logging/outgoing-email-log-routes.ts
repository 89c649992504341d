import { count, desc } from 'drizzle-orm';
import { Hono } from 'hono';
import { requirePermission } from '../accounts/require-permission';
import type { AppBindings, AppServices } from '../app-context';
import { outgoingEmails } from '../db/schema';
import { paginate, readPageQuery } from '../http/pagination';

/** Rows a page of the log shows unless the client asks for another size. */
export const OUTGOING_EMAIL_LOG_PER_PAGE = 15;

/**
 * `GET api/v1/logs/outgoing-email`: every mail the site sent or tried to send, newest first, for admins
 * (doc 001 §6 `logs.view`). The body is left out: it carries single-use secrets (reset links, verification
 * codes) that would let a log reader take over the recipient's account.
 */
export function outgoingEmailLogRoutes(services: AppServices) {
  const { db } = services;
  const routes = new Hono<AppBindings>();

  routes.get('/logs/outgoing-email', async (c) => {
    await requirePermission(c, services, 'logs.view');
    const { page, perPage } = readPageQuery(c, OUTGOING_EMAIL_LOG_PER_PAGE);
    const [total] = await db.select({ value: count() }).from(outgoingEmails);
    const rows = await db
      .select({
        id: outgoingEmails.id,
        to: outgoingEmails.to,
        subject: outgoingEmails.subject,
        status: outgoingEmails.status,
        error: outgoingEmails.error,
        created_at: outgoingEmails.created_at,
      })
      .from(outgoingEmails)
      .orderBy(desc(outgoingEmails.created_at), desc(outgoingEmails.id))
      .limit(perPage)
      .offset((page - 1) * perPage);
    const items = rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
    return c.json({ pagination: paginate(c, items, { page, perPage, total: total?.value ?? 0 }) });
  });

  return routes;
}
