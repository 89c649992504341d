import * as z from 'zod';
import { bearer, callProvider, formPost, type OAuthProvider, withQuery } from './oauth-provider';

// https://build.envato.com/api/#oauth and the market's private user endpoints.
export const ENVATO_AUTHORIZE_URL = 'https://api.envato.com/authorization';
export const ENVATO_TOKEN_URL = 'https://api.envato.com/token';
export const ENVATO_USERNAME_URL = 'https://api.envato.com/v1/market/private/user/username.json';
export const ENVATO_EMAIL_URL = 'https://api.envato.com/v1/market/private/user/email.json';

const tokenSchema = z.object({ access_token: z.string().min(1) });
const usernameSchema = z.object({ username: z.string().min(1) });
const emailSchema = z.object({ email: z.string() });

export const envato: OAuthProvider = {
  authorizationUrl: ({ credentials, redirectUri, state }) =>
    withQuery(ENVATO_AUTHORIZE_URL, {
      response_type: 'code',
      client_id: credentials.clientId,
      redirect_uri: redirectUri,
      state,
    }),

  async identify({ credentials, code, fetch }) {
    const token = await callProvider(
      fetch,
      ENVATO_TOKEN_URL,
      formPost({
        grant_type: 'authorization_code',
        code,
        client_id: credentials.clientId,
        client_secret: credentials.clientSecret,
      }),
      tokenSchema,
    );
    const [account, address] = await Promise.all([
      callProvider(fetch, ENVATO_USERNAME_URL, bearer(token.access_token), usernameSchema),
      callProvider(fetch, ENVATO_EMAIL_URL, bearer(token.access_token), emailSchema),
    ]);
    // Envato usernames are permanent, so they serve as the account id.
    return { id: account.username, email: address.email || null, username: account.username };
  },
};
