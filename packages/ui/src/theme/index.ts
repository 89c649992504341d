export { applyTheme, clearTheme, DARK_CLASS } from './apply-theme';
export { defaultDarkTheme, defaultLightTheme } from './default-themes';
export { type ThemeContextValue, ThemeProvider, type ThemeProviderProps, useTheme } from './ThemeProvider';
export type { Theme } from './theme';
