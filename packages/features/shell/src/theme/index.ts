export { ActiveThemeProvider, type ActiveThemeProviderProps } from './ActiveThemeProvider';
export { type ThemeChoiceSnapshot, ThemeChoiceStore } from './theme-choice-store';
export { type ThemeChoice, useThemeChoice } from './use-theme-choice';
