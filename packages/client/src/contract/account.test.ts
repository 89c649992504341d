import { describe, expect, it } from 'vitest';
import {
  accountDetailsPayloadSchema,
  avatarUrlPayloadSchema,
  changeLocalePayloadSchema,
  changePasswordPayloadSchema,
  localeResponseSchema,
  resendEmailVerificationPayloadSchema,
  validateEmailVerificationPayloadSchema,
} from './account';
import { issuePaths } from './fixtures/issue-paths';

describe('account details', () => {
  it('accepts any subset of the details, with cleared fields as null', () => {
    const body = { first_name: 'Ada', last_name: null, timezone: 'Europe/London' };
    expect(accountDetailsPayloadSchema.parse(body)).toEqual(body);
  });

  it('rejects a country sent as a number', () => {
    expect(issuePaths(accountDetailsPayloadSchema, { country: 44 })).toEqual(['country']);
  });
});

describe('avatar from an address', () => {
  it('requires a URL', () => {
    expect(issuePaths(avatarUrlPayloadSchema, { url: 'not a url' })).toEqual(['url']);
  });

  it("takes the site's own path of an uploaded image, never a protocol-relative address", () => {
    expect(issuePaths(avatarUrlPayloadSchema, { url: '/storage/files/Zm9v.png' })).toEqual([]);
    expect(issuePaths(avatarUrlPayloadSchema, { url: '//elsewhere.example/face.png' })).toEqual(['url']);
  });
});

describe('password change', () => {
  it('requires the current password, the new one and its confirmation', () => {
    expect(issuePaths(changePasswordPayloadSchema, { password: 'new-secret' })).toEqual([
      'current_password',
      'password_confirmation',
    ]);
  });
});

describe('locale change', () => {
  it('requires a locale', () => {
    expect(issuePaths(changeLocalePayloadSchema, { locale: '' })).toEqual(['locale']);
  });

  it('reads the chosen localization with its lines', () => {
    const response = { locale: { id: 2, language: 'fr', name: 'French', lines: { Save: 'Enregistrer' } } };
    expect(localeResponseSchema.parse(response).locale).toEqual({
      language: 'fr',
      name: 'French',
      lines: { Save: 'Enregistrer' },
    });
  });

  it('rejects a localization without its language', () => {
    expect(issuePaths(localeResponseSchema, { locale: { name: 'French' } })).toEqual(['locale.language']);
  });
});

describe('email verification', () => {
  it('requires a valid email to resend the code', () => {
    expect(issuePaths(resendEmailVerificationPayloadSchema, { email: 'ada' })).toEqual(['email']);
  });

  it('accepts a code of at most 6 characters', () => {
    expect(validateEmailVerificationPayloadSchema.parse({ code: '482913' })).toEqual({ code: '482913' });
    expect(issuePaths(validateEmailVerificationPayloadSchema, { code: '4829131' })).toEqual(['code']);
    expect(issuePaths(validateEmailVerificationPayloadSchema, { code: '' })).toEqual(['code']);
  });
});
