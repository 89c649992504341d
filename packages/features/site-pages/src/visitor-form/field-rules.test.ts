import { describe, expect, it } from 'vitest';
import { emailAddress, required } from './field-rules';

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
