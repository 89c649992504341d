/** The literal first arguments of `trans(…)` and `t(…)` calls in one file's text, in the order they appear. */
export function linesInSource(fileName: string, text: string): string[];
/** Every source line of the packages and the server (its mails) under `root`, once each, sorted by code point. */
export function extractLines(root: string): string[];
/** The lines only the server writes (its mails), none of which the interface shows, once each, sorted. */
export function extractMailOnlyLines(root: string): string[];
