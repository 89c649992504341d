import { addTracksToPlaylist, createPlaylist, deletePlaylist, updatePlaylist } from '@tonearm/client';
import type { Playlist, PlaylistPageResponse, PlaylistPayload } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { useSWRConfig } from 'swr';

/** The query key of a playlist's page (`GET playlists/{id}`). */
export const playlistQueryKey = (id: number) => ['playlist', id] as const;

/** The first element of the query keys of the signed-in user's own playlists. */
export const OWN_PLAYLISTS_QUERY_KEY = 'own-playlists';

/** Tracks sent per `tracks/add` call, the most the server takes at once. */
export const ADD_TRACKS_BATCH = 500;

export interface PlaylistChanges {
  create(payload: PlaylistPayload): Promise<Playlist>;
  update(id: number, payload: PlaylistPayload): Promise<Playlist>;
  remove(id: number): Promise<void>;
  addTracks(id: number, trackIds: readonly number[]): Promise<Playlist>;
}

/**
 * The playlist calls with the caches they touch: the playlist's page and the lists of the user's own playlists
 * are refreshed, so menus and the library show the change at once.
 */
export function usePlaylistChanges(): PlaylistChanges {
  const http = useHttpClient();
  const { mutate } = useSWRConfig();
  const refreshOwn = () =>
    void mutate((key) => Array.isArray(key) && key[0] === OWN_PLAYLISTS_QUERY_KEY, undefined, {
      revalidate: true,
    });
  return {
    create: async (payload) => {
      const { playlist } = await createPlaylist(http, payload);
      refreshOwn();
      return playlist;
    },
    update: async (id, payload) => {
      const { playlist } = await updatePlaylist(http, id, payload);
      await mutate(
        playlistQueryKey(id),
        (page: PlaylistPageResponse | undefined) => (page ? { ...page, playlist } : page),
        { revalidate: false },
      );
      refreshOwn();
      return playlist;
    },
    remove: async (id) => {
      await deletePlaylist(http, id);
      await mutate(playlistQueryKey(id), undefined, { revalidate: false });
      refreshOwn();
    },
    addTracks: async (id, trackIds) => {
      let answer: Playlist | undefined;
      for (let start = 0; start < trackIds.length; start += ADD_TRACKS_BATCH) {
        answer = (await addTracksToPlaylist(http, id, trackIds.slice(start, start + ADD_TRACKS_BATCH)))
          .playlist;
      }
      // The page keeps its list while open; the next visit loads the playlist afresh with the new tracks.
      await mutate(playlistQueryKey(id), undefined, { revalidate: false });
      refreshOwn();
      if (!answer) throw new Error('No tracks to add');
      return answer;
    },
  };
}
