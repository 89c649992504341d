import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { localizationLines, localizations } from './localizations-tables';

/** The source language (doc 000 "Language default en"): the one every line is written in, never deleted. */
export const SOURCE_LANGUAGE = 'en';

/** A language the interface is available in, with its translated lines. */
export interface LocalizationEntry {
  id: number;
  language: string;
  name: string;
  lines: Record<string, string>;
}

/** Every localization offered, by name, for the language selector (`GET value-lists/localizations`). */
export async function listLocalizations(db: Database): Promise<{ language: string; name: string }[]> {
  return db
    .select({ language: localizations.language, name: localizations.name })
    .from(localizations)
    .orderBy(asc(sql`lower(${localizations.name})`), asc(localizations.id));
}

/** The localization of `language` (any case) with its lines, or `undefined` when none is offered. */
export async function findLocalization(
  db: Database,
  language: string | null | undefined,
): Promise<LocalizationEntry | undefined> {
  if (!language) return undefined;
  const [found] = await db
    .select({ id: localizations.id, language: localizations.language, name: localizations.name })
    .from(localizations)
    .where(sql`lower(${localizations.language}) = ${language.toLowerCase()}`);
  if (!found) return undefined;
  const rows = await db
    .select({ key: localizationLines.key, value: localizationLines.value })
    .from(localizationLines)
    .where(eq(localizationLines.localization_id, found.id));
  return { ...found, lines: Object.fromEntries(rows.map((row) => [row.key, row.value])) };
}

/**
 * The localization a visitor sees: their chosen one when it is still offered, else the source language's. An
 * operator may not delete the source language, so the last fallback only covers a database emptied by hand.
 */
export async function localizationFor(db: Database, chosen: string | null | undefined) {
  return (
    (await findLocalization(db, chosen)) ??
    (await findLocalization(db, SOURCE_LANGUAGE)) ?? {
      id: 0,
      language: SOURCE_LANGUAGE,
      name: 'English',
      lines: {},
    }
  );
}
