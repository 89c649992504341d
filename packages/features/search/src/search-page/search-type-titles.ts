import type { SearchType } from '@tonearm/client/contract';

/** Each type's tab and section title, before translation. */
export const SEARCH_TYPE_TITLES = {
  artists: 'Artists',
  albums: 'Albums',
  tracks: 'Tracks',
  playlists: 'Playlists',
  users: 'Users',
  genres: 'Genres',
  tags: 'Tags',
} as const satisfies Record<SearchType, string>;
