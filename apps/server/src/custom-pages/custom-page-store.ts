import type { customPageSchema } from '@tonearm/client/contract';
import { eq, sql } from 'drizzle-orm';
import type * as z from 'zod';
import type { Database } from '../db/connect';
import { customPages } from '../db/schema';
import { sanitizeHtml } from './sanitize-html';

export type CustomPageRecord = typeof customPages.$inferSelect;

/** A page as sent over the wire. */
export type CustomPagePayload = z.input<typeof customPageSchema>;

/** What the operator writes; the body is sanitised here, so no stored page can carry a script. */
export interface CustomPageInput {
  slug: string;
  title: string;
  body: string;
  seo?: Record<string, string | null> | null;
  set_seo?: boolean;
}

export async function createCustomPage(db: Database, input: CustomPageInput): Promise<CustomPageRecord> {
  const [page] = await db
    .insert(customPages)
    .values({ ...input, body: sanitizeHtml(input.body) })
    .returning();
  if (!page) throw new Error(`Could not create the page ${input.slug}`);
  return page;
}

/** A page by its numeric id or, failing that, its slug (any case). */
export async function findCustomPage(db: Database, idOrSlug: string): Promise<CustomPageRecord | null> {
  if (/^\d{1,9}$/.test(idOrSlug)) {
    const [byId] = await db
      .select()
      .from(customPages)
      .where(eq(customPages.id, Number(idOrSlug)));
    if (byId) return byId;
  }
  const [bySlug] = await db
    .select()
    .from(customPages)
    .where(eq(sql`lower(${customPages.slug})`, idOrSlug.toLowerCase()));
  return bySlug ?? null;
}

/** A page as listeners get it; the body is sanitised again, so a row written around the store cannot carry a script. */
export function serializeCustomPage(page: CustomPageRecord): CustomPagePayload {
  return {
    id: page.id,
    slug: page.slug,
    title: page.title,
    body: sanitizeHtml(page.body),
    seo: page.seo,
    set_seo: page.set_seo,
  };
}
