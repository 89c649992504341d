import { ARTIST_PAGE_TABS, type ArtistPageTab, type ArtistPageTabSetting } from '@tonearm/client/contract';
import type { Translate } from '@tonearm/shell';

/** The names of the artist page's tabs in the reader's language. */
export const artistTabLabels = (trans: Translate): Record<ArtistPageTab, string> => ({
  discography: trans('Discography'),
  similar: trans('Similar artists'),
  about: trans('About'),
  followers: trans('Followers'),
});

const isTab = (id: string): id is ArtistPageTab => (ARTIST_PAGE_TABS as readonly string[]).includes(id);

/** The form keeps the tabs as text, `id:1` or `id:0` in order, since the settings form holds strings and flags. */
export function artistTabsText(tabs: unknown): string {
  if (!Array.isArray(tabs)) return '';
  return tabs
    .map((tab: { id?: unknown; active?: unknown }) => `${String(tab.id)}:${tab.active === true ? 1 : 0}`)
    .join(',');
}

/** The tabs the form's text names, in its order; unknown ids are dropped for the server to refuse the rest. */
export function artistTabsOf(text: string): ArtistPageTabSetting[] {
  return text
    .split(',')
    .map((part) => part.trim().split(':'))
    .flatMap(([id = '', active]) => (isTab(id) ? [{ id, active: active === '1' }] : []));
}

/** The tabs with the one at `index` moved by `step` places (-1 up, 1 down), or as they were at an edge. */
export function movedTab(
  tabs: readonly ArtistPageTabSetting[],
  index: number,
  step: -1 | 1,
): ArtistPageTabSetting[] {
  const target = index + step;
  const next = [...tabs];
  const moving = next[index];
  const other = next[target];
  if (!moving || !other) return next;
  next[index] = other;
  next[target] = moving;
  return next;
}
