/** A day as the users screens show it, in the reader's language and timezone ("26 Nov 2026"). */
export function formatUserDate(iso: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
}
