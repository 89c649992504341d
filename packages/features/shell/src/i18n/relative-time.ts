import { JUST_NOW_TEXT, relativeTime } from '@tonearm/client/rules';
import type { Translate } from './use-trans';

/**
 * How long ago `date` was in `language` ('vor 2 Stunden'); under a minute the spec's 'a few seconds ago', which
 * `Intl` has no words for, comes from the translations.
 */
export function relativeTimeIn(
  date: string | Date,
  language: string,
  trans: Translate,
  now?: number,
): string {
  const text = relativeTime(date, { locale: language, ...(now === undefined ? {} : { now }) });
  return text === JUST_NOW_TEXT ? trans('a few seconds ago') : text;
}
