import mailCatalogue from './mail-lines.json' with { type: 'json' };
import catalogue from './source-lines.json' with { type: 'json' };

/**
 * Every line of the product in English, its source language: the literals the packages pass to `trans(…)`, collected
 * by `scripts/i18n/extract-lines.mjs` (a test fails when this catalogue falls behind the code).
 */
export const SOURCE_LINES: readonly string[] = catalogue;

const sourceLineSet = new Set(SOURCE_LINES);

/** Whether `key` is one of the product's own lines, not a key an operator added. */
export const isSourceLine = (key: string): boolean => sourceLineSet.has(key);

const mailOnlyLineSet = new Set<string>(mailCatalogue);

/** Whether `key` is a line only the server writes (mails and in-app notifications), which the browser never formats. */
export const isMailOnlyLine = (key: string): boolean => mailOnlyLineSet.has(key);

/** The catalogue as one JSON parameter, so a query can list it with `json_array_elements_text`. */
export const SOURCE_LINES_JSON = JSON.stringify(SOURCE_LINES);
