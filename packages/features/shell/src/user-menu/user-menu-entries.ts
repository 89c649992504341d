import {
  hasPermission,
  isAdmin,
  isSubscribed,
  type PermissionHolder,
  userProfileLink,
} from '@tonearm/client/rules';
import type { Translate } from '../i18n';

/** One entry of the user menu: a link, or the theme switch, or logging out. */
export type UserMenuEntry =
  | { id: 'admin' | 'backstage' | 'profile' | 'notifications' | 'billing'; label: string; href: string }
  | { id: 'theme'; label: string; scheme: 'dark' | 'light' }
  | { id: 'logout'; label: string };

/** What the user menu depends on. */
export interface UserMenuInput {
  user: PermissionHolder & {
    id: number | string;
    name?: string | null;
    subscriptions?: ReadonlyArray<{ valid?: boolean | null }> | null;
  };
  /** Whether the screen is 768 px wide or less. */
  isMobile: boolean;
  /** Whether users may switch between light and dark (`settings.themes.user_change`). */
  canChangeTheme: boolean;
  /** Whether the applied theme is dark. */
  isDark: boolean;
  /** Whether the site offers "Become an artist" (`settings.player.show_become_artist_btn`). @default true */
  offersBecomeArtist?: boolean;
}

/**
 * The user menu's entries in order (doc 000 §2): Admin area first for a user who may open it (`admin.access`), then
 * Backstage for an artist (`music.create`, which approved backstage requests give through the artist role) or
 * Become an artist for a listener who may ask (`backstageRequests.create`) where the site offers it, Profile page, Notifications on mobile
 * only, Billing only for a subscriber, Dark mode or Light mode only when users may change theme, and Log out.
 */
export function userMenuEntries(
  { user, isMobile, canChangeTheme, isDark, offersBecomeArtist = true }: UserMenuInput,
  trans: Translate = (line) => line,
): UserMenuEntry[] {
  const entries: UserMenuEntry[] = [];
  if (isAdmin(user)) entries.push({ id: 'admin', label: trans('Admin area'), href: '/admin' });
  if (hasPermission({ user }, 'music.create')) {
    entries.push({ id: 'backstage', label: trans('Backstage'), href: '/backstage/upload' });
  } else if (offersBecomeArtist && hasPermission({ user }, 'backstageRequests.create')) {
    entries.push({ id: 'backstage', label: trans('Become an artist'), href: '/backstage/requests' });
  }
  entries.push({ id: 'profile', label: trans('Profile page'), href: userProfileLink(user) });
  if (isMobile) entries.push({ id: 'notifications', label: trans('Notifications'), href: '/notifications' });
  if (isSubscribed(user)) entries.push({ id: 'billing', label: trans('Billing'), href: '/billing' });
  if (canChangeTheme) {
    entries.push(
      isDark
        ? { id: 'theme', label: trans('Light mode'), scheme: 'light' }
        : { id: 'theme', label: trans('Dark mode'), scheme: 'dark' },
    );
  }
  entries.push({ id: 'logout', label: trans('Log out') });
  return entries;
}
