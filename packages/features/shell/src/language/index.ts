export { DeferredLanguageSelector } from './DeferredLanguageSelector';
export { LanguageSelector } from './LanguageSelector';
export { LOCALIZATIONS_KEY, useLanguageSelector } from './use-language-selector';
