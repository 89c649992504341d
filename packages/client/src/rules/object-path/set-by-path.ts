import { type ObjectPath, objectPathSegments } from './object-path-segments';

/**
 * Writes `value` at a dotted path in `target`, creating plain objects for missing or non-object steps. Throws
 * {@link UnsafeObjectPathError} for `__proto__`, `prototype` or `constructor` anywhere in the path, before
 * anything is written.
 */
export function setByPath(target: Record<string, unknown>, path: ObjectPath, value: unknown): void {
  const segments = objectPathSegments(path);
  let current = target;
  segments.forEach((segment, index) => {
    if (index === segments.length - 1) {
      current[segment] = value;
      return;
    }
    const next = Object.hasOwn(current, segment) ? current[segment] : undefined;
    if (typeof next === 'object' && next !== null) {
      current = next as Record<string, unknown>;
      return;
    }
    const created: Record<string, unknown> = {};
    current[segment] = created;
    current = created;
  });
}
