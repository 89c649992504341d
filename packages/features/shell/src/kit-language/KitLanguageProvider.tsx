import { I18nProvider, KitStringsProvider } from '@tonearm/ui/providers';
import { type ReactNode, useMemo } from 'react';
import { useBootstrapData } from '../bootstrap/use-bootstrap-data';
import { useTrans } from '../i18n/use-trans';
import { kitWords, reactAriaLocale } from './kit-words';

export interface KitLanguageProviderProps {
  children: ReactNode;
}

/**
 * Speaks the visitor's language (the bootstrap data's `i18n`) to the kit's own words and to React Aria's built-in
 * strings, number and date formats; it follows a language change as the bootstrap data is replaced.
 */
export function KitLanguageProvider({ children }: KitLanguageProviderProps) {
  const { language } = useBootstrapData().i18n;
  const { trans } = useTrans();
  const strings = useMemo(() => kitWords(trans), [trans]);
  const locale = reactAriaLocale(language);
  return (
    <I18nProvider {...(locale ? { locale } : {})}>
      <KitStringsProvider strings={strings}>{children}</KitStringsProvider>
    </I18nProvider>
  );
}
