import {
  OUTGOING_EMAIL_STATUSES,
  type OutgoingEmail,
  type OutgoingEmailPreview,
} from '@tonearm/client/contract';
import { and, count, eq, gte, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import * as z from 'zod';
import {
  containsPattern,
  type ListDefinition,
  listFilter,
  listOrder,
  listPage,
  listWhere,
  readListQuery,
} from '../admin/list';
import { requireAdminSection } from '../admin/require-admin-section';
import type { AppBindings, AppServices } from '../app-context';
import { outgoingEmails } from '../db/schema';
import { notFound } from '../http/errors';
import { redactMail } from './redact-mail';

/** Reading the logs (doc 001 §6 "logs.view"). */
const LOGS_VIEW_PERMISSION = 'logs.view';

/**
 * `GET logs/outgoing-email`: newest first; searched in the recipient and subject; filtered by status and date. The
 * default order and the status filter with it follow indexes of migration 0057.
 */
export const outgoingEmailLogDefinition: ListDefinition = {
  sorts: { created_at: sql`${outgoingEmails.created_at}` },
  defaultSort: { key: 'created_at', dir: 'desc' },
  search: (text) =>
    or(
      ilike(outgoingEmails.to, containsPattern(text)),
      ilike(outgoingEmails.subject, containsPattern(text)),
    ) as SQL,
  filters: {
    status: listFilter({
      operators: ['='],
      value: z.enum(OUTGOING_EMAIL_STATUSES),
      where: (_, value): SQL => eq(outgoingEmails.status, value),
    }),
    created_at: listFilter({
      operators: ['between'],
      value: z.object({ start: z.iso.datetime({ offset: true }), end: z.iso.datetime({ offset: true }) }),
      where: (_, value): SQL =>
        and(
          gte(outgoingEmails.created_at, new Date(value.start)),
          lte(outgoingEmails.created_at, new Date(value.end)),
        ) as SQL,
    }),
  },
  tieBreaker: sql`${outgoingEmails.id}`,
};

const listed = {
  id: outgoingEmails.id,
  from: outgoingEmails.sender,
  to: outgoingEmails.to,
  subject: outgoingEmails.subject,
  status: outgoingEmails.status,
  error: outgoingEmails.error,
  created_at: outgoingEmails.created_at,
};

interface ListedRow {
  id: number;
  from: string | null;
  to: string;
  subject: string;
  status: string;
  error: string | null;
  created_at: Date;
}

function payloadOf(row: ListedRow): OutgoingEmail {
  const status = (OUTGOING_EMAIL_STATUSES as readonly string[]).includes(row.status)
    ? (row.status as OutgoingEmail['status'])
    : 'failed';
  return { ...row, status, created_at: row.created_at.toISOString() };
}

/**
 * `GET logs/outgoing-email`: every mail the site sent or tried to send, for admins (doc 001 §6 `logs.view`), and
 * `GET logs/outgoing-email/{id}/preview`: one mail's text with its secrets (reset and sign-in links, invitation
 * ids, codes) redacted, since a log reader must not be able to take over the recipient's account. The list leaves
 * the body out.
 */
export function outgoingEmailLogRoutes(services: AppServices) {
  const { db } = services;
  const routes = new Hono<AppBindings>();

  routes.get('/logs/outgoing-email', async (c) => {
    await requireAdminSection(c, services, LOGS_VIEW_PERMISSION);
    const query = readListQuery(c, outgoingEmailLogDefinition);
    const where = listWhere(outgoingEmailLogDefinition, query);
    const page = await listPage(c, query, {
      count: async () =>
        (await db.select({ value: count() }).from(outgoingEmails).where(where))[0]?.value ?? 0,
      rows: async (limit, offset) => {
        const rows = await db
          .select(listed)
          .from(outgoingEmails)
          .where(where)
          .orderBy(...listOrder(outgoingEmailLogDefinition, query))
          .limit(limit)
          .offset(offset);
        return rows.map(payloadOf);
      },
    });
    return c.json(page);
  });

  routes.get('/logs/outgoing-email/:id{[0-9]+}/preview', async (c) => {
    await requireAdminSection(c, services, LOGS_VIEW_PERMISSION);
    const id = Number(c.req.param('id'));
    // Past PostgreSQL's integer no mail can be, and the database would refuse the comparison.
    const [row] =
      Number.isSafeInteger(id) && id <= 2_147_483_647
        ? await db
            .select({ ...listed, text: outgoingEmails.text })
            .from(outgoingEmails)
            .where(eq(outgoingEmails.id, id))
        : [];
    if (!row) throw notFound('There is no such mail.');
    const { text, ...email } = row;
    const preview: OutgoingEmailPreview = { email: payloadOf(email), ...redactMail(text) };
    return c.json(preview);
  });

  return routes;
}
