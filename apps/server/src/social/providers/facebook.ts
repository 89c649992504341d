import { createHmac } from 'node:crypto';
import * as z from 'zod';
import { callProvider, type OAuthProvider, withQuery } from './oauth-provider';

// https://developers.facebook.com/docs/facebook-login/guides/advanced/manual-flow
export const FACEBOOK_GRAPH_VERSION = 'v21.0';
export const FACEBOOK_AUTHORIZE_URL = `https://www.facebook.com/${FACEBOOK_GRAPH_VERSION}/dialog/oauth`;
export const FACEBOOK_TOKEN_URL = `https://graph.facebook.com/${FACEBOOK_GRAPH_VERSION}/oauth/access_token`;
export const FACEBOOK_ME_URL = `https://graph.facebook.com/${FACEBOOK_GRAPH_VERSION}/me`;

const tokenSchema = z.object({ access_token: z.string().min(1) });
const meSchema = z.object({
  id: z.string().min(1),
  name: z.string().optional(),
  email: z.string().optional(),
});

export const facebook: OAuthProvider = {
  authorizationUrl: ({ credentials, redirectUri, state }) =>
    withQuery(FACEBOOK_AUTHORIZE_URL, {
      client_id: credentials.clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'email,public_profile',
      state,
    }),

  async identify({ credentials, redirectUri, code, fetch }) {
    const token = await callProvider(
      fetch,
      withQuery(FACEBOOK_TOKEN_URL, {
        client_id: credentials.clientId,
        client_secret: credentials.clientSecret,
        redirect_uri: redirectUri,
        code,
      }),
      { method: 'GET' },
      tokenSchema,
    );
    // Graph API calls signed with the app secret cannot be replayed with a token stolen from another app.
    const proof = createHmac('sha256', credentials.clientSecret).update(token.access_token).digest('hex');
    const me = await callProvider(
      fetch,
      withQuery(FACEBOOK_ME_URL, {
        fields: 'id,name,email',
        access_token: token.access_token,
        appsecret_proof: proof,
      }),
      { method: 'GET' },
      meSchema,
    );
    // Facebook only returns an email the person confirmed.
    return { id: me.id, email: me.email ?? null, username: me.name ?? null };
  },
};
