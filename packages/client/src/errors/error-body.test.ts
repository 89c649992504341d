import { describe, expect, it } from 'vitest';
import { readErrorBody } from './error-body';

describe('error body', () => {
  it('reads the message, the field errors and the action', () => {
    const body = readErrorBody({
      message: 'Invalid.',
      errors: { email: 'Taken.', password: ['Too short.'] },
      action: { label: 'Upgrade', action: '/pricing' },
    });
    expect(body).toEqual({
      message: 'Invalid.',
      errors: { email: 'Taken.', password: ['Too short.'] },
      action: { label: 'Upgrade', action: '/pricing' },
    });
  });

  it('keeps the message when the field errors are malformed', () => {
    expect(
      readErrorBody({ message: 'Invalid.', errors: { email: { nested: true } }, action: 'reload' }),
    ).toEqual({
      message: 'Invalid.',
    });
  });

  it('reads the empty list PHP sends for no field errors as an empty map', () => {
    expect(readErrorBody({ message: 'Invalid.', errors: [] })).toEqual({ message: 'Invalid.', errors: {} });
  });

  it('treats an empty or blank message as none', () => {
    expect(readErrorBody({ message: '  ' })).toEqual({});
  });

  it.each([undefined, null, 'Server Error', 42, ['message']])('reads nothing from %j', (json) => {
    expect(readErrorBody(json)).toEqual({});
  });
});
