import * as z from 'zod/mini';
import { paginationSchema } from '../pagination';
import { dateTimeSchema, idSchema } from '../primitives';

/** The cookie keeping a guest's language choice; a signed-in user's is kept on the account (`POST users/me/locale`). */
export const LOCALE_COOKIE = 'locale';

/** Longest key and translation a line may have; the product's longest line is well under both. */
export const LOCALIZATION_KEY_MAX_LENGTH = 1000;
export const LOCALIZATION_VALUE_MAX_LENGTH = 10_000;
/** Most lines one save or upload may carry. */
export const LOCALIZATION_LINES_MAX = 20_000;

/**
 * A language tag as BCP 47 writes it: a 2 or 3 letter language, then optional subtags of 2 to 8 letters or digits
 * (`en`, `pt-BR`, `zh-Hant-TW`). The server also asks `Intl` whether the tag is well formed.
 */
export const localizationLanguageSchema = z
  .string()
  .check(
    z.trim(),
    z.regex(
      /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/,
      'The language must be a language code such as en, fr or pt-BR.',
    ),
  );

const nameSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));

/** One row of `GET admin/localizations`. */
export const adminLocalizationRowSchema = z.object({
  id: idSchema,
  name: z.string(),
  language: z.string(),
  /** Lines translated (stored) for this localization. */
  lines_count: z.int().check(z.nonnegative()),
  /** Whether this is the source language, which cannot be deleted. */
  is_source: z.boolean(),
  created_at: dateTimeSchema,
  updated_at: dateTimeSchema,
});
export type AdminLocalizationRow = z.infer<typeof adminLocalizationRowSchema>;

/** Body of `POST admin/localizations`. */
export const createLocalizationPayloadSchema = z.object({
  name: nameSchema,
  language: localizationLanguageSchema,
});
export type CreateLocalizationPayload = z.infer<typeof createLocalizationPayloadSchema>;

/** Body of `PUT admin/localizations/{id}`: a new name; the language stays, as users have chosen it. */
export const renameLocalizationPayloadSchema = z.object({ name: nameSchema });
export type RenameLocalizationPayload = z.infer<typeof renameLocalizationPayloadSchema>;

/** Answer of `POST admin/localizations` and `PUT admin/localizations/{id}`. */
export const adminLocalizationResponseSchema = z.object({ localization: adminLocalizationRowSchema });
export type AdminLocalizationResponse = z.infer<typeof adminLocalizationResponseSchema>;

/** One line of the translate screen: a key with its saved translation, `null` while it has none. */
export const localizationLineSchema = z.object({
  key: z.string(),
  value: z.nullable(z.string()),
  /** Whether the key is a line of the product; other keys were added by hand (menu labels, page names). */
  is_source: z.boolean(),
});
export type LocalizationLine = z.infer<typeof localizationLineSchema>;

/** Answer of `GET admin/localizations/{id}/lines?page&perPage&query`: the localization and one page of lines. */
export const localizationLinesResponseSchema = z.object({
  localization: adminLocalizationRowSchema,
  pagination: paginationSchema(localizationLineSchema),
});
export type LocalizationLinesResponse = z.infer<typeof localizationLinesResponseSchema>;

const keySchema = z.string().check(z.minLength(1), z.maxLength(LOCALIZATION_KEY_MAX_LENGTH));
const valueSchema = z.string().check(z.maxLength(LOCALIZATION_VALUE_MAX_LENGTH));
const linesSchema = z.record(keySchema, valueSchema).check(
  z.refine((lines) => Object.keys(lines).length <= LOCALIZATION_LINES_MAX, {
    message: `At most ${LOCALIZATION_LINES_MAX} lines can be sent at once.`,
  }),
);

/**
 * Body of `PUT admin/localizations/{id}/lines` and of an uploaded file: key → translation. Only the keys sent change;
 * an empty translation removes the saved one, so the line shows its English source again.
 */
export const saveLocalizationLinesPayloadSchema = z.object({ lines: linesSchema });
export type SaveLocalizationLinesPayload = z.infer<typeof saveLocalizationLinesPayloadSchema>;

/** Answer of `PUT admin/localizations/{id}/lines` and `POST admin/localizations/{id}/upload`. */
export const savedLocalizationLinesResponseSchema = z.object({
  localization: adminLocalizationRowSchema,
  /** Lines whose translation was written or removed. */
  changed: z.int().check(z.nonnegative()),
});
export type SavedLocalizationLinesResponse = z.infer<typeof savedLocalizationLinesResponseSchema>;

/** Body of `POST admin/localizations/{id}/lines`: a key that is not a line of the product yet, with its text. */
export const addLocalizationKeyPayloadSchema = z.object({
  key: z.string().check(z.trim(), z.minLength(1), z.maxLength(LOCALIZATION_KEY_MAX_LENGTH)),
  value: valueSchema,
});
export type AddLocalizationKeyPayload = z.infer<typeof addLocalizationKeyPayloadSchema>;

/** Answer of `POST admin/localizations/{id}/lines`. */
export const addedLocalizationKeyResponseSchema = z.object({ line: localizationLineSchema });
export type AddedLocalizationKeyResponse = z.infer<typeof addedLocalizationKeyResponseSchema>;

/**
 * A localization as a file (`GET admin/localizations/{id}/download`): every line of the product, untranslated ones
 * as `""`, and the keys added by hand. Uploading it back (`POST admin/localizations/{id}/upload`) reads `lines`.
 */
export const localizationFileSchema = z.object({
  language: z.string(),
  name: z.string(),
  lines: linesSchema,
});
export type LocalizationFile = z.infer<typeof localizationFileSchema>;
