import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { jsonAnswer, type RecordedRequest, RecordingFetch } from '../../test-support/recording-fetch';
import { ENVATO_EMAIL_URL, ENVATO_TOKEN_URL, ENVATO_USERNAME_URL, envato } from './envato';
import { FACEBOOK_ME_URL, FACEBOOK_TOKEN_URL, facebook } from './facebook';
import { GOOGLE_TOKEN_URL, GOOGLE_USERINFO_URL, google } from './google';
import { ProviderError } from './oauth-provider';
import { TWITTER_ME_URL, TWITTER_TOKEN_URL, twitter } from './twitter';

const credentials = { clientId: 'client-id', clientSecret: 'client-secret' };
const redirectUri = 'https://music.example.com/secure/auth/social/x/callback';
const authorization = { credentials, redirectUri, state: 'the-state', codeChallenge: 'the-challenge' };

/** A provider that answers each of its endpoints (origin + path) with a JSON body. */
function providerAnswering(answers: Record<string, unknown>): RecordingFetch {
  const site = new RecordingFetch();
  site.answer((request) => {
    const address = `${request.url.origin}${request.url.pathname}`;
    return address in answers ? jsonAnswer(answers[address]) : undefined;
  });
  return site;
}

const form = (request: RecordedRequest | undefined) => Object.fromEntries(new URLSearchParams(request?.body));
const query = (address: string) => Object.fromEntries(new URL(address).searchParams);
const exchange = (site: RecordingFetch) => ({
  credentials,
  redirectUri,
  code: 'the-code',
  codeVerifier: 'the-verifier',
  fetch: site.fetch,
});

describe('Google', () => {
  it('asks for the openid profile with PKCE', () => {
    const address = google.authorizationUrl(authorization);
    expect(address.startsWith('https://accounts.google.com/o/oauth2/v2/auth?')).toBe(true);
    expect(query(address)).toMatchObject({
      client_id: 'client-id',
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'openid email profile',
      state: 'the-state',
      code_challenge: 'the-challenge',
      code_challenge_method: 'S256',
    });
  });

  it('trades the code with a form post, then reads userinfo with the bearer token', async () => {
    const site = providerAnswering({
      [GOOGLE_TOKEN_URL]: { access_token: 'ya29.token', token_type: 'Bearer', expires_in: 3599 },
      [GOOGLE_USERINFO_URL]: { sub: '1089', email: 'ada@example.com', email_verified: true, name: 'Ada L' },
    });
    expect(await google.identify(exchange(site))).toEqual({
      id: '1089',
      email: 'ada@example.com',
      username: 'Ada L',
    });
    const [token] = site.to(GOOGLE_TOKEN_URL);
    expect(token?.method).toBe('POST');
    expect(token?.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(form(token)).toEqual({
      grant_type: 'authorization_code',
      code: 'the-code',
      redirect_uri: redirectUri,
      client_id: 'client-id',
      client_secret: 'client-secret',
      code_verifier: 'the-verifier',
    });
    expect(site.to(GOOGLE_USERINFO_URL)[0]?.headers.get('authorization')).toBe('Bearer ya29.token');
  });

  it('keeps an unverified address out of the identity', async () => {
    const site = providerAnswering({
      [GOOGLE_TOKEN_URL]: { access_token: 't' },
      [GOOGLE_USERINFO_URL]: { sub: '1', email: 'someone-else@example.com', email_verified: false },
    });
    expect((await google.identify(exchange(site))).email).toBeNull();
  });

  it('fails with a provider error when the token endpoint refuses the code', async () => {
    const site = new RecordingFetch();
    site.answer(() => jsonAnswer({ error: 'invalid_grant' }, 400));
    await expect(google.identify(exchange(site))).rejects.toBeInstanceOf(ProviderError);
  });
});

describe('Facebook', () => {
  it('asks for the email permission', () => {
    const address = facebook.authorizationUrl(authorization);
    expect(address.startsWith('https://www.facebook.com/v21.0/dialog/oauth?')).toBe(true);
    expect(query(address)).toMatchObject({
      client_id: 'client-id',
      state: 'the-state',
      scope: 'email,public_profile',
    });
  });

  it('trades the code with a GET, then reads /me with the app secret proof', async () => {
    const site = providerAnswering({
      [FACEBOOK_TOKEN_URL]: { access_token: 'EAAB', token_type: 'bearer', expires_in: 5183944 },
      [FACEBOOK_ME_URL]: { id: '4242', name: 'Grace H', email: 'grace@example.com' },
    });
    expect(await facebook.identify(exchange(site))).toEqual({
      id: '4242',
      email: 'grace@example.com',
      username: 'Grace H',
    });
    const [token] = site.to(FACEBOOK_TOKEN_URL);
    expect(token?.method).toBe('GET');
    expect(Object.fromEntries(token?.url.searchParams ?? [])).toEqual({
      client_id: 'client-id',
      client_secret: 'client-secret',
      redirect_uri: redirectUri,
      code: 'the-code',
    });
    const [me] = site.to(FACEBOOK_ME_URL);
    expect(Object.fromEntries(me?.url.searchParams ?? [])).toEqual({
      fields: 'id,name,email',
      access_token: 'EAAB',
      appsecret_proof: createHmac('sha256', 'client-secret').update('EAAB').digest('hex'),
    });
  });
});

describe('Twitter', () => {
  it('asks for the user with PKCE', () => {
    expect(query(twitter.authorizationUrl(authorization))).toMatchObject({
      response_type: 'code',
      client_id: 'client-id',
      code_challenge: 'the-challenge',
      code_challenge_method: 'S256',
      scope: 'users.read tweet.read users.email',
    });
  });

  it('authenticates the exchange with HTTP Basic and sends the verifier', async () => {
    const site = providerAnswering({
      [TWITTER_TOKEN_URL]: { token_type: 'bearer', access_token: 'x-token', scope: 'users.read' },
      [TWITTER_ME_URL]: { data: { id: '2244994945', name: 'Dev', username: 'dev' } },
    });
    expect(await twitter.identify(exchange(site))).toEqual({
      id: '2244994945',
      email: null,
      username: 'dev',
    });
    const [token] = site.to(TWITTER_TOKEN_URL);
    expect(token?.headers.get('authorization')).toBe(
      `Basic ${Buffer.from('client-id:client-secret').toString('base64')}`,
    );
    expect(form(token)).toEqual({
      grant_type: 'authorization_code',
      code: 'the-code',
      redirect_uri: redirectUri,
      code_verifier: 'the-verifier',
    });
    const [me] = site.to(TWITTER_ME_URL);
    expect(me?.url.searchParams.get('user.fields')).toBe('confirmed_email');
    expect(me?.headers.get('authorization')).toBe('Bearer x-token');
  });
});

describe('Envato', () => {
  it('sends the browser to the authorization page with the state', () => {
    const address = envato.authorizationUrl(authorization);
    expect(address.startsWith('https://api.envato.com/authorization?')).toBe(true);
    expect(query(address)).toMatchObject({
      response_type: 'code',
      client_id: 'client-id',
      state: 'the-state',
    });
  });

  it('trades the code, then reads the username and the email', async () => {
    const site = providerAnswering({
      [ENVATO_TOKEN_URL]: {
        refresh_token: 'r',
        token_type: 'bearer',
        access_token: 'e-token',
        expires_in: 3600,
      },
      [ENVATO_USERNAME_URL]: { username: 'collis' },
      [ENVATO_EMAIL_URL]: { email: 'collis@example.com' },
    });
    expect(await envato.identify(exchange(site))).toEqual({
      id: 'collis',
      email: 'collis@example.com',
      username: 'collis',
    });
    expect(form(site.to(ENVATO_TOKEN_URL)[0])).toEqual({
      grant_type: 'authorization_code',
      code: 'the-code',
      client_id: 'client-id',
      client_secret: 'client-secret',
    });
    expect(site.to(ENVATO_EMAIL_URL)[0]?.headers.get('authorization')).toBe('Bearer e-token');
  });

  it('refuses an answer that is not the documented shape', async () => {
    const site = providerAnswering({
      [ENVATO_TOKEN_URL]: { access_token: 'e-token' },
      [ENVATO_USERNAME_URL]: { name: 'no username here' },
      [ENVATO_EMAIL_URL]: { email: 'collis@example.com' },
    });
    await expect(envato.identify(exchange(site))).rejects.toBeInstanceOf(ProviderError);
  });
});
