/** A date as `November 25, 2026` in the visitor's language. */
export function formatDate(iso: string, language = 'en'): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(iso));
}
