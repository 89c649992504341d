import { createHash } from 'node:crypto';
import {
  bootstrapDataResponseSchema,
  socialAuthPopupResultSchema,
  userResponseSchema,
} from '@tonearm/client/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jsonAnswer, RecordingFetch } from '../test-support/recording-fetch';
import { registerListener } from '../test-support/register-listener';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { TestVisitor, type Visit } from '../test-support/test-visitor';
import { GOOGLE_TOKEN_URL, GOOGLE_USERINFO_URL } from './providers/google';
import { NO_PENDING_CONNECTION } from './social-account-routes';

let app: TestServer;
const google = new RecordingFetch();
const password = 'correct horse battery';
let count = 0;

beforeAll(async () => {
  app = await startTestServer(
    { GOOGLE_CLIENT_ID: 'google-client', GOOGLE_CLIENT_SECRET: 'google-secret' },
    { fetch: google.fetch },
  );
}, 60_000);
afterAll(() => app?.stop());
beforeEach(() => google.reset());

/** Google answering the code exchange and userinfo for the person `profile` describes. */
function googleKnows(profile: { sub: string; email?: string; email_verified?: boolean; name?: string }) {
  google.answer((request) => {
    const address = `${request.url.origin}${request.url.pathname}`;
    if (address === GOOGLE_TOKEN_URL) return jsonAnswer({ access_token: `token-${profile.sub}` });
    if (address === GOOGLE_USERINFO_URL) return jsonAnswer({ email_verified: true, ...profile });
    return undefined;
  });
}

function popupResult(visit: Visit) {
  expect(visit.status).toBe(200);
  const posted = /var result = (.*);/.exec(visit.text)?.[1];
  return socialAuthPopupResultSchema.parse(JSON.parse(posted ?? 'null'));
}

/** Opens the popup, follows it to Google's page, and returns the state Google would send back. */
async function startPopup(visitor: TestVisitor, action: 'login' | 'connect') {
  const start = await visitor.get(`/secure/auth/social/google/${action}`);
  expect(start.status).toBe(302);
  const location = new URL(start.headers.get('location') ?? '');
  expect(`${location.origin}${location.pathname}`).toBe('https://accounts.google.com/o/oauth2/v2/auth');
  return location.searchParams;
}

async function googleSignIn(visitor: TestVisitor, action: 'login' | 'connect' = 'login') {
  const state = (await startPopup(visitor, action)).get('state');
  return popupResult(await visitor.get(`/secure/auth/social/google/callback?code=the-code&state=${state}`));
}

async function registered(email = `social${++count}@example.com`) {
  return { visitor: await registerListener(app.url, email, password), email };
}

describe('signing in with a configured provider', () => {
  it('sends the popup to Google with this site callback and a PKCE challenge', async () => {
    const params = await startPopup(await new TestVisitor(app.url).open(), 'login');
    expect(Object.fromEntries(params)).toMatchObject({
      client_id: 'google-client',
      redirect_uri: `${app.url}/secure/auth/social/google/callback`,
      response_type: 'code',
      code_challenge_method: 'S256',
    });
  });

  it('creates an account for a new person, signs them in and lists the profile', async () => {
    googleKnows({ sub: 'g-new', email: 'new-listener@example.com', name: 'New Listener' });
    const visitor = await new TestVisitor(app.url).open();
    const params = await startPopup(visitor, 'login');
    const result = popupResult(
      await visitor.get(`/secure/auth/social/google/callback?code=the-code&state=${params.get('state')}`),
    );
    expect(result.status).toBe('SUCCESS');
    expect(result.callbackData?.bootstrapData?.user?.email).toBe('new-listener@example.com');
    expect(result.callbackData?.bootstrapData?.user?.social_profiles).toEqual([
      { id: expect.any(Number), service_name: 'google', username: 'New Listener' },
    ]);
    // The code exchange carried the verifier behind the challenge sent to Google.
    const verifier = new URLSearchParams(google.to(GOOGLE_TOKEN_URL)[0]?.body).get('code_verifier') ?? '';
    expect(createHash('sha256').update(verifier).digest('base64url')).toBe(params.get('code_challenge'));
    expect(userResponseSchema.parse((await visitor.get('/api/v1/users/me')).json).user.email).toBe(
      'new-listener@example.com',
    );
  });

  it('refuses a callback replayed, or brought to another browser', async () => {
    googleKnows({ sub: 'g-replay', email: 'replay@example.com' });
    const visitor = await new TestVisitor(app.url).open();
    const state = (await startPopup(visitor, 'login')).get('state');
    const stranger = await new TestVisitor(app.url).open();
    const forged = popupResult(
      await stranger.get(`/secure/auth/social/google/callback?code=c&state=${state}`),
    );
    expect(forged).toEqual({
      status: 'ERROR',
      callbackData: { errorMessage: 'This sign-in request has expired. Please try again.' },
    });
    expect((await visitor.get(`/secure/auth/social/google/callback?code=c&state=${state}`)).status).toBe(200);
    const replayed = popupResult(
      await visitor.get(`/secure/auth/social/google/callback?code=c&state=${state}`),
    );
    expect(replayed.status).toBe('ERROR');
  });

  it('asks for the password of the account with the same email, then connects and signs in', async () => {
    const { email } = await registered();
    googleKnows({ sub: 'g-existing', email, name: 'Existing' });
    const visitor = await new TestVisitor(app.url).open();
    expect(await googleSignIn(visitor)).toEqual({ status: 'REQUEST_PASSWORD' });

    const wrong = await visitor.post('/secure/auth/social/connect', { password: 'not the password' });
    expect(wrong.status).toBe(422);
    expect(wrong.json).toMatchObject({ errors: { password: [expect.any(String)] } });

    const right = await visitor.post('/secure/auth/social/connect', { password });
    expect(right.status).toBe(200);
    const user = bootstrapDataResponseSchema.parse(right.json).bootstrapData.user;
    expect(user?.email).toBe(email);
    expect(user?.social_profiles?.map((profile) => profile.service_name)).toEqual(['google']);

    // Connected now: the next sign-in through Google goes straight in.
    const later = await new TestVisitor(app.url).open();
    const again = await googleSignIn(later);
    expect(again.status).toBe('SUCCESS');
    expect(again.callbackData?.bootstrapData?.user?.email).toBe(email);
  });

  it('answers 422 to a password sent with no social account waiting', async () => {
    const visitor = await new TestVisitor(app.url).open();
    const answer = await visitor.post('/secure/auth/social/connect', { password });
    expect(answer).toMatchObject({
      status: 422,
      json: { message: NO_PENDING_CONNECTION, errors: { password: [NO_PENDING_CONNECTION] } },
    });
  });

  it('tells a signed-in visitor they are already signed in', async () => {
    const { visitor } = await registered();
    const result = popupResult(await visitor.get('/secure/auth/social/google/login'));
    expect(result.status).toBe('ALREADY_LOGGED_IN');
    expect(result.callbackData?.bootstrapData?.user).not.toBeNull();
  });

  it('connects Google to the signed-in account from settings, and disconnects it', async () => {
    const { visitor, email } = await registered();
    googleKnows({ sub: 'g-settings', email: 'a-different-address@example.com', name: 'Settings Person' });
    const connected = await googleSignIn(visitor, 'connect');
    expect(connected.status).toBe('SUCCESS');
    expect(connected.callbackData?.bootstrapData?.user?.email).toBe(email);
    const me = userResponseSchema.parse((await visitor.get('/api/v1/users/me')).json).user;
    expect(me.social_profiles).toEqual([
      { id: expect.any(Number), service_name: 'google', username: 'Settings Person' },
    ]);

    const off = await visitor.post('/secure/auth/social/google/disconnect');
    expect(off).toMatchObject({ status: 200, json: { status: 'success' } });
    const after = userResponseSchema.parse((await visitor.get('/api/v1/users/me')).json).user;
    expect(after.social_profiles).toEqual([]);
  });

  it('refuses to connect a Google account that belongs to someone else', async () => {
    googleKnows({ sub: 'g-taken', email: 'taken-owner@example.com' });
    expect((await googleSignIn(await new TestVisitor(app.url).open())).status).toBe('SUCCESS');
    const { visitor } = await registered();
    expect(await googleSignIn(visitor, 'connect')).toEqual({
      status: 'ERROR',
      callbackData: { errorMessage: 'This Google account is already connected to another account.' },
    });
  });

  it('answers 401 to a guest who disconnects, and 404 for an unknown service', async () => {
    const guest = await new TestVisitor(app.url).open();
    expect((await guest.post('/secure/auth/social/google/disconnect')).status).toBe(401);
    const { visitor } = await registered();
    expect((await visitor.post('/secure/auth/social/myspace/disconnect')).status).toBe(404);
  });

  it('reports an error when Google refuses the code or withholds a verified email', async () => {
    google.answer(() => jsonAnswer({ error: 'invalid_grant' }, 400));
    expect(await googleSignIn(await new TestVisitor(app.url).open())).toEqual({
      status: 'ERROR',
      callbackData: { errorMessage: 'Could not sign in with Google. Please try again later.' },
    });
    google.reset();
    googleKnows({ sub: 'g-unverified', email: 'unverified@example.com', email_verified: false });
    expect((await googleSignIn(await new TestVisitor(app.url).open())).callbackData?.errorMessage).toBe(
      'Google did not share a verified email address, which an account needs.',
    );
  });

  it('turns on only the configured services in the bootstrap settings', async () => {
    const visitor = await new TestVisitor(app.url).open();
    const data = (await visitor.get('/api/v1/bootstrap-data')).json as { settings: { social: unknown } };
    expect(data.settings.social).toMatchObject({
      google: { enable: true },
      facebook: { enable: false },
      twitter: { enable: false },
      envato: { enable: false },
    });
  });
});
