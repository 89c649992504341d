import { UnsafeObjectPathError } from './unsafe-object-path-error';

/** Segments that would let a path reach or replace a prototype (doc 000 §5). */
export const FORBIDDEN_PATH_SEGMENTS: ReadonlySet<string> = new Set([
  '__proto__',
  'prototype',
  'constructor',
]);

/** A dotted path (`'themes.default_id'`) or its segments (`['themes', 'default_id']`). */
export type ObjectPath = string | ReadonlyArray<string>;

/**
 * Splits a path into segments and refuses it, with an {@link UnsafeObjectPathError}, when any segment is
 * `__proto__`, `prototype` or `constructor`. Checked as a whole before anything is read or written.
 */
export function objectPathSegments(path: ObjectPath): string[] {
  if (path.length === 0) throw new TypeError('An object path needs at least one segment.');
  const segments = typeof path === 'string' ? path.split('.') : [...path];
  const forbidden = segments.find((segment) => FORBIDDEN_PATH_SEGMENTS.has(segment));
  if (forbidden !== undefined) throw new UnsafeObjectPathError(path, forbidden);
  return segments;
}
