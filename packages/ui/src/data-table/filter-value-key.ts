/**
 * A select option's value as a collection key: list boxes key their options by string or number, while a filter
 * value may also be a boolean or null.
 */
export function filterValueKey(value: string | number | boolean | null): string {
  return `${typeof value}:${String(value)}`;
}
