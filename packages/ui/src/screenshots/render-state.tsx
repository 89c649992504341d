import '../styles.css';
import './screenshots.css';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { page, userEvent } from 'vitest/browser';
import { applyTheme, clearTheme, defaultDarkTheme, defaultLightTheme } from '../theme';

/** The kit's two default themes, applied to the document root as an app's `ThemeProvider` would. */
export type ScreenshotTheme = 'light' | 'dark';

/** The viewport of the screenshots project (vitest.config.ts), restored after a test narrows it. */
export const DESKTOP_VIEWPORT = { width: 1024, height: 640 } as const;

let mounted: { root: Root; container: HTMLElement } | null = null;

/**
 * Renders one key state into a padded box painted with the theme's background, and returns that box: the element a
 * test compares with its baseline. Overlays portal to `document.body`; compare `document.body` for those.
 */
export function renderState(ui: ReactNode, theme: ScreenshotTheme = 'light'): HTMLElement {
  applyTheme(theme === 'dark' ? defaultDarkTheme : defaultLightTheme);
  const container = document.createElement('div');
  container.className = 'inline-flex flex-col items-start gap-4 bg-background p-6 text-foreground';
  document.body.append(container);
  const root = createRoot(container);
  flushSync(() => root.render(ui));
  mounted = { root, container };
  return container;
}

/** Unmounts the state, hands the document back to the stylesheet defaults and resets pointer and viewport. */
export async function cleanupState(): Promise<void> {
  if (mounted) {
    const { root, container } = mounted;
    flushSync(() => root.unmount());
    container.remove();
    mounted = null;
  }
  clearTheme();
  await userEvent.cleanup();
  await page.viewport(DESKTOP_VIEWPORT.width, DESKTOP_VIEWPORT.height);
}
