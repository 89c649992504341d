import type { Translate } from '@tonearm/shell';
/** The tabs of the library (doc 001 §2: /library/songs, playlists, albums, artists, history), in order. */
export const LIBRARY_TABS = [
  { id: 'songs' },
  { id: 'playlists' },
  { id: 'albums' },
  { id: 'artists' },
  { id: 'history' },
] as const;

export type LibraryTab = (typeof LIBRARY_TABS)[number]['id'];

/** Each library tab's name in the visitor's language. */
export const libraryTabLabels = (trans: Translate): Record<LibraryTab, string> => ({
  songs: trans('Songs'),
  playlists: trans('Playlists'),
  albums: trans('Albums'),
  artists: trans('Artists'),
  history: trans('History'),
});

export { DEFAULT_LIBRARY_TAB } from './default-library-tab';

/** The path of a library tab. */
export function libraryLink(tab: LibraryTab): string {
  return `/library/${tab}`;
}

/** The tab a library path shows, or `null` outside the library's tabs. */
export function libraryTabOf(pathname: string): LibraryTab | null {
  const segment = /^\/library\/([^/]+)\/?$/.exec(pathname)?.[1];
  return LIBRARY_TABS.find((tab) => tab.id === segment)?.id ?? null;
}
