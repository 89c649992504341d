import { parse } from '@formatjs/icu-messageformat-parser';
import { type MessageForm, messageParserFrom } from '@tonearm/client/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerMessageParser } from './message-parser';
import { trans } from './trans';

describe('trans', () => {
  it('returns the translated line', () => {
    expect(trans({ 'Log out': 'Se déconnecter' }, 'Log out')).toBe('Se déconnecter');
  });

  it('returns the line itself when it has no translation', () => {
    expect(trans({ Login: 'Connexion' }, 'Log out')).toBe('Log out');
  });

  it('replaces each :placeholder with its value, in the translation', () => {
    expect(
      trans(
        { 'Enter the verification code we sent to :email': 'Saisissez le code envoyé à :email' },
        'Enter the verification code we sent to :email',
        { email: 'jo****@example.com' },
      ),
    ).toBe('Saisissez le code envoyé à jo****@example.com');
  });

  it('replaces placeholders in an untranslated line and every occurrence of one', () => {
    expect(trans({}, ':name and :name again, :count times', { name: 'Tonearm', count: 2 })).toBe(
      'Tonearm and Tonearm again, 2 times',
    );
  });

  it('does not let a short placeholder name eat the start of a longer one', () => {
    expect(trans({}, ':name owns :names', { name: 'Nina', names: 'records' })).toBe('Nina owns records');
  });

  it('leaves placeholders without a value in place', () => {
    expect(trans({}, 'Hello :name', {})).toBe('Hello :name');
    expect(trans({}, 'Hello :name', { other: 'x' })).toBe('Hello :name');
  });

  it('never reads a translation from the prototype of the lines', () => {
    expect(trans({}, 'toString')).toBe('toString');
    expect(trans({}, 'constructor')).toBe('constructor');
  });

  it('inserts replacement values literally, even when they look like replacement patterns', () => {
    expect(trans({}, 'Code :code', { code: '$& $1' })).toBe('Code $& $1');
  });
});

describe('trans with ICU lines', () => {
  const line = '{count, plural, one {Delete # user?} other {Delete # users?}}';

  it('formats the parsed form the bootstrap data carries, in its language', () => {
    const messages: Record<string, MessageForm> = {
      [line]: [
        {
          arg: 'count',
          type: 'plural',
          cases: { one: ['Un: ', 0], many: ['Beaucoup: ', 0], other: ['Autre: ', 0] },
        },
      ],
    };
    expect(trans({}, line, { count: 1 }, { messages, language: 'fr' })).toBe('Un: 1');
    expect(trans({}, line, { count: 2 }, { messages, language: 'fr' })).toBe('Autre: 2');
    expect(trans({}, line, { count: 1_000_000 }, { messages, language: 'fr' })).toBe(
      'Beaucoup: 1\u202f000\u202f000',
    );
  });

  it('parses a line the bootstrap data lacks with the registered parser, translation first', () => {
    const lines = { [line]: '{count, plural, one {# Nutzer löschen?} other {# Nutzer löschen?}}' };
    expect(trans(lines, line, { count: 3 }, { language: 'de' })).toBe('3 Nutzer löschen?');
    expect(trans({}, line, { count: 1 })).toBe('Delete 1 user?');
  });

  it('replaces :placeholders in the chosen case', () => {
    expect(
      trans({}, '{count, plural, one {:name has # song} other {:name has # songs}}', {
        count: 2,
        name: 'Ada',
      }),
    ).toBe('Ada has 2 songs');
  });

  it('shows a malformed line as written', () => {
    expect(trans({}, 'Delete {count, plural, one {# user}', { count: 1 })).toBe(
      'Delete {count, plural, one {# user}',
    );
  });
});

describe('trans without a registered parser, as in the web app', () => {
  afterEach(() => {
    registerMessageParser(messageParserFrom(parse));
    vi.restoreAllMocks();
  });

  it('shows an ICU line the bootstrap data has no form for as written, warning once while developing', () => {
    registerMessageParser(undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const line = '{count, plural, one {# song} other {# songs}}';
    expect(trans({}, line, { count: 2 })).toBe(line);
    expect(trans({}, line, { count: 3 })).toBe(line);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain(line);
  });
});
