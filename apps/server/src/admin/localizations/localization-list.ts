import type { AdminLocalizationRow } from '@tonearm/client/contract';
import { count, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect';
import { qualified as q } from '../../db/qualified';
import { localizationLines, localizations } from '../../db/schema';
import { SOURCE_LANGUAGE } from '../../value-lists/localizations';
import { containsPattern, type ListDefinition, timestampFilters } from '../list';

/** Lines stored for the localization of the row, read through the lines' primary key. */
export const linesCount = sql<number>`(select count(*) from ${localizationLines}
  where ${q(localizationLines.localization_id)} = ${q(localizations.id)})`.mapWith(Number);

/** `GET admin/localizations`: search by name or language code, sort by any column, filter by dates. */
export const localizationListDefinition: ListDefinition = {
  sorts: {
    name: sql`lower(${localizations.name})`,
    language: sql`lower(${localizations.language})`,
    lines_count: linesCount,
    created_at: sql`${localizations.created_at}`,
    updated_at: sql`${localizations.updated_at}`,
  },
  defaultSort: { key: 'name', dir: 'asc' },
  search: (text) =>
    or(
      ilike(localizations.name, containsPattern(text)),
      ilike(localizations.language, containsPattern(text)),
    ) as SQL,
  filters: {
    ...timestampFilters(localizations),
  },
  tieBreaker: sql`${localizations.id}`,
};

/** The columns a list row is read from. */
export const localizationRowColumns = {
  id: localizations.id,
  name: localizations.name,
  language: localizations.language,
  lines_count: linesCount,
  created_at: localizations.created_at,
  updated_at: localizations.updated_at,
};

/** A localization as `localizationRowColumns` reads it. */
export interface LocalizationRecord {
  id: number;
  name: string;
  language: string;
  lines_count: number;
  created_at: Date;
  updated_at: Date;
}

/** A localization as a row of the admin's list. */
export function localizationRow(row: LocalizationRecord): AdminLocalizationRow {
  return {
    id: row.id,
    name: row.name,
    language: row.language,
    lines_count: row.lines_count,
    is_source: row.language.toLowerCase() === SOURCE_LANGUAGE,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The number of localizations matching `where`. */
export async function countLocalizations(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ value: count() }).from(localizations).where(where);
  return row?.value ?? 0;
}
