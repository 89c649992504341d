import type { AdminLocalizationRow, CreateLocalizationPayload } from '@tonearm/client/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect';
import { localizations } from '../../db/schema';
import { notFound, ValidationError } from '../../http/errors';
import { SOURCE_LANGUAGE } from '../../value-lists/localizations';
import { localizationRow, localizationRowColumns } from './localization-list';

export const NO_SUCH_LOCALIZATION = 'There is no such localization.';

/**
 * `language` in its canonical case (`pt-br` → `pt-BR`), or a 422: the contract's pattern lets through tags `Intl`
 * refuses (`en-x`), and a stored tag must work as a browser locale.
 */
export function canonicalLanguage(language: string): string {
  try {
    const [canonical] = Intl.getCanonicalLocales(language);
    if (canonical) return canonical;
  } catch {
    // RangeError: not a well-formed tag; answered below.
  }
  throw new ValidationError({ language: ['The language must be a language code such as en, fr or pt-BR.'] });
}

/** The list row of localization `id`, or 404. */
export async function readLocalization(db: Database, id: number): Promise<AdminLocalizationRow> {
  const [row] = await db.select(localizationRowColumns).from(localizations).where(eq(localizations.id, id));
  if (!row) throw notFound(NO_SUCH_LOCALIZATION);
  return localizationRow(row);
}

const languageTaken = (language: string) =>
  new ValidationError({ language: [`A localization for ${language} already exists.`] });

/** Offers a new language, with no lines yet; a language offered already (in any case) is a 422. */
export async function createLocalization(
  db: Database,
  payload: CreateLocalizationPayload,
  now: Date,
): Promise<number> {
  const language = canonicalLanguage(payload.language);
  const [created] = await db
    .insert(localizations)
    .values({ name: payload.name, language, created_at: now, updated_at: now })
    // The unique index on lower(language) settles two operators adding the same language at once.
    .onConflictDoNothing()
    .returning({ id: localizations.id });
  if (!created) throw languageTaken(language);
  return created.id;
}

/** Gives localization `id` a new name. */
export async function renameLocalization(db: Database, id: number, name: string, now: Date): Promise<void> {
  const [renamed] = await db
    .update(localizations)
    .set({ name, updated_at: now })
    .where(eq(localizations.id, id))
    .returning({ id: localizations.id });
  if (!renamed) throw notFound(NO_SUCH_LOCALIZATION);
}

/**
 * Deletes the localizations `ids` with their lines. The source language is refused: it is what every visitor falls
 * back to. Users who had chosen a deleted language see the source language from their next request.
 */
export async function deleteLocalizations(db: Database, ids: number[]): Promise<void> {
  const sources = await db
    .select({ name: localizations.name })
    .from(localizations)
    .where(sql`${inArray(localizations.id, ids)} and lower(${localizations.language}) = ${SOURCE_LANGUAGE}`);
  if (sources.length > 0) {
    throw new ValidationError({
      ids: sources.map(
        ({ name }) => `“${name}” is the source language every visitor falls back to: it cannot be deleted.`,
      ),
    });
  }
  await db.delete(localizations).where(inArray(localizations.id, ids));
}
