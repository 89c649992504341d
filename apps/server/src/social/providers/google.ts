import * as z from 'zod';
import { bearer, callProvider, formPost, type OAuthProvider, withQuery } from './oauth-provider';

// https://developers.google.com/identity/protocols/oauth2/web-server and OpenID Connect's userinfo endpoint.
export const GOOGLE_AUTHORIZE_URL = 'https://accounts.google.com/o/oauth2/v2/auth';
export const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';
export const GOOGLE_USERINFO_URL = 'https://openidconnect.googleapis.com/v1/userinfo';

const tokenSchema = z.object({ access_token: z.string().min(1) });
const userinfoSchema = z.object({
  sub: z.string().min(1),
  email: z.string().optional(),
  email_verified: z.boolean().optional(),
  name: z.string().optional(),
});

export const google: OAuthProvider = {
  authorizationUrl: ({ credentials, redirectUri, state, codeChallenge }) =>
    withQuery(GOOGLE_AUTHORIZE_URL, {
      client_id: credentials.clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'openid email profile',
      state,
      code_challenge: codeChallenge,
      code_challenge_method: 'S256',
      prompt: 'select_account',
    }),

  async identify({ credentials, redirectUri, code, codeVerifier, fetch }) {
    const token = await callProvider(
      fetch,
      GOOGLE_TOKEN_URL,
      formPost({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: credentials.clientId,
        client_secret: credentials.clientSecret,
        code_verifier: codeVerifier,
      }),
      tokenSchema,
    );
    const user = await callProvider(fetch, GOOGLE_USERINFO_URL, bearer(token.access_token), userinfoSchema);
    return {
      id: user.sub,
      // An unverified address proves nothing: it must not open the account that owns it.
      email: user.email_verified === true ? (user.email ?? null) : null,
      username: user.name ?? user.email ?? null,
    };
  },
};
