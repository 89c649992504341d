import { useEffect } from 'react';
import { THEME_FONT_STYLE_ID } from './theme-font-ids';

/**
 * Applies the active theme's font (`values.font`). Its rules are loaded only when a theme names one, so a site
 * without a font adds nothing to a first visit.
 */
export function useThemeFont(fontId: string | undefined): void {
  useEffect(() => {
    if (!fontId) {
      document.getElementById(THEME_FONT_STYLE_ID)?.remove();
      return;
    }
    let current = true;
    void import('./theme-font').then(({ writeThemeFont }) => {
      if (current) writeThemeFont(document, fontId);
    });
    return () => {
      current = false;
    };
  }, [fontId]);
}
