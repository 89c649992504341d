import {
  type AlbumListResponse,
  type AlbumPayload,
  type AlbumResponse,
  type ArtistPageResponse,
  type ArtistPayload,
  type ArtistResponse,
  albumListResponseSchema,
  albumResponseSchema,
  artistPageResponseSchema,
  artistResponseSchema,
  CATALOGUE_PER_PAGE,
  type GenreListResponse,
  genreListResponseSchema,
  type LyricResponse,
  lyricResponseSchema,
  type TagAlbumsResponse,
  type TagTracksResponse,
  type TrackListResponse,
  type TrackPayload,
  type TrackResponse,
  tagAlbumsResponseSchema,
  tagTracksResponseSchema,
  trackListResponseSchema,
  trackResponseSchema,
  type UserListResponse,
  userListResponseSchema,
  type WaveResponse,
  waveResponseSchema,
} from '../../contract';
import type { HttpClient, QueryParams } from '../../core/types';
import { pathSegment } from '../path-segment';

/** `GET artists/{id}` with `loader=artistPage`: the artist page's data in one answer. */
export function getArtist(http: HttpClient, id: number): Promise<ArtistPageResponse> {
  return http.get(`artists/${pathSegment(id)}`, {
    params: { loader: 'artistPage' },
    schema: artistPageResponseSchema,
    callName: 'GET artists/{id}',
  });
}

/** `GET artists/{id}/albums`: newest release first. */
export function getArtistAlbums(
  http: HttpClient,
  id: number,
  params: QueryParams = {},
): Promise<AlbumListResponse> {
  return http.get(`artists/${pathSegment(id)}/albums`, {
    params: { perPage: CATALOGUE_PER_PAGE, ...params },
    schema: albumListResponseSchema,
    callName: 'GET artists/{id}/albums',
  });
}

/** `GET artists/{id}/tracks`: most played first. */
export function getArtistTracks(
  http: HttpClient,
  id: number,
  params: QueryParams = {},
): Promise<TrackListResponse> {
  return http.get(`artists/${pathSegment(id)}/tracks`, {
    params: { perPage: CATALOGUE_PER_PAGE, ...params },
    schema: trackListResponseSchema,
    callName: 'GET artists/{id}/tracks',
  });
}

/** `GET artists/{id}/followers`. */
export function getArtistFollowers(
  http: HttpClient,
  id: number,
  params: QueryParams = {},
): Promise<UserListResponse> {
  return http.get(`artists/${pathSegment(id)}/followers`, {
    params: { perPage: CATALOGUE_PER_PAGE, ...params },
    schema: userListResponseSchema,
    callName: 'GET artists/{id}/followers',
  });
}

/** `GET albums/{id}` with `loader=albumPage`: the album with its tracks. */
export function getAlbum(http: HttpClient, id: number): Promise<AlbumResponse> {
  return http.get(`albums/${pathSegment(id)}`, {
    params: { loader: 'albumPage' },
    schema: albumResponseSchema,
    callName: 'GET albums/{id}',
  });
}

/** `GET tracks/{id}` with `loader=trackPage`. */
export function getTrack(http: HttpClient, id: number): Promise<TrackResponse> {
  return http.get(`tracks/${pathSegment(id)}`, {
    params: { loader: 'trackPage' },
    schema: trackResponseSchema,
    callName: 'GET tracks/{id}',
  });
}

/** `GET tracks/{id}/wave`: the waveform and the comments pinned on it. */
export function getTrackWave(http: HttpClient, id: number): Promise<WaveResponse> {
  return http.get(`tracks/${pathSegment(id)}/wave`, {
    schema: waveResponseSchema,
    callName: 'GET tracks/{id}/wave',
  });
}

/** `GET tracks/{id}/lyrics`: parsed lines, with times when synced; 404 when the track has none. */
export function getTrackLyrics(http: HttpClient, id: number): Promise<LyricResponse> {
  return http.get(`tracks/${pathSegment(id)}/lyrics`, {
    schema: lyricResponseSchema,
    callName: 'GET tracks/{id}/lyrics',
  });
}

/** `GET tags/{tag}/tracks`. */
export function getTagTracks(
  http: HttpClient,
  tag: string,
  params: QueryParams = {},
): Promise<TagTracksResponse> {
  return http.get(`tags/${pathSegment(tag)}/tracks`, {
    params: { perPage: CATALOGUE_PER_PAGE, ...params },
    schema: tagTracksResponseSchema,
    callName: 'GET tags/{tag}/tracks',
  });
}

/** `GET tags/{tag}/albums`. */
export function getTagAlbums(
  http: HttpClient,
  tag: string,
  params: QueryParams = {},
): Promise<TagAlbumsResponse> {
  return http.get(`tags/${pathSegment(tag)}/albums`, {
    params: { perPage: CATALOGUE_PER_PAGE, ...params },
    schema: tagAlbumsResponseSchema,
    callName: 'GET tags/{tag}/albums',
  });
}

/** `GET genres`: genres with the most music first. */
export function getGenres(http: HttpClient, params: QueryParams = {}): Promise<GenreListResponse> {
  return http.get('genres', {
    params: { perPage: CATALOGUE_PER_PAGE, ...params },
    schema: genreListResponseSchema,
    callName: 'GET genres',
  });
}

/** `POST artists` (music.create). */
export function createArtist(http: HttpClient, body: ArtistPayload): Promise<ArtistResponse> {
  return http.post('artists', body, { schema: artistResponseSchema, callName: 'POST artists' });
}

/** `POST albums` (music.create). */
export function createAlbum(http: HttpClient, body: AlbumPayload): Promise<AlbumResponse> {
  return http.post('albums', body, { schema: albumResponseSchema, callName: 'POST albums' });
}

/** `POST tracks` (music.create). */
export function createTrack(http: HttpClient, body: TrackPayload): Promise<TrackResponse> {
  return http.post('tracks', body, { schema: trackResponseSchema, callName: 'POST tracks' });
}
