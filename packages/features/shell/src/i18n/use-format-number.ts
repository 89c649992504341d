import { useCallback } from 'react';
import { useBootstrapData } from '../bootstrap';
import { formatNumber, type NumberFormatOptions } from './format-number';

/** Writes a number (a count, a figure) the way the visitor's language writes numbers. */
export type FormatNumber = (value: number, options?: NumberFormatOptions) => string;

/** Numbers in the bootstrap language; re-renders with the bootstrap data, as after a language change. */
export function useFormatNumber(): FormatNumber {
  const language = useBootstrapData().i18n.language;
  return useCallback<FormatNumber>((value, options) => formatNumber(value, language, options), [language]);
}
