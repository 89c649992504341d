/** The tabs of the library (doc 001 §2: /library/songs, playlists, albums, artists, history), in order. */
export const LIBRARY_TABS = [
  { id: 'songs', label: 'Songs' },
  { id: 'playlists', label: 'Playlists' },
  { id: 'albums', label: 'Albums' },
  { id: 'artists', label: 'Artists' },
  { id: 'history', label: 'History' },
] as const;

export type LibraryTab = (typeof LIBRARY_TABS)[number]['id'];

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
