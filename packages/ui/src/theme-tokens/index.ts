export { DEFAULT_RADIUS, type DefaultTheme, defaultDarkTheme, defaultLightTheme } from './default-themes';
