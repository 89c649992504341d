import { ACTIVE_THEME_COOKIE, type CookieJar } from '@tonearm/client/rules';

type Listener = () => void;

/** What the theme choice reads: the `be-active-theme` cookie, or a theme the appearance editor is previewing. */
export interface ThemeChoiceSnapshot {
  /** The `be-active-theme` cookie value. */
  cookieValue: string | undefined;
  /** A theme id shown by the live appearance preview, never written to the cookie. */
  previewThemeId: string | undefined;
}

/**
 * The visitor's light or dark choice (doc 000 §4). Choosing writes the `be-active-theme` cookie (7 days, path `/`,
 * through the cookie rule) and tells subscribers, so the theme switches without a reload.
 */
export class ThemeChoiceStore {
  readonly #jar: CookieJar;
  readonly #listeners = new Set<Listener>();
  #snapshot: ThemeChoiceSnapshot;

  constructor(jar: CookieJar) {
    this.#jar = jar;
    this.#snapshot = { cookieValue: jar.get(ACTIVE_THEME_COOKIE), previewThemeId: undefined };
  }

  get = (): ThemeChoiceSnapshot => this.#snapshot;

  /** Keeps `value` (`light`, `dark`, `system` or a theme id) in the cookie and applies it. */
  choose = (value: string): void => {
    this.#jar.set(ACTIVE_THEME_COOKIE, value);
    this.#update({ cookieValue: value, previewThemeId: undefined });
  };

  /** Shows a theme for the appearance editor's preview without remembering it. */
  preview = (themeId: string | number): void => {
    this.#update({ ...this.#snapshot, previewThemeId: String(themeId) });
  };

  subscribe = (listener: Listener): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  #update(next: ThemeChoiceSnapshot): void {
    this.#snapshot = next;
    for (const listener of this.#listeners) listener();
  }
}
