import { isSafeRedirectPath } from '@tonearm/client/rules';

/** Where a notification's action leads. */
export interface NotificationLink {
  href: string;
  /** Absolute URLs open in a new tab; paths of the app navigate in place (doc 000 §4). */
  opensInNewTab: boolean;
}

const SCHEME = /^[a-z][a-z\d+.-]*:/i;
const NEW_TAB_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/**
 * The link for a notification action: an absolute http(s) or mailto URL opens in a new tab, anything else is a
 * path of the app (`account-settings` and `/account-settings` alike). Other schemes (`javascript:`, `data:`) and
 * paths that would leave the site are refused with `null`, since the action comes from stored notification data.
 */
export function notificationLink(action: string): NotificationLink | null {
  const trimmed = action.trim();
  if (trimmed === '') return null;
  if (SCHEME.test(trimmed) || trimmed.startsWith('//')) {
    try {
      const url = new URL(trimmed.startsWith('//') ? `https:${trimmed}` : trimmed);
      return NEW_TAB_PROTOCOLS.has(url.protocol) ? { href: url.href, opensInNewTab: true } : null;
    } catch {
      return null;
    }
  }
  const path = trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
  return isSafeRedirectPath(path) ? { href: path, opensInNewTab: false } : null;
}
