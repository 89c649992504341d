/**
 * Marks an English line the server stores or sends for the interface to show through the visitor's translation (a
 * default menu's label, a background job's description), so that `scripts/i18n/extract-lines.mjs` offers it on the
 * translate screen. It changes nothing: the browser translates the line where it shows it.
 */
export const t = (line: string): string => line;
