import type { SocialService } from '@tonearm/client/contract';
import type { Env } from '../config/env';

export interface ProviderCredentials {
  clientId: string;
  clientSecret: string;
}

/** The OAuth client a provider issued this site, from the environment; `null` when that sign-in is off. */
export function providerCredentials(env: Env, service: SocialService): ProviderCredentials | null {
  const pairs = {
    google: [env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET],
    facebook: [env.FACEBOOK_CLIENT_ID, env.FACEBOOK_CLIENT_SECRET],
    twitter: [env.TWITTER_CLIENT_ID, env.TWITTER_CLIENT_SECRET],
    envato: [env.ENVATO_CLIENT_ID, env.ENVATO_CLIENT_SECRET],
  } satisfies Record<SocialService, [string | undefined, string | undefined]>;
  const [clientId, clientSecret] = pairs[service];
  return clientId && clientSecret ? { clientId, clientSecret } : null;
}
