export { KitLanguageProvider, type KitLanguageProviderProps } from './KitLanguageProvider';
export { kitWords, reactAriaLocale } from './kit-words';
