import type { SocialService } from '@tonearm/client/contract';
import { envato } from './envato';
import { facebook } from './facebook';
import { google } from './google';
import type { OAuthProvider } from './oauth-provider';
import { twitter } from './twitter';

/** Each service the product offers, written against its provider's API. */
export const OAUTH_PROVIDERS: Record<SocialService, OAuthProvider> = { google, facebook, twitter, envato };

export type { OAuthProvider, SocialIdentity } from './oauth-provider';
export { ProviderError } from './oauth-provider';
