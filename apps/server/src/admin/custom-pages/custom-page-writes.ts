import type { AdminCustomPagePayload } from '@tonearm/client/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { sanitizeHtml } from '../../custom-pages/sanitize-html';
import type { Database } from '../../db/connect';
import { customPages, settings } from '../../db/schema';
import { notFound, ValidationError } from '../../http/errors';
import { isUniqueViolation } from '../roles/role-store';
import { isInFooter, storedMenus, withFooterLink, withoutFooterLinks } from './footer-links';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type CustomPageRecord = typeof customPages.$inferSelect;

export const NO_SUCH_PAGE = 'There is no such page.';
export const SLUG_TAKEN = 'Another page already has this slug: choose another.';

async function readMenusIn(tx: Transaction | Database): Promise<unknown[]> {
  const [row] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.name, 'menus'));
  return storedMenus(row?.value);
}

async function writeMenusIn(tx: Transaction, menus: unknown[]): Promise<void> {
  await tx
    .insert(settings)
    .values({ name: 'menus', value: menus })
    .onConflictDoUpdate({ target: settings.name, set: { value: menus, updated_at: new Date() } });
}

/** The stored menus, read once for a list or an editor answer. */
export const readFooterMenus = (db: Database) => readMenusIn(db);

/** A page by id, with whether the footer links it; 404 when there is none. */
export async function readCustomPage(db: Database, id: number) {
  const [page] = await db.select().from(customPages).where(eq(customPages.id, id));
  if (!page) throw notFound(NO_SUCH_PAGE);
  return { page, inFooter: isInFooter(await readMenusIn(db), page) };
}

export interface SavedCustomPage {
  page: CustomPageRecord;
  inFooter: boolean;
  /** Whether the footer menu changed, so every open tab should reload its settings. */
  menusChanged: boolean;
}

/**
 * Creates (`id` null) or rewrites a page: its body sanitised before it is stored, its SEO tags set only when one is
 * given, and the footer link added, moved to a new slug or removed, all in one transaction. A slug another page has
 * (in any case) is refused on the field.
 */
export async function saveCustomPage(
  db: Database,
  id: number | null,
  payload: AdminCustomPagePayload,
): Promise<SavedCustomPage> {
  const seoTitle = payload.seo_title || null;
  const seoDescription = payload.seo_description || null;
  const values = {
    title: payload.title,
    slug: payload.slug,
    body: sanitizeHtml(payload.body),
    seo: seoTitle || seoDescription ? { title: seoTitle, description: seoDescription } : null,
    set_seo: Boolean(seoTitle || seoDescription),
  };
  try {
    return await db.transaction(async (tx) => {
      let previous: CustomPageRecord | undefined;
      let page: CustomPageRecord | undefined;
      if (id === null) {
        [page] = await tx.insert(customPages).values(values).returning();
      } else {
        [previous] = await tx.select().from(customPages).where(eq(customPages.id, id)).for('update');
        if (!previous) throw notFound(NO_SUCH_PAGE);
        [page] = await tx
          .update(customPages)
          .set({ ...values, updated_at: sql`now()` })
          .where(eq(customPages.id, id))
          .returning();
      }
      if (!page) throw new Error('The page was not stored');
      const menus = await readMenusIn(tx);
      const wasLinked = previous ? isInFooter(menus, previous) : false;
      const slugMoved = previous !== undefined && previous.slug !== page.slug;
      const menusChanged = wasLinked !== payload.in_footer || (wasLinked && slugMoved);
      if (menusChanged) {
        await writeMenusIn(tx, withFooterLink(menus, page, payload.in_footer, previous ?? page));
      }
      return { page, inFooter: payload.in_footer, menusChanged };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ValidationError({ slug: [SLUG_TAKEN] });
    throw error;
  }
}

/** Deletes the pages and any footer link to them; answers whether the menus changed. */
export async function deleteCustomPages(db: Database, ids: number[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(customPages)
      .where(inArray(customPages.id, ids))
      .returning({ id: customPages.id, slug: customPages.slug });
    const menus = await readMenusIn(tx);
    if (!deleted.some((page) => isInFooter(menus, page))) return false;
    await writeMenusIn(tx, withoutFooterLinks(menus, deleted));
    return true;
  });
}
