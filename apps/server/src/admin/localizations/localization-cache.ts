import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect';
import { localizationLines, localizations } from '../../db/schema';
import type { LocalizationEntry } from '../../value-lists/localizations';

interface CachedLines {
  updatedAt: number;
  lines: Record<string, string>;
}

// Per database (each test server has its own) and localization id, the saved lines as of the localization's
// date: a mail reads one indexed row to learn whether its language's lines changed, never every line.
const cache = new WeakMap<Database, Map<number, CachedLines>>();

const cacheOf = (db: Database) => {
  const found = cache.get(db) ?? new Map<number, CachedLines>();
  cache.set(db, found);
  return found;
};

/**
 * The localization of `language` (any case) with its saved lines, or `undefined` when none is offered. Its lines
 * are read again only when the localization's date moved since (every save moves it) or this process saved them.
 */
export async function cachedLocalization(
  db: Database,
  language: string | null | undefined,
): Promise<LocalizationEntry | undefined> {
  if (!language) return undefined;
  const [found] = await db
    .select({
      id: localizations.id,
      language: localizations.language,
      name: localizations.name,
      updated_at: localizations.updated_at,
    })
    .from(localizations)
    .where(sql`lower(${localizations.language}) = ${language.toLowerCase()}`);
  if (!found) return undefined;
  const { updated_at, ...localization } = found;
  const known = cacheOf(db);
  const cached = known.get(found.id);
  if (cached && cached.updatedAt === updated_at.getTime()) return { ...localization, lines: cached.lines };
  const rows = await db
    .select({ key: localizationLines.key, value: localizationLines.value })
    .from(localizationLines)
    .where(eq(localizationLines.localization_id, found.id));
  const lines = Object.fromEntries(rows.map((row) => [row.key, row.value]));
  known.set(found.id, { updatedAt: updated_at.getTime(), lines });
  return { ...localization, lines };
}

/**
 * Drops the cached lines of localizations `ids` after a save: two saves within one millisecond (or under a frozen
 * clock) leave the localization's date where it was.
 */
export function forgetCachedLines(db: Database, ids: readonly number[]): void {
  const known = cache.get(db);
  for (const id of ids) known?.delete(id);
}
