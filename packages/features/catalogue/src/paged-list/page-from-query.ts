// Apart from `page-numbers.ts`: a channel page reads its page on every visit, the numbered links load only when
// a channel has more than one page.

/** The page a `?page=` query names: a whole number from 1, and 1 for anything else. */
export function pageFromQuery(value: string | null): number {
  if (value === null || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}
