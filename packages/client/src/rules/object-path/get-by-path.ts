import { type ObjectPath, objectPathSegments } from './object-path-segments';

/**
 * Reads the value at a dotted path (`'themes.default_id'`), or `undefined` when any step is missing. Only own
 * properties are followed, so `'toString'` finds nothing on a plain object. Throws
 * {@link UnsafeObjectPathError} for `__proto__`, `prototype` or `constructor` anywhere in the path.
 */
export function getByPath(source: unknown, path: ObjectPath): unknown {
  let current: unknown = source;
  for (const segment of objectPathSegments(path)) {
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, segment)) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}
