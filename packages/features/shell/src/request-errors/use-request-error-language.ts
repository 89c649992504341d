import { useEffect } from 'react';
import { useTrans } from '../i18n';
import { setRequestErrorTranslator } from './request-error-translator';

/** Writes the generic notice of failed requests in the visitor's language while the calling frame is mounted. */
export function useRequestErrorLanguage(): void {
  const { trans } = useTrans();
  useEffect(() => {
    setRequestErrorTranslator(trans);
    return () => setRequestErrorTranslator(null);
  }, [trans]);
}
