/** A language the interface is available in, with its translated lines. */
export interface LocalizationEntry {
  language: string;
  name: string;
  lines: Record<string, string>;
}

/**
 * The interface languages. English is the source language, so it needs no lines; operators add translations
 * in the admin area.
 */
export const LOCALIZATIONS: LocalizationEntry[] = [{ language: 'en', name: 'English', lines: {} }];

export function findLocalization(language: string | null | undefined): LocalizationEntry | undefined {
  return LOCALIZATIONS.find((localization) => localization.language === language);
}
