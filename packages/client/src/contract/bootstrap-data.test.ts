import { describe, expect, it } from 'vitest';
import { bootstrapDataResponseSchema, bootstrapDataSchema } from './bootstrap-data';
import { issuePaths, withField, withoutField } from './fixtures/issue-paths';
import { bootstrapDataJson } from './fixtures/laravel-payloads';

describe('bootstrapDataSchema', () => {
  it('accepts the bootstrap data of a signed-in user', () => {
    const data = bootstrapDataSchema.parse(bootstrapDataJson);
    expect(data.user?.email).toBe('ada@tonearm.example');
    expect(data.themes.map((theme) => theme.id)).toEqual([1, 2]);
    expect(data.i18n).toEqual({
      language: 'en',
      name: 'English',
      lines: { 'Mark all as read': 'Mark all as read' },
    });
    expect(data.guest_role?.permissions).toHaveLength(1);
    expect(data.show_cookie_notice).toBe(true);
  });

  it('accepts a guest visit with no user and untranslated lines sent as an empty PHP array', () => {
    const guest = withField(withField(bootstrapDataJson, 'user', null), 'i18n.lines', []);
    const data = bootstrapDataSchema.parse(guest);
    expect(data.user).toBeNull();
    expect(data.i18n.lines).toEqual({});
  });

  it('accepts the parsed forms of ICU lines beside the lines, and refuses a form of the wrong shape', () => {
    const form = [{ arg: 'count', type: 'plural', cases: { one: [0, ' track'], other: [0, ' tracks'] } }];
    const data = bootstrapDataSchema.parse(withField(bootstrapDataJson, 'i18n.messages', { Tracks: form }));
    expect(data.i18n.messages).toEqual({ Tracks: form });
    expect(
      issuePaths(
        bootstrapDataSchema,
        withField(bootstrapDataJson, 'i18n.messages', { Tracks: [{ count: 1 }] }),
      ),
    ).toEqual(['i18n.messages']);
  });

  it('rejects bootstrap data whose user is missing rather than null', () => {
    expect(issuePaths(bootstrapDataSchema, withoutField(bootstrapDataJson, 'user'))).toEqual(['user']);
  });

  it('rejects themes sent as a map instead of a list', () => {
    expect(issuePaths(bootstrapDataSchema, withField(bootstrapDataJson, 'themes', { 1: {} }))).toEqual([
      'themes',
    ]);
  });

  it('rejects translations without a language', () => {
    expect(issuePaths(bootstrapDataSchema, withoutField(bootstrapDataJson, 'i18n.language'))).toEqual([
      'i18n.language',
    ]);
  });

  it('rejects a cookie notice flag sent as a number', () => {
    expect(issuePaths(bootstrapDataSchema, withField(bootstrapDataJson, 'show_cookie_notice', 1))).toEqual([
      'show_cookie_notice',
    ]);
  });

  it('names the nested field when the user inside is malformed', () => {
    expect(issuePaths(bootstrapDataSchema, withField(bootstrapDataJson, 'user.id', 'me'))).toEqual([
      'user.id',
    ]);
  });
});

describe('bootstrapDataResponseSchema', () => {
  it('reads the bootstrap data from the `bootstrapData` key', () => {
    expect(
      bootstrapDataResponseSchema.parse({ bootstrapData: bootstrapDataJson }).bootstrapData.user?.id,
    ).toBe(1);
  });

  it('rejects an answer without bootstrap data', () => {
    expect(issuePaths(bootstrapDataResponseSchema, { status: 'success' })).toEqual(['bootstrapData']);
  });
});
