import { useCallback, useMemo } from 'react';
import { useBootstrapData } from '../bootstrap';
import { type DateFormatContext, type DatePreset, formatDate } from './format-date';

/** Writes a date with one of the spec's presets in the visitor's language and time zone. */
export type FormatDate = (value: string | number | Date, preset: DatePreset) => string;

/**
 * The visitor's language and the time zone dates are read in: the user's, else the site's default, else the
 * browser's (doc 000 §9). A screen that groups by day uses the same zone its dates are written in.
 */
export function useDateFormatContext(): DateFormatContext {
  const { i18n, user, settings } = useBootstrapData();
  const language = i18n.language;
  const timeZone = user?.timezone || settings.dates?.default_timezone || null;
  return useMemo(() => ({ language, timeZone }), [language, timeZone]);
}

/** Dates in the visitor's language and time zone; re-renders with the bootstrap data, as after a language change. */
export function useFormatDate(): FormatDate {
  const context = useDateFormatContext();
  return useCallback<FormatDate>((value, preset) => formatDate(value, preset, context), [context]);
}
