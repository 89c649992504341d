import { PROFILE_TABS, type ProfileTab } from '@tonearm/client/contract';
import { type ProfileLinkSubject, userProfileLink } from '@tonearm/client/rules';

/** The tab the profile link itself (`/user/{id}/{slug}`) shows. */
export const DEFAULT_PROFILE_TAB: ProfileTab = 'playlists';

/** Each profile tab's name, in the contract's order. */
export const PROFILE_TAB_LABELS: Record<ProfileTab, string> = {
  playlists: 'Playlists',
  'liked-tracks': 'Liked songs',
  'liked-albums': 'Liked albums',
  'liked-artists': 'Followed artists',
  followers: 'Followers',
  following: 'Following',
};

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
