import { HOME_CHANNEL_SLUG } from '@tonearm/client/contract';
import { describe, expect, it } from 'vitest';
import { frontPageFor } from './front-page';

describe('frontPageFor', () => {
  it('shows guests the landing page when the homepage setting is landingPage', () => {
    expect(frontPageFor({ type: 'landingPage', value: null }, true)).toEqual({ kind: 'landing' });
  });

  it('shows a signed-in listener the home channel when the homepage setting is landingPage', () => {
    expect(frontPageFor({ type: 'landingPage', value: null }, false)).toEqual({
      kind: 'channel',
      slugOrId: HOME_CHANNEL_SLUG,
    });
  });

  it('shows the channel the homepage setting names, by slug or by id', () => {
    expect(frontPageFor({ type: 'channel', value: 'discover' }, true)).toEqual({
      kind: 'channel',
      slugOrId: 'discover',
    });
    expect(frontPageFor({ type: 'channel', value: 7 }, false)).toEqual({ kind: 'channel', slugOrId: '7' });
  });

  it('falls back to the home channel when the setting is absent, names no channel or another page', () => {
    const home = { kind: 'channel', slugOrId: HOME_CHANNEL_SLUG };
    expect(frontPageFor(undefined, true)).toEqual(home);
    expect(frontPageFor({ type: 'channel', value: ' ' }, true)).toEqual(home);
    expect(frontPageFor({ type: 'channel' }, true)).toEqual(home);
    expect(frontPageFor({ type: 'somethingElse', value: null }, true)).toEqual(home);
  });

  it('sends guests to sign in or to create an account when the homepage setting names that page', () => {
    expect(frontPageFor({ type: 'loginPage', value: null }, true)).toEqual({
      kind: 'redirect',
      to: '/login',
    });
    expect(frontPageFor({ type: 'registerPage', value: null }, true)).toEqual({
      kind: 'redirect',
      to: '/register',
    });
  });

  it('sends guests to sign in instead of the registration page while registration is closed', () => {
    expect(frontPageFor({ type: 'registerPage', value: null }, true, false)).toEqual({
      kind: 'redirect',
      to: '/login',
    });
  });

  it('shows a signed-in listener the home channel whichever page the setting names for guests', () => {
    const home = { kind: 'channel', slugOrId: HOME_CHANNEL_SLUG };
    expect(frontPageFor({ type: 'loginPage', value: null }, false)).toEqual(home);
    expect(frontPageFor({ type: 'registerPage', value: null }, false)).toEqual(home);
  });
});
