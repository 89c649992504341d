import {
  type Acknowledgement,
  acknowledgementSchema,
  CATALOGUE_PER_PAGE,
  type PlaylistPageResponse,
  type PlaylistPayload,
  type PlaylistResponse,
  playlistPageResponseSchema,
  playlistResponseSchema,
  type TrackListResponse,
  trackListResponseSchema,
} from '../../contract';
import type { HttpClient, QueryParams } from '../../core/types';
import { pathSegment } from '../path-segment';

/**
 * `GET playlists/{id}` with `loader=playlistPage`: the playlist and its first page of tracks (`perPage` in
 * `params` sizes it, as for `getPlaylistTracks`).
 */
export function getPlaylist(
  http: HttpClient,
  id: number,
  params: QueryParams = {},
): Promise<PlaylistPageResponse> {
  return http.get(`playlists/${pathSegment(id)}`, {
    params: { ...params, loader: 'playlistPage' },
    schema: playlistPageResponseSchema,
    callName: 'GET playlists/{id}',
  });
}

/** `GET playlists/{id}/tracks`: the tracks in the playlist's order. */
export function getPlaylistTracks(
  http: HttpClient,
  id: number,
  params: QueryParams = {},
): Promise<TrackListResponse> {
  return http.get(`playlists/${pathSegment(id)}/tracks`, {
    params: { perPage: CATALOGUE_PER_PAGE, ...params },
    schema: trackListResponseSchema,
    callName: 'GET playlists/{id}/tracks',
  });
}

/** `POST playlists`: creates a playlist owned by the signed-in user. */
export function createPlaylist(http: HttpClient, body: PlaylistPayload): Promise<PlaylistResponse> {
  return http.post('playlists', body, { schema: playlistResponseSchema, callName: 'POST playlists' });
}

/** `PUT playlists/{id}` (owner only). */
export function updatePlaylist(
  http: HttpClient,
  id: number,
  body: PlaylistPayload,
): Promise<PlaylistResponse> {
  return http.put(`playlists/${pathSegment(id)}`, body, {
    schema: playlistResponseSchema,
    callName: 'PUT playlists/{id}',
  });
}

/** `DELETE playlists/{id}` (owner only). */
export function deletePlaylist(http: HttpClient, id: number): Promise<Acknowledgement> {
  return http.delete(`playlists/${pathSegment(id)}`, {
    schema: acknowledgementSchema,
    callName: 'DELETE playlists/{id}',
  });
}

type TrackChange = 'add' | 'remove' | 'order';

function changeTracks(
  http: HttpClient,
  id: number,
  change: TrackChange,
  ids: number[],
): Promise<PlaylistResponse> {
  return http.post(
    `playlists/${pathSegment(id)}/tracks/${change}`,
    { ids },
    { schema: playlistResponseSchema, callName: `POST playlists/{id}/tracks/${change}` },
  );
}

/** `POST playlists/{id}/tracks/add`: appends the tracks not already in the playlist. */
export function addTracksToPlaylist(http: HttpClient, id: number, ids: number[]): Promise<PlaylistResponse> {
  return changeTracks(http, id, 'add', ids);
}

/** `POST playlists/{id}/tracks/remove`. */
export function removeTracksFromPlaylist(
  http: HttpClient,
  id: number,
  ids: number[],
): Promise<PlaylistResponse> {
  return changeTracks(http, id, 'remove', ids);
}

/** `POST playlists/{id}/tracks/order`: every track id of the playlist in its new order. */
export function reorderPlaylistTracks(
  http: HttpClient,
  id: number,
  ids: number[],
): Promise<PlaylistResponse> {
  return changeTracks(http, id, 'order', ids);
}

/** `POST playlists/{id}/follow`. */
export function followPlaylist(http: HttpClient, id: number): Promise<Acknowledgement> {
  return http.post(`playlists/${pathSegment(id)}/follow`, undefined, {
    schema: acknowledgementSchema,
    callName: 'POST playlists/{id}/follow',
  });
}

/** `POST playlists/{id}/unfollow`. */
export function unfollowPlaylist(http: HttpClient, id: number): Promise<Acknowledgement> {
  return http.post(`playlists/${pathSegment(id)}/unfollow`, undefined, {
    schema: acknowledgementSchema,
    callName: 'POST playlists/{id}/unfollow',
  });
}
