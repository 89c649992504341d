import type { SocialService } from '@tonearm/client/contract';

/** How each service is named in messages ('Sign-in with Google…'). */
export const SERVICE_NAMES: Record<SocialService, string> = {
  google: 'Google',
  facebook: 'Facebook',
  twitter: 'Twitter',
  envato: 'Envato',
};
