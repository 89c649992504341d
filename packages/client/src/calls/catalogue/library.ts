import {
  type Acknowledgement,
  type AlbumListResponse,
  type ArtistListResponse,
  acknowledgementSchema,
  albumListResponseSchema,
  artistListResponseSchema,
  CATALOGUE_PER_PAGE,
  type HistoryResponse,
  historyResponseSchema,
  type LibraryIdsResponse,
  type Likeable,
  libraryIdsResponseSchema,
  type PlaylistListResponse,
  type ProfileTab,
  playlistListResponseSchema,
  type RepostPayload,
  type RepostResponse,
  repostResponseSchema,
  type TrackListResponse,
  trackListResponseSchema,
  type UserProfileResponse,
  userListResponseSchema,
  userProfileResponseSchema,
} from '../../contract';
import type { HttpClient, QueryParams } from '../../core/types';
import { pathSegment } from '../path-segment';

/** `POST users/me/add-to-library`: likes tracks and albums, follows artists. */
export function addToLibrary(http: HttpClient, likeables: Likeable[]): Promise<Acknowledgement> {
  return http.post(
    'users/me/add-to-library',
    { likeables },
    { schema: acknowledgementSchema, callName: 'POST users/me/add-to-library' },
  );
}

/** `POST users/me/remove-from-library`. */
export function removeFromLibrary(http: HttpClient, likeables: Likeable[]): Promise<Acknowledgement> {
  return http.post(
    'users/me/remove-from-library',
    { likeables },
    { schema: acknowledgementSchema, callName: 'POST users/me/remove-from-library' },
  );
}

/** `GET users/me/library`: ids of everything liked or followed, to mark them in lists. */
export function getLibraryIds(http: HttpClient): Promise<LibraryIdsResponse> {
  return http.get('users/me/library', { schema: libraryIdsResponseSchema, callName: 'GET users/me/library' });
}

function page(params: QueryParams): QueryParams {
  return { perPage: CATALOGUE_PER_PAGE, ...params };
}

/** `GET users/me/liked-tracks`: most recently liked first. */
export function getLikedTracks(http: HttpClient, params: QueryParams = {}): Promise<TrackListResponse> {
  return http.get('users/me/liked-tracks', {
    params: page(params),
    schema: trackListResponseSchema,
    callName: 'GET users/me/liked-tracks',
  });
}

/** `GET users/me/liked-albums`. */
export function getLikedAlbums(http: HttpClient, params: QueryParams = {}): Promise<AlbumListResponse> {
  return http.get('users/me/liked-albums', {
    params: page(params),
    schema: albumListResponseSchema,
    callName: 'GET users/me/liked-albums',
  });
}

/** `GET users/me/liked-artists`: the artists the user follows. */
export function getLikedArtists(http: HttpClient, params: QueryParams = {}): Promise<ArtistListResponse> {
  return http.get('users/me/liked-artists', {
    params: page(params),
    schema: artistListResponseSchema,
    callName: 'GET users/me/liked-artists',
  });
}

/** `GET users/me/playlists`: the user's own playlists and the public ones they follow, last changed first. */
export function getLibraryPlaylists(
  http: HttpClient,
  params: QueryParams = {},
): Promise<PlaylistListResponse> {
  return http.get('users/me/playlists', {
    params: page(params),
    schema: playlistListResponseSchema,
    callName: 'GET users/me/playlists',
  });
}

/** `GET users/me/history`: plays, most recent first. */
export function getListeningHistory(http: HttpClient, params: QueryParams = {}): Promise<HistoryResponse> {
  return http.get('users/me/history', {
    params: page(params),
    schema: historyResponseSchema,
    callName: 'GET users/me/history',
  });
}

/** `GET user-profile/{id}` with `loader=userProfilePage`. */
export function getUserProfile(http: HttpClient, id: number): Promise<UserProfileResponse> {
  return http.get(`user-profile/${pathSegment(id)}`, {
    params: { loader: 'userProfilePage' },
    schema: userProfileResponseSchema,
    callName: 'GET user-profile/{id}',
  });
}

const profileTabSchemas = {
  playlists: playlistListResponseSchema,
  'liked-tracks': trackListResponseSchema,
  'liked-albums': albumListResponseSchema,
  'liked-artists': artistListResponseSchema,
  followers: userListResponseSchema,
  following: userListResponseSchema,
} as const satisfies Record<ProfileTab, unknown>;

/** What each profile tab answers with. */
export type ProfileTabResponse<T extends ProfileTab> = ReturnType<(typeof profileTabSchemas)[T]['parse']>;

/** `GET user-profile/{id}/{tab}`: one page of a profile tab (playlists, likes, followers, following). */
export function getUserProfileTab<T extends ProfileTab>(
  http: HttpClient,
  id: number,
  tab: T,
  params: QueryParams = {},
): Promise<ProfileTabResponse<T>> {
  return http.get(`user-profile/${pathSegment(id)}/${pathSegment(tab)}`, {
    params: page(params),
    schema: profileTabSchemas[tab],
    callName: 'GET user-profile/{id}/{tab}',
  }) as Promise<ProfileTabResponse<T>>;
}

/** `POST users/{id}/follow`. */
export function followUser(http: HttpClient, id: number): Promise<Acknowledgement> {
  return http.post(`users/${pathSegment(id)}/follow`, undefined, {
    schema: acknowledgementSchema,
    callName: 'POST users/{id}/follow',
  });
}

/** `POST users/{id}/unfollow`. */
export function unfollowUser(http: HttpClient, id: number): Promise<Acknowledgement> {
  return http.post(`users/${pathSegment(id)}/unfollow`, undefined, {
    schema: acknowledgementSchema,
    callName: 'POST users/{id}/unfollow',
  });
}

/** `POST users/me/reposts/toggle`: reposts a track or album, or takes the repost back. */
export function toggleRepost(http: HttpClient, body: RepostPayload): Promise<RepostResponse> {
  return http.post('users/me/reposts/toggle', body, {
    schema: repostResponseSchema,
    callName: 'POST users/me/reposts/toggle',
  });
}
