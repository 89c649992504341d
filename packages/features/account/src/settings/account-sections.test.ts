import type { BootstrapData } from '@tonearm/client/contract';
import { type Translate, trans } from '@tonearm/shell';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_SECTIONS, enabledSocialServices, visibleAccountSections } from './account-sections';

type Input = Parameters<typeof visibleAccountSections>[0];

function input({
  api = true,
  permissions = ['api.access'],
  social = {},
}: {
  api?: boolean;
  permissions?: string[];
  social?: Record<string, { enable: boolean }>;
} = {}): Input {
  return {
    user: {
      permissions: permissions.map((name) => ({ name, restrictions: [] })),
    } as unknown as BootstrapData['user'],
    settings: { api: { integrated: api }, social } as unknown as BootstrapData['settings'],
    guest_role: null,
  };
}

const ids = (data: Input) => visibleAccountSections(data).map((section) => section.id);

describe('account settings sections', () => {
  it('lists the anchors and titles of doc 000 §2 in order', () => {
    const english: Translate = (line) => trans({}, line);
    expect(ACCOUNT_SECTIONS.map((section) => [section.id, section.title(english)])).toEqual([
      ['account-details', 'Account details'],
      ['social-login', 'Social login'],
      ['password', 'Password'],
      ['two-factor', 'Two factor authentication'],
      ['sessions', 'Active sessions'],
      ['location-and-language', 'Location and language'],
      ['developers', 'Developers'],
      ['delete-account', 'Delete account'],
    ]);
  });

  it("words the titles in the visitor's language", () => {
    const french: Translate = (line) =>
      trans({ 'Active sessions': 'Sessions actives', 'Delete account': 'Supprimer le compte' }, line);
    expect(ACCOUNT_SECTIONS.map((section) => section.title(french))).toEqual([
      'Account details',
      'Social login',
      'Password',
      'Two factor authentication',
      'Sessions actives',
      'Location and language',
      'Developers',
      'Supprimer le compte',
    ]);
  });

  it('shows Developers only with API integration and the api.access permission', () => {
    expect(ids(input())).toContain('developers');
    expect(ids(input({ api: false }))).not.toContain('developers');
    expect(ids(input({ permissions: ['music.view'] }))).not.toContain('developers');
    expect(ids(input({ permissions: ['admin'] }))).toContain('developers');
  });

  it('shows Social login only when a social service is enabled', () => {
    expect(ids(input())).not.toContain('social-login');
    expect(ids(input({ social: { google: { enable: true } } }))).toEqual([
      'account-details',
      'social-login',
      'password',
      'two-factor',
      'sessions',
      'location-and-language',
      'developers',
      'delete-account',
    ]);
  });

  it('lists the enabled social services in a stable order', () => {
    const { settings } = input({
      social: { twitter: { enable: true }, google: { enable: true }, facebook: { enable: false } },
    });
    expect(enabledSocialServices(settings)).toEqual(['google', 'twitter']);
  });
});
