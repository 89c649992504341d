import type { HttpClient } from '@tonearm/client';
import {
  type AdminAlbumPayload,
  type AdminAlbumResponse,
  type AdminArtistPayload,
  type AdminArtistResponse,
  type AdminTrackPayload,
  type AdminTrackResponse,
  adminAlbumResponseSchema,
  adminArtistResponseSchema,
  adminTrackResponseSchema,
} from '@tonearm/client/contract';

/** `POST admin/tracks`: a new track from its form; the server needs its uploaded audio (`src`). */
export function createAdminTrack(http: HttpClient, body: AdminTrackPayload): Promise<AdminTrackResponse> {
  return http.post('admin/tracks', body, { schema: adminTrackResponseSchema, callName: 'POST admin/tracks' });
}

/** `POST admin/albums`: a new album from its form, taking the tracks it lists. */
export function createAdminAlbum(http: HttpClient, body: AdminAlbumPayload): Promise<AdminAlbumResponse> {
  return http.post('admin/albums', body, { schema: adminAlbumResponseSchema, callName: 'POST admin/albums' });
}

/** `POST admin/artists`: a new artist from its form. */
export function createAdminArtist(http: HttpClient, body: AdminArtistPayload): Promise<AdminArtistResponse> {
  return http.post('admin/artists', body, {
    schema: adminArtistResponseSchema,
    callName: 'POST admin/artists',
  });
}
