import { isAppearanceEditorActive } from './appearance-editor-mode';
import { APP_LOADED_MESSAGE } from './appearance-messages';
import { type AppearancePreviewTarget, applyAppearanceMessage } from './apply-appearance-message';

/** The window the preview runs in, as far as listening to the editor goes. */
export interface PreviewWindow {
  parent: { postMessage(message: unknown, targetOrigin: string): void };
  location: { search: string; host: string; origin: string };
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

/**
 * When `win` is the appearance editor's preview, applies the editor's messages and posts `{type: 'appLoaded'}` to
 * it, on this origin only (doc 000 §4). Returns the function that stops listening; does nothing on an ordinary
 * visit.
 */
export function startAppearancePreview(
  win: PreviewWindow,
  target: Omit<AppearancePreviewTarget, 'editor' | 'location'>,
): () => void {
  if (!isAppearanceEditorActive(win)) return () => {};
  const onMessage = (event: MessageEvent) => {
    applyAppearanceMessage(event, { ...target, editor: win.parent, location: win.location });
  };
  win.addEventListener('message', onMessage);
  win.parent.postMessage(APP_LOADED_MESSAGE, win.location.origin);
  return () => win.removeEventListener('message', onMessage);
}
