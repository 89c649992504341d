/**
 * The list page a `?page=` value asks for: a whole number from 1, anything else meaning the first page, so an
 * edited address never breaks the list.
 */
export function pageNumberFrom(value: string | null): number {
  if (value === null || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}
