export {
  DEFAULT_PART_RADII,
  DEFAULT_RADIUS,
  DEFAULT_SIZES,
  type DefaultTheme,
  defaultDarkTheme,
  defaultLightTheme,
} from './default-themes';
