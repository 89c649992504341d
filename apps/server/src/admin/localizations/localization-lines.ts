import type { LocalizationFile, LocalizationLine } from '@tonearm/client/contract';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import * as z from 'zod';
import type { Database } from '../../db/connect';
import { localizationLines, localizations } from '../../db/schema';
import { ValidationError } from '../../http/errors';
import { containsPattern, type ListDefinition } from '../list';
import { selectRows } from '../reports/report-sql';
import { lineSyntaxError } from './line-forms';
import { forgetCachedLines } from './localization-cache';
import { isSourceLine, SOURCE_LINES, SOURCE_LINES_JSON } from './source-lines';

// Rows per insert: well under PostgreSQL's 65,535 parameters with three per row.
const WRITE_BATCH = 1000;

/** The translate screen's list: searched by key and text in SQL, always in key order. */
export const localizationLinesDefinition: ListDefinition = {
  sorts: { key: sql`lower(key)` },
  defaultSort: { key: 'key', dir: 'asc' },
  filters: {},
  tieBreaker: sql`key`,
};

/**
 * Every key of a localization, the product's lines and the keys added to it, with its saved text. The catalogue goes
 * in as one JSON parameter so paging and search stay in SQL, whatever the number of saved lines.
 */
function linesOf(localizationId: number, search: string): SQL {
  const pattern = containsPattern(search);
  const matches =
    search === '' ? sql`true` : sql`(keys.key ilike ${pattern} or saved.value ilike ${pattern})`;
  return sql`(select keys.key, saved.value
    from (select value as key from json_array_elements_text(${SOURCE_LINES_JSON}::json)
      union select ${localizationLines.key} from ${localizationLines}
      where ${localizationLines.localization_id} = ${localizationId}) as keys
    left join ${localizationLines} as saved on saved.localization_id = ${localizationId} and saved.key = keys.key
    where ${matches}) as lines`;
}

/** How many lines of localization `id` match `search`. */
export async function countLines(db: Database, localizationId: number, search: string): Promise<number> {
  const [row] = await selectRows(
    db,
    sql`select count(*) as total from ${linesOf(localizationId, search)}`,
    z.object({ total: z.coerce.number() }),
  );
  return row?.total ?? 0;
}

/** One page of lines of localization `id` matching `search`, in key order. */
export async function pageOfLines(
  db: Database,
  localizationId: number,
  search: string,
  limit: number,
  offset: number,
): Promise<LocalizationLine[]> {
  const rows = await selectRows(
    db,
    sql`select key, value from ${linesOf(localizationId, search)}
      order by lower(key), key limit ${limit} offset ${offset}`,
    z.object({ key: z.string(), value: z.string().nullable() }),
  );
  return rows.map((row) => ({ key: row.key, value: row.value, is_source: isSourceLine(row.key) }));
}

/** A 422 naming every line whose ICU syntax (plural, select) does not parse, with the parser's reason. */
function refuseMalformedLines(lines: Record<string, string>, field: string): void {
  const malformed = Object.entries(lines).flatMap(([key, value]) => {
    const reason = lineSyntaxError(value);
    return reason === undefined ? [] : [`The line “${key}” is not valid ICU MessageFormat: ${reason}.`];
  });
  if (malformed.length > 0) throw new ValidationError({ [field]: malformed });
}

/**
 * Writes `lines` (key → text) of localization `id`: a text replaces the saved one, an empty text removes it. Keys
 * not sent stay as they were; a text with malformed ICU syntax refuses the whole save with a 422. Answers how many lines changed; the localization's date moves only when one did.
 */
export async function saveLines(
  db: Database,
  localizationId: number,
  lines: Record<string, string>,
  now: Date,
): Promise<number> {
  refuseMalformedLines(lines, 'lines');
  const entries = Object.entries(lines);
  const removed = entries.filter(([, value]) => value === '').map(([key]) => key);
  const written = entries.filter(([, value]) => value !== '');
  const saved = await db.transaction(async (tx) => {
    let changed = 0;
    for (let start = 0; start < removed.length; start += WRITE_BATCH) {
      const gone = await tx
        .delete(localizationLines)
        .where(
          and(
            eq(localizationLines.localization_id, localizationId),
            inArray(localizationLines.key, removed.slice(start, start + WRITE_BATCH)),
          ),
        )
        .returning({ key: localizationLines.key });
      changed += gone.length;
    }
    for (let start = 0; start < written.length; start += WRITE_BATCH) {
      const rows = written
        .slice(start, start + WRITE_BATCH)
        .map(([key, value]) => ({ localization_id: localizationId, key, value }));
      const stored = await tx
        .insert(localizationLines)
        .values(rows)
        .onConflictDoUpdate({
          target: [localizationLines.localization_id, localizationLines.key],
          set: { value: sql`excluded.value` },
          // An unchanged text is not counted as a change.
          setWhere: sql`${localizationLines.value} is distinct from excluded.value`,
        })
        .returning({ key: localizationLines.key });
      changed += stored.length;
    }
    if (changed > 0) {
      await tx.update(localizations).set({ updated_at: now }).where(eq(localizations.id, localizationId));
    }
    return changed;
  });
  forgetCachedLines(db, [localizationId]);
  return saved;
}

/**
 * Adds `key`, which neither the product's lines nor the localization hold, with its text (a menu label, a page
 * name); a key that exists is a 422, since its line is edited in place.
 */
export async function addKey(
  db: Database,
  localizationId: number,
  key: string,
  value: string,
  now: Date,
): Promise<LocalizationLine> {
  const taken = () =>
    new ValidationError({ key: ['This key exists already: search for it and edit its line.'] });
  if (isSourceLine(key)) throw taken();
  refuseMalformedLines({ [key]: value }, 'value');
  const [added] = await db
    .insert(localizationLines)
    .values({ localization_id: localizationId, key, value })
    .onConflictDoNothing()
    .returning({ key: localizationLines.key });
  if (!added) throw taken();
  await db.update(localizations).set({ updated_at: now }).where(eq(localizations.id, localizationId));
  forgetCachedLines(db, [localizationId]);
  return { key, value, is_source: false };
}

/** Localization `id` as a file: every line of the product (`""` when untranslated) and the keys added to it. */
export async function localizationFile(
  db: Database,
  localization: { id: number; language: string; name: string },
): Promise<LocalizationFile> {
  const saved = await db
    .select({ key: localizationLines.key, value: localizationLines.value })
    .from(localizationLines)
    .where(eq(localizationLines.localization_id, localization.id));
  const lines: Record<string, string> = Object.fromEntries(SOURCE_LINES.map((line) => [line, '']));
  for (const { key, value } of saved) lines[key] = value;
  const ordered = Object.fromEntries(Object.entries(lines).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return { language: localization.language, name: localization.name, lines: ordered };
}
