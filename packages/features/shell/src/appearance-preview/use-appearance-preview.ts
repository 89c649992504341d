import { useEffect } from 'react';
import { useBootstrapStore } from '../bootstrap';
import { useThemeChoice } from '../theme/use-theme-choice';
import { isAppearanceEditorActive } from './appearance-editor-mode';

/**
 * Listens to the appearance editor while this page is its live preview, and tells the editor it is ready with
 * `{type: 'appLoaded'}` (doc 000 §4). Does nothing on an ordinary visit, which never loads the listener's code.
 */
export function useAppearancePreview(): void {
  const bootstrap = useBootstrapStore();
  const { previewTheme } = useThemeChoice();
  useEffect(() => {
    if (!isAppearanceEditorActive(window)) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('./start-appearance-preview').then(({ startAppearancePreview }) => {
      if (!cancelled) stop = startAppearancePreview(window, { document, bootstrap, previewTheme });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [bootstrap, previewTheme]);
}
