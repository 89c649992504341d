import { HOME_CHANNEL_SLUG, type HomepageSettings } from '@tonearm/client/contract';

/** The homepage setting's value that shows guests the landing page at `/` (doc 001 §1). */
export const LANDING_PAGE_HOMEPAGE = 'landingPage';
/** The homepage setting's value that shows a channel at `/`, the channel named by the setting's `value`. */
export const CHANNEL_HOMEPAGE = 'channel';
/** The homepage setting's values that send guests at `/` to sign in or to create an account (doc 000 §2). */
export const LOGIN_PAGE_HOMEPAGE = 'loginPage';
export const REGISTER_PAGE_HOMEPAGE = 'registerPage';

/** What `/` shows: the landing page, a channel by slug or id, or another page the guest is sent to. */
export type FrontPage =
  | { kind: 'landing' }
  | { kind: 'channel'; slugOrId: string }
  | { kind: 'redirect'; to: '/login' | '/register' };

/**
 * What `/` shows for a visitor: for a guest, the landing page, the login page or the registration page when the
 * homepage setting names one (the registration page only while registration is open, else the login page); a
 * signed-in listener gets the home channel there, those pages being for visitors. Otherwise the channel the
 * setting names, else the home channel.
 */
export function frontPageFor(
  homepage: HomepageSettings | undefined,
  isGuest: boolean,
  registrationOpen = true,
): FrontPage {
  if (isGuest) {
    if (homepage?.type === LANDING_PAGE_HOMEPAGE) return { kind: 'landing' };
    if (homepage?.type === LOGIN_PAGE_HOMEPAGE) return { kind: 'redirect', to: '/login' };
    if (homepage?.type === REGISTER_PAGE_HOMEPAGE) {
      return { kind: 'redirect', to: registrationOpen ? '/register' : '/login' };
    }
  }
  const value = homepage?.type === CHANNEL_HOMEPAGE ? homepage.value : null;
  const slugOrId = value === null || value === undefined ? '' : String(value).trim();
  return { kind: 'channel', slugOrId: slugOrId || HOME_CHANNEL_SLUG };
}
