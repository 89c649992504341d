/** The query parameter the appearance editor adds to the address of the site it previews in its frame. */
export const APPEARANCE_EDITOR_QUERY = 'appearanceEditor';

const previewWindows = new WeakSet<object>();

/** A window as far as telling whether it is the appearance editor's preview goes. */
export interface PreviewWindowCandidate {
  parent: unknown;
  location: { search: string };
}

/**
 * Whether this page is the appearance editor's live preview (doc 000 §4): framed by the editor, which opened it
 * with `?appearanceEditor=true`. Remembered for the window's life, since navigating inside the preview drops the
 * query.
 */
export function isAppearanceEditorActive(
  win: PreviewWindowCandidate | undefined = typeof window === 'undefined' ? undefined : window,
): boolean {
  if (!win || win.parent === win || !win.parent) return false;
  if (previewWindows.has(win)) return true;
  if (new URLSearchParams(win.location.search).get(APPEARANCE_EDITOR_QUERY) !== 'true') return false;
  previewWindows.add(win);
  return true;
}
