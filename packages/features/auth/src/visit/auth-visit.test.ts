import { type Translate, trans } from '@tonearm/shell';
import { describe, expect, it } from 'vitest';
import { loginHeading, registerHeading } from './auth-headings';
import { readAuthVisit } from './auth-visit';

const visit = (path: string) => {
  const url = new URL(path, 'https://tonearm.test');
  return readAuthVisit(url.pathname, url.searchParams);
};

describe('readAuthVisit', () => {
  it('reads the pre-filled email, the invitation and the redirect from the address', () => {
    expect(
      visit('/workspace/join/register?email=ada%40example.com&inviteId=9f1c&redirectUri=/library'),
    ).toEqual({
      isWorkspaceJoin: true,
      inviteId: '9f1c',
      isInvite: true,
      email: 'ada@example.com',
      fromPricing: false,
      redirectUri: '/library',
    });
  });

  it('counts an invitation on the plain register path as an invite', () => {
    expect(visit('/register?inviteId=9f1c')).toMatchObject({ isWorkspaceJoin: false, isInvite: true });
  });

  it('treats blank values as absent', () => {
    expect(visit('/login?email=%20&inviteId=')).toMatchObject({
      email: null,
      inviteId: null,
      isInvite: false,
    });
  });
});

const english: Translate = (line, replacements) => trans({}, line, replacements);

describe('sign-in headings', () => {
  it('asks to sign in, or to log in to join the team on a workspace path', () => {
    expect(loginHeading(visit('/login'), 'Tonearm', english)).toBe('Sign in to your account');
    expect(loginHeading(visit('/workspace/join/login'), 'Tonearm', english)).toBe(
      'To join your team on Tonearm, login to your account',
    );
  });

  it('titles registration for an invite first, then for a visitor from pricing', () => {
    expect(registerHeading(visit('/register'), 'Tonearm', english)).toBe('Create a new account');
    expect(registerHeading(visit('/register?redirectFrom=pricing'), 'Tonearm', english)).toBe(
      "First, let's create your account",
    );
    expect(registerHeading(visit('/workspace/join/register?redirectFrom=pricing'), 'Tonearm', english)).toBe(
      'To join your team on Tonearm, create an account',
    );
  });

  it("words the headings in the visitor's language, naming the site in the translation", () => {
    const french: Translate = (line, replacements) =>
      trans(
        {
          'Sign in to your account': 'Connectez-vous à votre compte',
          'To join your team on :siteName, create an account':
            'Pour rejoindre votre équipe sur :siteName, créez un compte',
        },
        line,
        replacements,
      );
    expect(loginHeading(visit('/login'), 'Tonearm', french)).toBe('Connectez-vous à votre compte');
    expect(registerHeading(visit('/register?inviteId=9f1c'), 'Tonearm', french)).toBe(
      'Pour rejoindre votre équipe sur Tonearm, créez un compte',
    );
  });
});
