import * as fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { getByPath } from './get-by-path';
import { FORBIDDEN_PATH_SEGMENTS } from './object-path-segments';
import { setByPath } from './set-by-path';
import { UnsafeObjectPathError } from './unsafe-object-path-error';

function expectPrototypesClean() {
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect((Object.prototype as unknown as Record<string, unknown>).polluted).toBeUndefined();
  expect((Function.prototype as unknown as Record<string, unknown>).polluted).toBeUndefined();
}

describe('setByPath', () => {
  afterEach(() => {
    // Should a test ever pollute, undo it so the rest of the run stays trustworthy.
    delete (Object.prototype as unknown as Record<string, unknown>).polluted;
  });

  it('writes a nested value by dotted path, keeping siblings', () => {
    const settings: Record<string, unknown> = { themes: { default_id: 1, user_change: true } };
    setByPath(settings, 'themes.default_id', 4);
    expect(settings).toEqual({ themes: { default_id: 4, user_change: true } });
  });

  it('creates missing steps as plain objects', () => {
    const values: Record<string, unknown> = {};
    setByPath(values, ['appearance', 'colors', 'primary'], '#fff');
    expect(values).toEqual({ appearance: { colors: { primary: '#fff' } } });
  });

  it('replaces a non-object step with an object', () => {
    const values: Record<string, unknown> = { branding: 'none' };
    setByPath(values, 'branding.site_name', 'Tonearm');
    expect(values).toEqual({ branding: { site_name: 'Tonearm' } });
  });

  it.each([
    '__proto__.polluted',
    'a.__proto__.polluted',
    'constructor.prototype.polluted',
    'a.constructor.prototype.polluted',
    'prototype.polluted',
  ])('refuses %s and pollutes no prototype', (path) => {
    const target: Record<string, unknown> = { a: {} };
    expect(() => setByPath(target, path, 'yes')).toThrow(UnsafeObjectPathError);
    expect(target).toEqual({ a: {} });
    expectPrototypesClean();
  });

  it('refuses an empty path', () => {
    expect(() => setByPath({}, '', 1)).toThrow(TypeError);
    expect(() => setByPath({}, [], 1)).toThrow(TypeError);
  });

  it('never writes anything for a generated path containing a forbidden segment', () => {
    const segment = fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom('a', 'b', 'polluted'));
    const forbidden = fc.constantFrom(...FORBIDDEN_PATH_SEGMENTS);
    const unsafePath = fc
      .tuple(fc.array(segment, { maxLength: 4 }), forbidden, fc.array(segment, { maxLength: 4 }))
      .map(([before, bad, after]) => [...before, bad, ...after]);

    fc.assert(
      fc.property(unsafePath, fc.boolean(), fc.anything(), (path, asString, value) => {
        const target: Record<string, unknown> = { a: { b: {} } };
        const before = structuredClone(target);
        const given = asString ? path.join('.') : path;
        expect(() => setByPath(target, given, value)).toThrow(UnsafeObjectPathError);
        expect(target).toEqual(before);
        expectPrototypesClean();
      }),
    );
  });

  it('reads back what it wrote for any path without a forbidden segment', () => {
    const safeSegment = fc.string({ maxLength: 6 }).filter((text) => !FORBIDDEN_PATH_SEGMENTS.has(text));
    fc.assert(
      fc.property(fc.array(safeSegment, { minLength: 1, maxLength: 5 }), fc.anything(), (path, value) => {
        const target: Record<string, unknown> = {};
        setByPath(target, path, value);
        expect(getByPath(target, path)).toBe(value);
        expectPrototypesClean();
      }),
    );
  });
});
