import { getPlaylistTracks, removeTracksFromPlaylist, reorderPlaylistTracks } from '@tonearm/client';
import type { Playlist, PlaylistPageResponse, Track } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import type { PlayerTrack } from '@tonearm/player';
import { useState, useSyncExternalStore } from 'react';
import { toPlayerTrack } from '../player-tracks/to-player-track';
import { PlaylistTracks } from './playlist-tracks';

/** Tracks per page on a playlist's page: the most the server sends at once, so 10,000 tracks are 100 pages. */
export const PLAYLIST_PAGE_SIZE = 100;

/**
 * A playlist's row: the player's track; one without audio stays in the list (its owner may still move or remove
 * it) with no source, and is left out when the list plays.
 */
export function playlistRow(track: Track): PlayerTrack {
  return (
    toPlayerTrack(track) ?? {
      id: track.id,
      name: track.name,
      artists: track.artists.map(({ id, name }) => ({ id, name })),
      image: track.image,
      src: '',
      durationMs: track.duration,
    }
  );
}

/** The playlist's rows (placeholders until their page arrives), its track store, and its latest totals. */
export function usePlaylistTracks(page: PlaylistPageResponse): {
  tracks: PlaylistTracks;
  rows: readonly PlayerTrack[];
  /** The playlist as the last saved change left it (counts, duration), else as the page loaded it. */
  latest: Playlist;
} {
  const http = useHttpClient();
  const id = page.playlist.id;
  const [latest, setLatest] = useState(page.playlist);
  const [tracks] = useState(
    () =>
      new PlaylistTracks(
        {
          total: page.tracks.total,
          perPage: Number(page.tracks.per_page),
          firstPage: page.tracks.data.map(playlistRow),
        },
        {
          loadPage: async (number) =>
            (
              await getPlaylistTracks(http, id, { page: number, perPage: Number(page.tracks.per_page) })
            ).pagination.data.map(playlistRow),
          saveOrder: async (ids) => setLatest((await reorderPlaylistTracks(http, id, ids)).playlist),
          remove: async (ids) => setLatest((await removeTracksFromPlaylist(http, id, ids)).playlist),
        },
      ),
  );
  const rows = useSyncExternalStore(tracks.subscribe, tracks.getRows);
  return { tracks, rows, latest };
}
