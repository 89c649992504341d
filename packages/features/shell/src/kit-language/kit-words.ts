import type { KitStrings } from '@tonearm/ui';
import type { Translate } from '../i18n/use-trans';

/** The kit's own words (a toast's Close, a pending button's Loading, a password's Show?) in the visitor's language. */
export function kitWords(trans: Translate): KitStrings {
  return {
    close: trans('Close'),
    loading: trans('Loading'),
    showPassword: trans('Show?'),
    cancel: trans('Cancel'),
    noMatches: trans('There are no items matching your query'),
    search: trans('Search'),
    searchPlaceholder: trans('Search...'),
    noItems: trans('No items'),
    breadcrumbs: trans('Breadcrumbs'),
  };
}

/**
 * The locale React Aria formats and speaks in: the translation's language when it is a well-formed language tag,
 * otherwise none, and React Aria follows the browser. A malformed tag would make React Aria's `Intl.Locale` throw
 * on every render.
 */
export function reactAriaLocale(language: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(language)[0];
  } catch {
    return undefined;
  }
}
