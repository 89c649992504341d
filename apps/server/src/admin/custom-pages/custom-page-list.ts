import type { AdminCustomPage, AdminCustomPageRow } from '@tonearm/client/contract';
import { count, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect';
import { customPages } from '../../db/schema';
import { containsPattern, type ListDefinition, timestampFilters } from '../list';

type CustomPageRecord = typeof customPages.$inferSelect;

/**
 * `GET admin/custom-pages`: search by title or slug, sort by title, slug or dates, filter by dates. Each order and
 * the search read an index (migration 0056).
 */
export const customPageListDefinition: ListDefinition = {
  sorts: {
    title: sql`lower(${customPages.title})`,
    slug: sql`lower(${customPages.slug})`,
    created_at: sql`${customPages.created_at}`,
    updated_at: sql`${customPages.updated_at}`,
  },
  defaultSort: { key: 'updated_at', dir: 'desc' },
  search: (text) =>
    or(
      ilike(customPages.title, containsPattern(text)),
      ilike(customPages.slug, containsPattern(text)),
    ) as SQL,
  filters: {
    ...timestampFilters(customPages),
  },
  tieBreaker: sql`${customPages.id}`,
};

/** The number of pages matching `where`. */
export async function countCustomPages(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ value: count() }).from(customPages).where(where);
  return row?.value ?? 0;
}

/** A page as a row of the admin's list. */
export function customPageRow(page: CustomPageRecord, inFooter: boolean): AdminCustomPageRow {
  return {
    id: page.id,
    slug: page.slug,
    title: page.title,
    in_footer: inFooter,
    created_at: page.created_at.toISOString(),
    updated_at: page.updated_at.toISOString(),
  };
}

const seoValue = (seo: CustomPageRecord['seo'], key: string) => {
  const value = seo?.[key];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
};

/** A page as its editor reads it. */
export function adminCustomPage(page: CustomPageRecord, inFooter: boolean): AdminCustomPage {
  return {
    ...customPageRow(page, inFooter),
    body: page.body,
    seo_title: page.set_seo ? seoValue(page.seo, 'title') : null,
    seo_description: page.set_seo ? seoValue(page.seo, 'description') : null,
  };
}
