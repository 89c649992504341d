import type { BootstrapData } from '@tonearm/client/contract';
import { hasPermission } from '@tonearm/client/rules';
import type { Translate } from '@tonearm/shell';

/**
 * Doc 000 §2: the account-settings sections, in page order, with their anchors and titles. A title is worded in
 * the visitor's language by `trans`, its English line written out so the translate screen lists it.
 */
export const ACCOUNT_SECTIONS = [
  { id: 'account-details', title: (trans: Translate) => trans('Account details') },
  { id: 'social-login', title: (trans: Translate) => trans('Social login') },
  { id: 'password', title: (trans: Translate) => trans('Password') },
  { id: 'two-factor', title: (trans: Translate) => trans('Two factor authentication') },
  { id: 'sessions', title: (trans: Translate) => trans('Active sessions') },
  { id: 'location-and-language', title: (trans: Translate) => trans('Location and language') },
  { id: 'developers', title: (trans: Translate) => trans('Developers') },
  { id: 'delete-account', title: (trans: Translate) => trans('Delete account') },
] as const;

export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];
export type AccountSectionId = AccountSection['id'];

/** The permission that opens the API access tokens panel (doc 000 §6). */
export const API_ACCESS_PERMISSION = 'api.access';

const SOCIAL_SERVICES = ['google', 'facebook', 'twitter', 'envato'] as const;

/** The social sign-in services the operator turned on, in the order the panel lists them. */
export function enabledSocialServices(settings: BootstrapData['settings']) {
  return SOCIAL_SERVICES.filter((service) => settings.social?.[service]?.enable === true);
}

/**
 * The sections this user sees: Developers only with API integration and the `api.access` permission (doc 000 §6);
 * Social login only when at least one social service is enabled, as there is nothing to manage otherwise.
 */
export function visibleAccountSections(data: Pick<BootstrapData, 'user' | 'settings' | 'guest_role'>) {
  const canUseApi =
    data.settings.api?.integrated === true &&
    hasPermission({ user: data.user, guestRole: data.guest_role }, API_ACCESS_PERMISSION);
  const hasSocialLogin = enabledSocialServices(data.settings).length > 0;
  return ACCOUNT_SECTIONS.filter((section) => {
    if (section.id === 'developers') return canUseApi;
    if (section.id === 'social-login') return hasSocialLogin;
    return true;
  });
}

/** The section with this anchor. */
export function accountSection<Id extends AccountSectionId>(id: Id): Extract<AccountSection, { id: Id }> {
  return ACCOUNT_SECTIONS.find((section) => section.id === id) as Extract<AccountSection, { id: Id }>;
}
