import { createContext, type ReactNode, useContext, useLayoutEffect, useMemo } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { defaultLightTheme } from '../theme-tokens/default-themes';
import { applyTheme, clearTheme } from './apply-theme';
import type { Theme } from './theme';

export interface ThemeProviderProps {
  /** The active theme (controlled). */
  theme?: Theme;
  /**
   * The theme shown first (uncontrolled).
   * @default defaultLightTheme
   */
  defaultTheme?: Theme;
  /** Called with the theme a descendant asks for through `useTheme().setTheme`. */
  onThemeChange?: (theme: Theme) => void;
  /**
   * The element that receives the CSS variables and the `.dark` class.
   * @default document.documentElement
   */
  root?: HTMLElement;
  /** The part of the app that reads the theme through `useTheme`. */
  children?: ReactNode;
}

export interface ThemeContextValue {
  /** The theme currently applied. */
  theme: Theme;
  /** Switches to another theme (a light or dark toggle, the appearance editor's preview). */
  setTheme: (theme: Theme) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

/**
 * Applies a theme's `values` to the document root and toggles `.dark`. Children are not re-rendered by a theme
 * switch (they are styled through the variables); only `useTheme` readers are.
 */
export function ThemeProvider({
  theme: controlledTheme,
  defaultTheme = defaultLightTheme,
  onThemeChange,
  root,
  children,
}: ThemeProviderProps) {
  const [theme, setTheme] = useControlledState(controlledTheme, defaultTheme, onThemeChange);

  // Before paint, so a switch never flashes the previous colours.
  useLayoutEffect(() => {
    const target = root ?? document.documentElement;
    applyTheme(theme, target);
    return () => clearTheme(target);
  }, [theme, root]);

  const value = useMemo<ThemeContextValue>(() => ({ theme, setTheme }), [theme, setTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

/** The active theme and a way to switch it; must be called under a `ThemeProvider`. */
export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside a ThemeProvider');
  return value;
}
