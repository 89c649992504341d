import { describe, expect, it } from 'vitest';
import { readAuthVisit } from './auth-visit';
import { loginHref, registerHref } from './sign-in-links';

const visitOf = (path: string) => {
  const url = new URL(path, 'https://music.example.com');
  return { visit: readAuthVisit(url.pathname, url.searchParams), search: url.search };
};

describe('the links between the sign-in pages', () => {
  it('keeps an invitation given to /login on its sign-up link', () => {
    const { visit, search } = visitOf('/login?inviteId=abc-123&email=invitee%40example.com');
    expect(registerHref(visit, search)).toBe('/register?inviteId=abc-123&email=invitee%40example.com');
  });

  it('keeps the workspace join path and its whole query', () => {
    const { visit, search } = visitOf('/workspace/join/login?email=a%40example.com&inviteId=xyz');
    expect(registerHref(visit, search)).toBe('/workspace/join/register?email=a%40example.com&inviteId=xyz');
    const register = visitOf('/workspace/join/register?email=a%40example.com&inviteId=xyz');
    expect(loginHref(register.visit, register.search)).toBe(
      '/workspace/join/login?email=a%40example.com&inviteId=xyz',
    );
  });

  it('keeps where the visitor was going', () => {
    const { visit, search } = visitOf('/login?redirectUri=%2Flibrary%2Fsongs');
    expect(registerHref(visit, search)).toBe('/register?redirectUri=%2Flibrary%2Fsongs');
  });

  it('leaves a bare address behind, which the registration page would lock', () => {
    const { visit, search } = visitOf('/login?email=someone%40example.com');
    expect(registerHref(visit, search)).toBe('/register');
    expect(loginHref(visitOf('/register').visit, '')).toBe('/login');
  });
});
