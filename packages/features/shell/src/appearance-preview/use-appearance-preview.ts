import { useEffect } from 'react';
import { useBootstrapStore } from '../bootstrap';
import { useThemeChoice } from '../theme/use-theme-choice';
import { startAppearancePreview } from './start-appearance-preview';

/**
 * Listens to the appearance editor while this page is its live preview, and tells the editor it is ready with
 * `{type: 'appLoaded'}` (doc 000 §4). Does nothing on an ordinary visit.
 */
export function useAppearancePreview(): void {
  const bootstrap = useBootstrapStore();
  const { previewTheme } = useThemeChoice();
  useEffect(
    () => startAppearancePreview(window, { document, bootstrap, previewTheme }),
    [bootstrap, previewTheme],
  );
}
