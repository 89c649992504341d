import { useCallback } from 'react';
import { useBootstrapData } from '../bootstrap/use-bootstrap-data';
import { type TransReplacements, trans } from './trans';

/** Translates a line into the visitor's language: ICU plurals and selects chosen, `:placeholder`s replaced. */
export type Translate = (line: string, replacements?: TransReplacements) => string;

/**
 * The visitor's translations from the bootstrap data (`i18n.lines`, `i18n.messages`, `i18n.language`);
 * re-renders when they are replaced, as after a language change.
 */
export function useTrans(): { trans: Translate } {
  const { lines, messages, language } = useBootstrapData().i18n;
  const translate = useCallback<Translate>(
    (line, replacements) => trans(lines, line, replacements, { messages, language }),
    [lines, messages, language],
  );
  return { trans: translate };
}
