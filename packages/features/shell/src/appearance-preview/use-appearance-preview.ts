import { useEffect } from 'react';
import { useBootstrapStore } from '../bootstrap';
import { useThemeChoice } from '../theme/use-theme-choice';
import { isAppearanceEditorActive } from './appearance-editor-mode';
import { APP_LOADED_MESSAGE } from './appearance-messages';
import { applyAppearanceMessage } from './apply-appearance-message';

/**
 * Listens to the appearance editor while this page is its live preview, and tells the editor it is ready with
 * `{type: 'appLoaded'}` (doc 000 §4). Does nothing on an ordinary visit.
 */
export function useAppearancePreview(): void {
  const bootstrap = useBootstrapStore();
  const { previewTheme } = useThemeChoice();
  useEffect(() => {
    if (!isAppearanceEditorActive(window)) return;
    const onMessage = (event: MessageEvent) => {
      applyAppearanceMessage(event, {
        editor: window.parent,
        location: window.location,
        document,
        bootstrap,
        previewTheme,
      });
    };
    window.addEventListener('message', onMessage);
    window.parent.postMessage(APP_LOADED_MESSAGE, window.location.origin);
    return () => window.removeEventListener('message', onMessage);
  }, [bootstrap, previewTheme]);
}
