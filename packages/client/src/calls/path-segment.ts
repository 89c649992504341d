/** A value placed in a call's path, escaped so a slug or id can never add segments or a query. */
export function pathSegment(value: string | number): string {
  return encodeURIComponent(String(value));
}
