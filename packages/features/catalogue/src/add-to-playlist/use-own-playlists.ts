import { getUserProfileTab } from '@tonearm/client';
import type { Playlist } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { useCurrentUser } from '@tonearm/shell';
import useSWR from 'swr';
import { OWN_PLAYLISTS_QUERY_KEY } from '../playlist-dialogs/use-playlist-changes';

/** Playlists offered by "Add to playlist": the most recently changed first, as many as one page holds. */
export const ADD_TO_PLAYLIST_LIMIT = 100;

/** The signed-in user's own playlists, private ones included, most recently changed first. */
export function useOwnPlaylists(): { playlists: Playlist[] | undefined; error: unknown } {
  const http = useHttpClient();
  const user = useCurrentUser();
  const query = useSWR(user ? [OWN_PLAYLISTS_QUERY_KEY, user.id] : null, ([, id]) =>
    getUserProfileTab(http, id, 'playlists', { perPage: ADD_TO_PLAYLIST_LIMIT }),
  );
  return { playlists: query.data?.pagination.data, error: query.error as unknown };
}
