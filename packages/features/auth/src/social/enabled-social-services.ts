import type { Settings, SocialService } from '@tonearm/client/contract';

export const SOCIAL_SERVICES: readonly SocialService[] = ['google', 'facebook', 'twitter', 'envato'];

/** The services whose sign-in the operator turned on, in the product's order. */
export function enabledSocialServices(settings: Pick<Settings, 'social'>): SocialService[] {
  return SOCIAL_SERVICES.filter((service) => settings.social?.[service]?.enable === true);
}
