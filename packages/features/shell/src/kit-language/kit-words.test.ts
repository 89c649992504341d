import { DEFAULT_KIT_STRINGS } from '@tonearm/ui';
import { describe, expect, it } from 'vitest';
import { kitWords, reactAriaLocale } from './kit-words';

describe('the kit words the shell gives the kit', () => {
  it('asks the translations for every one of the kit’s English words, so none is left untranslated', () => {
    const asked: string[] = [];
    const words = kitWords((line) => {
      asked.push(line);
      return `fr:${line}`;
    });
    expect(Object.keys(words).sort()).toEqual(Object.keys(DEFAULT_KIT_STRINGS).sort());
    expect(asked.sort()).toEqual(Object.values(DEFAULT_KIT_STRINGS).sort());
    expect(words.close).toBe('fr:Close');
  });
});

describe('the locale React Aria is given', () => {
  it('is the translation’s language, canonicalised', () => {
    expect(reactAriaLocale('fr')).toBe('fr');
    expect(reactAriaLocale('pt-br')).toBe('pt-BR');
  });

  it('is none for a malformed language, so React Aria follows the browser instead of throwing', () => {
    expect(reactAriaLocale('not a language')).toBeUndefined();
    expect(reactAriaLocale('')).toBeUndefined();
  });
});
