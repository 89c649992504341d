/**
 * A select option's value as a collection key: list boxes key their options by string or number, while a filter
 * value may also be a boolean.
 */
export function filterValueKey(value: string | number | boolean): string {
  return `${typeof value}:${String(value)}`;
}
