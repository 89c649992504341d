/** Characters a slug drops without leaving a separator (doc 000 §5, doc 001 §9). */
export const SLUG_REMOVED_CHARACTERS = '*+~.()\'"!:@?|/\\#';

const REMOVED = /[*+~.()'"!:@?|/\\#]/g;
const COMBINING_MARKS = /\p{M}/gu;
const NOT_LETTER_OR_NUMBER = /[^\p{L}\p{N}]+/gu;

/**
 * Turns text into a URL slug: lowercase words joined by single dashes.
 *
 * - `* + ~ . ( ) ' " ! : @ ? | / \ #` are removed outright, so `"Don't Stop"` becomes `dont-stop`.
 * - Accents are stripped (`Beyoncé` → `beyonce`); letters and digits of every script are kept (`東京`).
 * - Any other run of spaces, punctuation or symbols (`,`, `&`, `_`, `-`...) becomes one dash.
 * - Dashes never repeat, lead or trail; text with no letters or digits gives `''`.
 *
 * Slugifying a slug returns it unchanged.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .replace(REMOVED, '')
    .replace(NOT_LETTER_OR_NUMBER, '-')
    .replace(/^-+|-+$/g, '');
}
