import { type AppearanceSeo, SEO_PAGES, type SeoPage, type SeoTemplate } from '@tonearm/client/contract';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/connect';
import { seoTemplates } from './served-page-tables';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Each page type's own templates, `null` where the operator kept the original ones. */
export async function readSeoTemplates(
  db: Database | Transaction,
): Promise<Record<SeoPage, SeoTemplate | null>> {
  const rows = await db.select().from(seoTemplates);
  const stored = new Map(rows.map((row) => [row.page, row]));
  return Object.fromEntries(
    SEO_PAGES.map((page) => {
      const row = stored.get(page);
      return [page, row ? { title: row.title, description: row.description } : null];
    }),
  ) as Record<SeoPage, SeoTemplate | null>;
}

/** Stores the pages the editor changed: a template is written, `null` gives the page its original ones back. */
export async function saveSeoTemplates(tx: Transaction, seo: AppearanceSeo): Promise<void> {
  const entries = Object.entries(seo) as Array<[SeoPage, SeoTemplate | null | undefined]>;
  const reset = entries.flatMap(([page, template]) => (template === null ? [page] : []));
  if (reset.length > 0) await tx.delete(seoTemplates).where(inArray(seoTemplates.page, reset));
  for (const [page, template] of entries) {
    if (!template) continue;
    const row = { title: template.title, description: template.description, updated_at: new Date() };
    await tx
      .insert(seoTemplates)
      .values({ page, ...row })
      .onConflictDoUpdate({ target: seoTemplates.page, set: row });
  }
}
