import type { AppearanceCustomCode, SeoPage, SeoTemplate } from '@tonearm/client/contract';
import { readCustomCode } from '../admin/appearance/appearance-custom-code';
import { readSeoTemplates } from '../admin/appearance/appearance-seo';
import type { Database } from '../db/connect';

/** What the server writes into every page besides the bootstrap data: SEO templates and the custom code. */
export interface ServedPageSettings {
  seo: Record<SeoPage, SeoTemplate | null>;
  customCode: AppearanceCustomCode;
}

/**
 * How long a server keeps them before reading them again. The instance that saves forgets them at once; another
 * instance behind the same database shows the change within this time.
 */
export const SERVED_PAGE_SETTINGS_TTL_MS = 10_000;

interface Cached {
  value: Promise<ServedPageSettings>;
  readAt: number;
}

const cache = new WeakMap<Database, Cached>();

async function load(db: Database): Promise<ServedPageSettings> {
  const [seo, customCode] = await Promise.all([readSeoTemplates(db), readCustomCode(db)]);
  return { seo, customCode };
}

/** The served-page settings, from memory when read in the last few seconds, so serving a page adds no query. */
export function servedPageSettings(db: Database, now = Date.now()): Promise<ServedPageSettings> {
  const cached = cache.get(db);
  if (cached && now - cached.readAt < SERVED_PAGE_SETTINGS_TTL_MS) return cached.value;
  const value = load(db);
  cache.set(db, { value, readAt: now });
  // A failed read is not kept: the next page tries again.
  value.catch(() => {
    if (cache.get(db)?.value === value) cache.delete(db);
  });
  return value;
}

/** Called after Save, so the next page this server writes carries what was saved. */
export function forgetServedPageSettings(db: Database): void {
  cache.delete(db);
}
