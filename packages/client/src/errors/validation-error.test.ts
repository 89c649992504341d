import { describe, expect, it } from 'vitest';
import { ValidationError } from './validation-error';

function validationError(json: unknown) {
  const bodyText = JSON.stringify(json);
  return new ValidationError({
    callName: 'POST auth/register',
    response: new Response(bodyText, { status: 422 }),
    bodyText,
    json,
  });
}

describe('ValidationError', () => {
  it('gives the first message of each field, whether the server sent a string or a list', () => {
    const error = validationError({
      errors: { email: 'The email has already been taken.', password: ['Too short.', 'Needs a number.'] },
    });
    expect(error.fieldErrors()).toEqual({
      email: 'The email has already been taken.',
      password: 'Too short.',
    });
  });

  it('gives every message of one field', () => {
    const error = validationError({
      errors: { email: 'Taken.', password: ['Too short.', 'Needs a number.'] },
    });
    expect(error.messagesFor('password')).toEqual(['Too short.', 'Needs a number.']);
    expect(error.messagesFor('email')).toEqual(['Taken.']);
    expect(error.messagesFor('name')).toEqual([]);
  });

  it('gives the first field error for the generic toast', () => {
    expect(
      validationError({ errors: { first_name: ['Required.'], email: 'Taken.' } }).firstFieldError(),
    ).toBe('Required.');
  });

  it('skips fields without a usable message', () => {
    const error = validationError({ errors: { avatar: [], file: ['', 'The file is too large.'] } });
    expect(error.fieldErrors()).toEqual({ file: 'The file is too large.' });
    expect(error.firstFieldError()).toBe('The file is too large.');
  });

  it('has no field errors when the server sent none', () => {
    const error = validationError({ message: 'The given data was invalid.', errors: [] });
    expect(error.errors).toEqual({});
    expect(error.fieldErrors()).toEqual({});
    expect(error.firstFieldError()).toBeUndefined();
    expect(error.message).toBe('The given data was invalid.');
  });

  it('is named for what it is', () => {
    expect(validationError({}).name).toBe('ValidationError');
  });
});
