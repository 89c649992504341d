import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  dateTimeSchema,
  idSchema,
  integerLikeSchema,
  optionalDateTimeSchema,
  phpMapSchema,
} from './primitives';

describe('idSchema', () => {
  it('accepts zero and positive whole numbers', () => {
    expect(idSchema.parse(0)).toBe(0);
    expect(idSchema.parse(42)).toBe(42);
  });

  it.each([['1'], [1.5], [-1], [null]])('rejects %j', (value) => {
    expect(idSchema.safeParse(value).success).toBe(false);
  });
});

describe('dateTimeSchema', () => {
  it.each([
    ['2024-05-01T10:00:00.000000Z'],
    ['2024-05-01T10:00:00Z'],
    ['2024-05-01T10:00:00+02:00'],
    ['2024-05-01T10:00:00'],
  ])('accepts the Laravel serialisation %s', (value) => {
    expect(dateTimeSchema.parse(value)).toBe(value);
  });

  it.each([['2024-05-01'], ['yesterday'], [1714557600]])('rejects %j', (value) => {
    expect(dateTimeSchema.safeParse(value).success).toBe(false);
  });

  it('lets an unset date be null but not missing', () => {
    expect(optionalDateTimeSchema.parse(null)).toBeNull();
    expect(optionalDateTimeSchema.safeParse(undefined).success).toBe(false);
  });
});

describe('phpMapSchema', () => {
  const lines = phpMapSchema(z.string());

  it('accepts a map', () => {
    expect(lines.parse({ Hello: 'Bonjour' })).toEqual({ Hello: 'Bonjour' });
  });

  it('reads an empty list as an empty map', () => {
    expect(lines.parse([])).toEqual({});
  });

  it('rejects a non-empty list and wrongly typed values', () => {
    expect(lines.safeParse(['Bonjour']).success).toBe(false);
    expect(lines.safeParse({ Hello: 1 }).success).toBe(false);
  });
});

describe('integerLikeSchema', () => {
  it('accepts a whole number or its digits as text', () => {
    expect(integerLikeSchema.parse(30)).toBe(30);
    expect(integerLikeSchema.parse('30')).toBe(30);
  });

  it.each([['30a'], [''], [2.5], [true]])('rejects %j', (value) => {
    expect(integerLikeSchema.safeParse(value).success).toBe(false);
  });
});
