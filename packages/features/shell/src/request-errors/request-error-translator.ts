import type { Translate } from '../i18n';

const untranslated: Translate = (line) => line;
let current: Translate = untranslated;

/**
 * Keeps the translator that requests failing outside a component (a mutation's catch, a toast raised by a store)
 * write their generic notice with; the shell frame sets it to the visitor's language and resets it when it goes.
 */
export function setRequestErrorTranslator(translate: Translate | null): void {
  current = translate ?? untranslated;
}

/** The translator last set by the shell frame, or one that leaves lines in English. */
export function requestErrorTranslator(): Translate {
  return current;
}
