import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SLUG_REMOVED_CHARACTERS, slugify } from './slugify';

describe('slugify', () => {
  it('lowercases and joins words with dashes', () => {
    expect(slugify('Daft Punk Live')).toBe('daft-punk-live');
  });

  it.each([...SLUG_REMOVED_CHARACTERS])('removes %s without leaving a separator', (character) => {
    expect(slugify(`ab${character}cd`)).toBe('abcd');
  });

  it('removes the listed characters inside words', () => {
    expect(slugify("Don't Stop (Remix) vol.2 #1!")).toBe('dont-stop-remix-vol2-1');
  });

  it('turns any other punctuation or symbol into a dash', () => {
    expect(slugify('Rock, Paper & Scissors')).toBe('rock-paper-scissors');
    expect(slugify('snake_case;name=value')).toBe('snake-case-name-value');
  });

  it('collapses repeated dashes and trims leading and trailing ones', () => {
    expect(slugify('  --Hello -- World--  ')).toBe('hello-world');
  });

  it('strips accents', () => {
    expect(slugify('Beyoncé Sigur Rós Motörhead')).toBe('beyonce-sigur-ros-motorhead');
  });

  it('keeps letters and digits of other scripts', () => {
    expect(slugify('東京 Tokyo 2020')).toBe('東京-tokyo-2020');
    expect(slugify('Кино Группа')).toBe('кино-группа');
  });

  it('gives an empty slug for text without letters or digits', () => {
    expect(slugify('!?* ...')).toBe('');
  });

  it('is idempotent, lowercase and free of removed characters and stray dashes', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' })),
        (text) => {
          const slug = slugify(text);
          expect(slugify(slug)).toBe(slug);
          expect(slug).toBe(slug.toLowerCase());
          for (const character of SLUG_REMOVED_CHARACTERS) expect(slug).not.toContain(character);
          expect(slug).not.toMatch(/--|^-|-$|\s/);
        },
      ),
      { numRuns: 500 },
    );
  });
});
