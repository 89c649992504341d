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

describe('sign-in headings', () => {
  it('asks to sign in, or to log in to join the team on a workspace path', () => {
    expect(loginHeading(visit('/login'), 'Tonearm')).toBe('Sign in to your account');
    expect(loginHeading(visit('/workspace/join/login'), 'Tonearm')).toBe(
      'To join your team on Tonearm, login to your account',
    );
  });

  it('titles registration for an invite first, then for a visitor from pricing', () => {
    expect(registerHeading(visit('/register'), 'Tonearm')).toBe('Create a new account');
    expect(registerHeading(visit('/register?redirectFrom=pricing'), 'Tonearm')).toBe(
      "First, let's create your account",
    );
    expect(registerHeading(visit('/workspace/join/register?redirectFrom=pricing'), 'Tonearm')).toBe(
      'To join your team on Tonearm, create an account',
    );
  });
});
