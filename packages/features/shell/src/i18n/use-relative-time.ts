import { useCallback } from 'react';
import { useBootstrapData } from '../bootstrap';
import { relativeTimeIn } from './relative-time';
import { useTrans } from './use-trans';

/** Writes how long ago a moment was in the visitor's language; re-renders with the bootstrap data. */
export function useRelativeTime(): (date: string | Date) => string {
  const { trans } = useTrans();
  const language = useBootstrapData().i18n.language;
  return useCallback((date) => relativeTimeIn(date, language, trans), [language, trans]);
}
