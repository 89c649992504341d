import { HOME_CHANNEL_SLUG, type HomepageSettings } from '@tonearm/client/contract';

/** The homepage setting's value that shows guests the landing page at `/` (doc 001 §1). */
export const LANDING_PAGE_HOMEPAGE = 'landingPage';
/** The homepage setting's value that shows a channel at `/`, the channel named by the setting's `value`. */
export const CHANNEL_HOMEPAGE = 'channel';

/** What `/` shows: the landing page, or a channel by slug or id. */
export type FrontPage = { kind: 'landing' } | { kind: 'channel'; slugOrId: string };

/**
 * What `/` shows for a visitor: the landing page for a guest when the homepage setting says `landingPage` (a
 * signed-in listener gets the home channel there, the landing page being for visitors), the channel the setting
 * names, and otherwise the home channel.
 */
export function frontPageFor(homepage: HomepageSettings | undefined, isGuest: boolean): FrontPage {
  if (homepage?.type === LANDING_PAGE_HOMEPAGE && isGuest) return { kind: 'landing' };
  const value = homepage?.type === CHANNEL_HOMEPAGE ? homepage.value : null;
  const slugOrId = value === null || value === undefined ? '' : String(value).trim();
  return { kind: 'channel', slugOrId: slugOrId || HOME_CHANNEL_SLUG };
}
