import {
  type SaveLocalizationLinesPayload,
  saveLocalizationLinesPayloadSchema,
} from '@tonearm/client/contract';
import * as z from 'zod/mini';

/** The texts typed on the translate screen, by key, beside the saved text each started from. */
export interface TranslationDrafts {
  /** key → { saved text (`''` for none), typed text } */
  readonly [key: string]: { saved: string; typed: string };
}

/** `drafts` with `typed` as the text of `key`, whose saved text is `saved` (`null` while untranslated). */
export function typeDraft(
  drafts: TranslationDrafts,
  key: string,
  saved: string | null,
  typed: string,
): TranslationDrafts {
  const { [key]: previous, ...others } = drafts;
  const base = previous?.saved ?? saved ?? '';
  // Typing a line back to its saved text leaves nothing to save.
  return typed === base ? others : { ...others, [key]: { saved: base, typed } };
}

/** The lines to send: only those whose text differs from the saved one (`''` removes a translation). */
export function changedLines(drafts: TranslationDrafts): Record<string, string> {
  return Object.fromEntries(
    Object.entries(drafts)
      .filter(([, draft]) => draft.typed !== draft.saved)
      .map(([key, draft]) => [key, draft.typed]),
  );
}

/** The text a line shows: what was typed, else what is saved. */
export const shownText = (drafts: TranslationDrafts, key: string, saved: string | null): string =>
  drafts[key]?.typed ?? saved ?? '';

/** Why a chosen file cannot be uploaded, as an English line the translate screen translates where it shows it. */
export class LocalizationFileError extends Error {
  override readonly name = 'LocalizationFileError';
}

// Each line sits in a `trans('…')` call so the catalogue of source lines offers it to translators.
const fileProblems = (trans: (line: string) => string) => ({
  notJson: trans('The file is not JSON.'),
  noLines: trans('The file has no “lines” of key and text, as a downloaded file has.'),
});
const FILE_PROBLEMS = fileProblems((line) => line);

/**
 * The lines of a localization file's text, checked before anything is sent: JSON holding `lines`, a map of key to
 * text (the shape the download has). The server checks them again.
 */
export function linesOfFile(text: string): SaveLocalizationLinesPayload {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new LocalizationFileError(FILE_PROBLEMS.notJson);
  }
  const parsed = z.safeParse(saveLocalizationLinesPayloadSchema, json);
  if (!parsed.success) {
    throw new LocalizationFileError(FILE_PROBLEMS.noLines);
  }
  return { lines: parsed.data.lines };
}
