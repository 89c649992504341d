import {
  type Acknowledgement,
  acknowledgementSchema,
  CATALOGUE_PER_PAGE,
  type ChannelResponse,
  type CommentListResponse,
  type CommentPayload,
  type CommentResponse,
  channelResponseSchema,
  commentListResponseSchema,
  commentResponseSchema,
  type PlayerTracksPayload,
  type PlayerTracksResponse,
  type PlayLogPayload,
  playerTracksResponseSchema,
  type RadioResponse,
  type RadioSeedType,
  radioResponseSchema,
  type SearchResponse,
  type SearchType,
  type SearchTypeResponse,
  searchResponseSchema,
  searchTypeResponseSchemas,
} from '../../contract';
import type { HttpClient, QueryParams } from '../../core/types';
import { pathSegment } from '../path-segment';

/**
 * `GET channel/{slugOrId}` with `loader=channelPage`; `restriction` names the genre of a restricted channel
 * (`/channel/genre/rock`). `params` may ask for another page of the content.
 */
export function getChannel(
  http: HttpClient,
  slugOrId: string | number,
  options: { restriction?: string; params?: QueryParams } = {},
): Promise<ChannelResponse> {
  return http.get(`channel/${pathSegment(slugOrId)}`, {
    params: {
      loader: 'channelPage',
      ...(options.restriction === undefined ? {} : { restriction: options.restriction }),
      ...options.params,
    },
    schema: channelResponseSchema,
    callName: 'GET channel/{slugOrId}',
  });
}

/** `GET search?query=`: the best few results of every type. */
export function search(http: HttpClient, query: string, params: QueryParams = {}): Promise<SearchResponse> {
  return http.get('search', {
    params: { query, ...params },
    schema: searchResponseSchema,
    callName: 'GET search',
  });
}

/** `GET search/{type}?query=`: one page of one type. */
export function searchType<T extends SearchType>(
  http: HttpClient,
  type: T,
  query: string,
  params: QueryParams = {},
): Promise<SearchTypeResponse<T>> {
  return http.get(`search/${pathSegment(type)}`, {
    params: { query, perPage: CATALOGUE_PER_PAGE, ...params },
    schema: searchTypeResponseSchemas[type],
    callName: 'GET search/{type}',
  }) as Promise<SearchTypeResponse<T>>;
}

/** `GET radio/{type}/{id}`: tracks like the seed artist, track or genre. */
export function getRadio(http: HttpClient, type: RadioSeedType, id: number): Promise<RadioResponse> {
  return http.get(`radio/${pathSegment(type)}/${pathSegment(id)}`, {
    schema: radioResponseSchema,
    callName: 'GET radio/{type}/{id}',
  });
}

/** `POST player/tracks`: the tracks that follow `lastTrackId` in the queue `queueId`. */
export function getNextQueueTracks(
  http: HttpClient,
  body: PlayerTracksPayload,
): Promise<PlayerTracksResponse> {
  return http.post('player/tracks', body, {
    schema: playerTracksResponseSchema,
    callName: 'POST player/tracks',
  });
}

/** `POST tracks/plays/{id}/log`: records a play (needs music.play). */
export function logTrackPlay(
  http: HttpClient,
  id: number,
  body: PlayLogPayload = {},
): Promise<Acknowledgement> {
  return http.post(`tracks/plays/${pathSegment(id)}/log`, body, {
    schema: acknowledgementSchema,
    callName: 'POST tracks/plays/{id}/log',
  });
}

/** `GET tracks/{id}/comments`. */
export function getTrackComments(
  http: HttpClient,
  id: number,
  params: QueryParams = {},
): Promise<CommentListResponse> {
  return http.get(`tracks/${pathSegment(id)}/comments`, {
    params: { perPage: CATALOGUE_PER_PAGE, ...params },
    schema: commentListResponseSchema,
    callName: 'GET tracks/{id}/comments',
  });
}

/** `POST comments`: comments on a track, or replies to a comment. */
export function createComment(http: HttpClient, body: CommentPayload): Promise<CommentResponse> {
  return http.post('comments', body, { schema: commentResponseSchema, callName: 'POST comments' });
}

/** `POST comments/{id}/report`: flags a comment for the moderators, once per listener (again is a no-op). */
export function reportComment(http: HttpClient, id: number): Promise<Acknowledgement> {
  return http.post(`comments/${pathSegment(id)}/report`, undefined, {
    schema: acknowledgementSchema,
    callName: 'POST comments/{id}/report',
  });
}

/** `DELETE comments/{id}` (its author only). */
export function deleteComment(http: HttpClient, id: number): Promise<Acknowledgement> {
  return http.delete(`comments/${pathSegment(id)}`, {
    schema: acknowledgementSchema,
    callName: 'DELETE comments/{id}',
  });
}
