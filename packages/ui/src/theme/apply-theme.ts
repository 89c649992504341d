import type { Theme } from './theme';

/** The class that switches Tailwind's `dark:` variant and the `.dark` defaults of `theme.css`. */
export const DARK_CLASS = 'dark';

// Remembers what each root received, so the next theme can drop variables it does not define itself.
const appliedNames = new WeakMap<HTMLElement, ReadonlySet<string>>();

function isCustomProperty(name: string): boolean {
  return name.startsWith('--');
}

/**
 * Writes a theme's CSS variables onto `root` (inline, so they win over the stylesheet defaults), removes the
 * variables an earlier theme set there and this one does not, and toggles the `.dark` class and `color-scheme`.
 * Switching themes is a variable swap: nothing in the React tree re-renders.
 */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  const names = new Set(Object.keys(theme.values).filter(isCustomProperty));
  for (const name of appliedNames.get(root) ?? []) {
    if (!names.has(name)) root.style.removeProperty(name);
  }
  for (const name of names) {
    const value = theme.values[name];
    if (value !== undefined) root.style.setProperty(name, value);
  }
  appliedNames.set(root, names);
  root.classList.toggle(DARK_CLASS, theme.is_dark);
  root.style.colorScheme = theme.is_dark ? 'dark' : 'light';
}

/** Removes everything `applyTheme` wrote onto `root`, handing it back to the stylesheet defaults. */
export function clearTheme(root: HTMLElement = document.documentElement): void {
  for (const name of appliedNames.get(root) ?? []) root.style.removeProperty(name);
  appliedNames.delete(root);
  root.classList.remove(DARK_CLASS);
  root.style.removeProperty('color-scheme');
}
