import type { SearchType } from '@tonearm/client/contract';
import type { Translate } from '@tonearm/shell';

/** Each type's tab and section title, in the visitor's language. */
export const searchTypeTitles = (trans: Translate): Record<SearchType, string> => ({
  artists: trans('Artists'),
  albums: trans('Albums'),
  tracks: trans('Tracks'),
  playlists: trans('Playlists'),
  users: trans('Users'),
  genres: trans('Genres'),
  tags: trans('Tags'),
});
