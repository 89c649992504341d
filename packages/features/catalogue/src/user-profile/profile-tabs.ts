import { PROFILE_TABS, type ProfileTab } from '@tonearm/client/contract';
import { type ProfileLinkSubject, userProfileLink } from '@tonearm/client/rules';
import type { Translate } from '@tonearm/shell';

/** The tab the profile link itself (`/user/{id}/{slug}`) shows. */
export const DEFAULT_PROFILE_TAB: ProfileTab = 'playlists';

/** Each profile tab's name, in the contract's order. */
export const profileTabLabels = (trans: Translate): Record<ProfileTab, string> => ({
  playlists: trans('Playlists'),
  'liked-tracks': trans('Liked songs'),
  'liked-albums': trans('Liked albums'),
  'liked-artists': trans('Followed artists'),
  followers: trans('Followers'),
  following: trans('Following'),
});

/**
 * `/user/{userId}/{userName}/{tabName}` (doc 001 §2); the default tab is the profile link itself, so the link
 * a listener shares stays `/user/{id}/{slug}`.
 */
export function profileTabLink(user: ProfileLinkSubject, tab: ProfileTab): string {
  const link = userProfileLink(user);
  return tab === DEFAULT_PROFILE_TAB ? link : `${link}/${tab}`;
}

/** The tab a `{tabName}` segment asks for: the default without one, `null` for a name that is no tab. */
export function profileTabOf(tabName: string | undefined): ProfileTab | null {
  if (tabName === undefined) return DEFAULT_PROFILE_TAB;
  return PROFILE_TABS.find((tab) => tab === tabName) ?? null;
}
