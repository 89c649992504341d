import type { TransReplacements } from '@tonearm/shell';
import { describe, expect, it } from 'vitest';
import { MESSAGE_MAX_LENGTH, visitorFieldRules } from './field-rules';

/** A translator holding `lines`, filling `:placeholders` as the product's does. */
const translator =
  (lines: Record<string, string> = {}) =>
  (line: string, replacements: TransReplacements = {}) =>
    (lines[line] ?? line).replace(/:(\w+)/g, (match, name: string) =>
      replacements[name] === undefined ? match : String(replacements[name]),
    );

const { required, emailAddress, messageLength } = visitorFieldRules(translator());

describe('required', () => {
  it('refuses text that is only spaces with the server message', () => {
    expect(required('name').validate.filled('   ')).toBe('The name field is required.');
    expect(required('name').validate.filled('Ada')).toBe(true);
  });
});

describe('emailAddress', () => {
  it('accepts an address and leaves an empty field to the required rule', () => {
    expect(emailAddress('ada@example.com')).toBe(true);
    expect(emailAddress('')).toBe(true);
  });

  it('refuses text that is not an address', () => {
    expect(emailAddress('ada-at-example')).toBe('The email field must be a valid email address.');
  });
});

describe('messageLength', () => {
  it('names the longest message the server stores', () => {
    expect(messageLength).toEqual({
      value: MESSAGE_MAX_LENGTH,
      message: 'The message field must not be greater than 5000 characters.',
    });
  });
});

describe('visitorFieldRules', () => {
  it('words every refusal in the visitor’s language', () => {
    const german = visitorFieldRules(
      translator({
        'The :attribute field is required.': 'Das Feld :attribute ist erforderlich.',
        'The email field must be a valid email address.': 'Bitte gib eine gültige E-Mail-Adresse ein.',
      }),
    );
    expect(german.required('Name').required.message).toBe('Das Feld Name ist erforderlich.');
    expect(german.emailAddress('kein-at')).toBe('Bitte gib eine gültige E-Mail-Adresse ein.');
  });
});
