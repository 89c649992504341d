/** The cookie that keeps the visitor's theme choice (doc 000 §4). */
export const ACTIVE_THEME_COOKIE = 'be-active-theme';

/** A theme as far as choosing one goes. */
export interface ThemeCandidate {
  id: number | string;
  is_dark?: boolean | null;
  default_light?: boolean | null;
  default_dark?: boolean | null;
}

/** The theme settings the choice reads. */
export interface ThemeSettingsCandidate {
  default_id?: number | string | null;
  default_light?: number | string | null;
  default_dark?: number | string | null;
}

/** Everything the choice depends on. */
export interface ThemeChoiceInput<T extends ThemeCandidate> {
  /** The `be-active-theme` cookie value, if any. */
  cookieValue: string | null | undefined;
  themes: ReadonlyArray<T>;
  /**
   * Site settings: `themes.default_id` is the operator's default theme; `themes.default_light` and
   * `themes.default_dark` may name the light and dark defaults by id.
   */
  settings?: { themes?: ThemeSettingsCandidate | null } | null;
  /** Whether the operating system prefers a dark colour scheme. */
  prefersDark: boolean;
}

/**
 * Chooses the active theme (doc 000 §4): `0` or `system` follows the OS preference; `light` and `dark` pick the
 * default light or dark theme; a numeric value picks that theme; anything else, or a choice that finds no theme,
 * falls back to the settings default, then to the first theme. The default light (dark) theme is the one flagged
 * `default_light` (`default_dark`), else the one the settings name by id, else the first light (dark) one.
 * `null` only when there are no themes.
 */
export function chooseTheme<T extends ThemeCandidate>(input: ThemeChoiceInput<T>): T | null {
  const { themes } = input;
  const themeSettings = input.settings?.themes;
  const value = input.cookieValue?.trim() ?? '';
  const byId = (id: number | string | null | undefined) =>
    id === null || id === undefined || id === ''
      ? undefined
      : themes.find((theme) => String(theme.id) === String(id));
  const byScheme = (dark: boolean) =>
    themes.find((theme) => (dark ? theme.default_dark : theme.default_light) === true) ??
    byId(dark ? themeSettings?.default_dark : themeSettings?.default_light) ??
    themes.find((theme) => (theme.is_dark === true) === dark);

  let chosen: T | undefined;
  if (value === '0' || value === 'system') chosen = byScheme(input.prefersDark);
  else if (value === 'light' || value === 'dark') chosen = byScheme(value === 'dark');
  else if (/^\d+$/.test(value)) chosen = byId(Number(value));
  return chosen ?? byId(themeSettings?.default_id) ?? themes[0] ?? null;
}
