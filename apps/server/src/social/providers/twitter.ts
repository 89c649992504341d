import * as z from 'zod';
import { bearer, callProvider, formPost, type OAuthProvider, withQuery } from './oauth-provider';

// https://docs.x.com/resources/fundamentals/authentication/oauth-2-0/authorization-code (OAuth 2.0 with PKCE).
export const TWITTER_AUTHORIZE_URL = 'https://twitter.com/i/oauth2/authorize';
export const TWITTER_TOKEN_URL = 'https://api.twitter.com/2/oauth2/token';
export const TWITTER_ME_URL = 'https://api.twitter.com/2/users/me';

const tokenSchema = z.object({ access_token: z.string().min(1) });
const meSchema = z.object({
  data: z.object({
    id: z.string().min(1),
    username: z.string().optional(),
    name: z.string().optional(),
    confirmed_email: z.string().optional(),
  }),
});

export const twitter: OAuthProvider = {
  authorizationUrl: ({ credentials, redirectUri, state, codeChallenge }) =>
    withQuery(TWITTER_AUTHORIZE_URL, {
      response_type: 'code',
      client_id: credentials.clientId,
      redirect_uri: redirectUri,
      scope: 'users.read tweet.read users.email',
      state,
      code_challenge: codeChallenge,
      code_challenge_method: 'S256',
    }),

  async identify({ credentials, redirectUri, code, codeVerifier, fetch }) {
    // A confidential client authenticates the exchange with HTTP Basic, not form fields.
    const basic = Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64');
    const token = await callProvider(
      fetch,
      TWITTER_TOKEN_URL,
      formPost(
        { grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: codeVerifier },
        { Authorization: `Basic ${basic}` },
      ),
      tokenSchema,
    );
    const me = await callProvider(
      fetch,
      withQuery(TWITTER_ME_URL, { 'user.fields': 'confirmed_email' }),
      bearer(token.access_token),
      meSchema,
    );
    return {
      id: me.data.id,
      email: me.data.confirmed_email ?? null,
      username: me.data.username ?? me.data.name ?? null,
    };
  },
};
