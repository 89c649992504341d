export { defaultDarkTheme, defaultLightTheme } from '../theme-tokens/default-themes';
export { applyTheme, clearTheme, DARK_CLASS } from './apply-theme';
export { type ThemeContextValue, ThemeProvider, type ThemeProviderProps, useTheme } from './ThemeProvider';
export type { Theme } from './theme';
