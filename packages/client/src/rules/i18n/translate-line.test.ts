import { describe, expect, it } from 'vitest';
import type { MessageForm } from '../../contract/message-form';
import { translateLine } from './translate-line';

const noForm = () => undefined;

describe('translateLine', () => {
  it('gives the translation with its :placeholders filled, longer names first', () => {
    expect(
      translateLine(
        { 'Hi :name, :names': 'Salut :name, :names' },
        'Hi :name, :names',
        { name: 'Jo', names: 'all' },
        'fr',
        noForm,
      ),
    ).toBe('Salut Jo, all');
  });

  it('falls back to the line itself when it has no translation', () => {
    expect(translateLine({}, 'Sign in to :site', { site: 'Tonearm' }, 'fr', noForm)).toBe(
      'Sign in to Tonearm',
    );
  });

  it("formats a line's parsed form in the language, placeholders filled in its text only", () => {
    const form: MessageForm = [
      ':who a ',
      { arg: 'count', type: 'plural', cases: { one: [0, ' titre'], other: [0, ' titres'] } },
    ];
    const forms = (line: string) => (line === 'tracks' ? form : undefined);
    expect(translateLine({}, 'tracks', { who: 'Jo', count: 1 }, 'fr', forms)).toBe('Jo a 1 titre');
    expect(translateLine({}, 'tracks', { who: 'Jo', count: 1500 }, 'fr', forms)).toBe(
      'Jo a 1\u202f500 titres',
    );
  });
});
