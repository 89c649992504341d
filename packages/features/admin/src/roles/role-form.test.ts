import { describe, expect, it } from 'vitest';
import { EMPTY_ROLE_FORM, roleFormResolver, rolePayload, roleServerErrors } from './role-form';

const resolve = roleFormResolver((message) => `[${message}]`);
const check = (values: typeof EMPTY_ROLE_FORM) =>
  resolve(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the role form', () => {
  it('requires a name and words the message through the translation', async () => {
    const { errors } = await check({ ...EMPTY_ROLE_FORM, name: '   ' });
    expect(errors.name?.message).toBe('[The name field is required.]');
  });

  it('refuses a description over 500 characters', async () => {
    const { errors } = await check({ ...EMPTY_ROLE_FORM, name: 'Editors', description: 'x'.repeat(501) });
    expect(errors.description?.message).toMatch(/at most 500/);
  });

  it('sends a trimmed name and an empty description as null', () => {
    expect(rolePayload({ ...EMPTY_ROLE_FORM, name: ' Editors ', description: '  ' })).toEqual({
      name: 'Editors',
      description: null,
      default: false,
      guests: false,
      permissions: [],
    });
  });

  it('puts the server errors about single permissions on the permission editor', () => {
    expect(
      roleServerErrors({
        name: ['Another role already has this name.'],
        'permissions.0.name': ['There is no permission named music.fly.'],
        'permissions.2.restrictions.0.value': [
          'The minutes restriction must be a whole number of 0 or more, or empty.',
        ],
      }),
    ).toEqual({
      name: ['Another role already has this name.'],
      permissions: [
        'There is no permission named music.fly.',
        'The minutes restriction must be a whole number of 0 or more, or empty.',
      ],
    });
  });
});
