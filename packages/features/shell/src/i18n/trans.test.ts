import { describe, expect, it } from 'vitest';
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
