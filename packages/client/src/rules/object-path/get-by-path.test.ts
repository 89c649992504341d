import { describe, expect, it } from 'vitest';
import { getByPath } from './get-by-path';
import { UnsafeObjectPathError } from './unsafe-object-path-error';

const settings = { themes: { default_id: 3, user_change: false }, cookie_notice: { position: 'bottom' } };

describe('getByPath', () => {
  it('reads a nested value by dotted path', () => {
    expect(getByPath(settings, 'themes.default_id')).toBe(3);
    expect(getByPath(settings, 'themes.user_change')).toBe(false);
  });

  it('reads a value by a list of segments', () => {
    expect(getByPath(settings, ['cookie_notice', 'position'])).toBe('bottom');
  });

  it('gives undefined when a step is missing or not an object', () => {
    expect(getByPath(settings, 'themes.missing')).toBeUndefined();
    expect(getByPath(settings, 'themes.default_id.deeper')).toBeUndefined();
    expect(getByPath(null, 'themes')).toBeUndefined();
  });

  it('does not follow inherited properties', () => {
    expect(getByPath({}, 'toString')).toBeUndefined();
    expect(getByPath({ a: {} }, 'a.hasOwnProperty')).toBeUndefined();
  });

  it.each(['__proto__', 'themes.__proto__', 'constructor.prototype', 'themes.constructor', 'prototype'])(
    'refuses the path %s with a clear error',
    (path) => {
      expect(() => getByPath(settings, path)).toThrow(UnsafeObjectPathError);
      expect(() => getByPath(settings, path)).toThrow(/Refused the object path/);
    },
  );
});
