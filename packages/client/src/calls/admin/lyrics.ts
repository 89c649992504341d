import {
  type AdminLyricPayload,
  type AdminLyricResponse,
  type AdminLyricRow,
  type AdminTrackChoiceResponse,
  type AdminTrackChoices,
  adminLyricResponseSchema,
  adminLyricRowSchema,
  adminTrackChoiceResponseSchema,
  adminTrackChoicesSchema,
  type PaginatedResponse,
} from '../../contract';
import type { HttpClient } from '../../core/types';
import type { ListQuery } from '../../rules/list-query/list-query';
import { pathSegment } from '../path-segment';
import { getAdminList } from './admin-lists';

/** The resource of the lyrics list, for `getAdminList` and `deleteAdminRows`. */
export const ADMIN_LYRICS_RESOURCE = 'admin/lyrics';

/** `GET admin/lyrics`: one page of lyrics with their tracks. */
export function getAdminLyrics(
  http: HttpClient,
  query: ListQuery,
): Promise<PaginatedResponse<AdminLyricRow>> {
  return getAdminList(http, ADMIN_LYRICS_RESOURCE, query, adminLyricRowSchema);
}

/** `GET admin/lyrics/{id}`: one lyric with its text, for its editor. */
export function getAdminLyric(http: HttpClient, id: number): Promise<AdminLyricResponse> {
  return http.get(`${ADMIN_LYRICS_RESOURCE}/${pathSegment(id)}`, {
    schema: adminLyricResponseSchema,
    callName: 'GET admin/lyrics/{id}',
  });
}

/** `POST admin/lyrics`: adds a track's lyrics; 422 names each refused field (a bad LRC line by its number). */
export function createAdminLyric(http: HttpClient, body: AdminLyricPayload): Promise<AdminLyricResponse> {
  return http.post(ADMIN_LYRICS_RESOURCE, body, {
    schema: adminLyricResponseSchema,
    callName: 'POST admin/lyrics',
  });
}

/** `PUT admin/lyrics/{id}`: saves a lyric; 422 names each refused field (a bad LRC line by its number). */
export function updateAdminLyric(
  http: HttpClient,
  id: number,
  body: AdminLyricPayload,
): Promise<AdminLyricResponse> {
  return http.put(`${ADMIN_LYRICS_RESOURCE}/${pathSegment(id)}`, body, {
    schema: adminLyricResponseSchema,
    callName: 'PUT admin/lyrics/{id}',
  });
}

/** `GET admin/track-picker`: up to ten tracks whose name holds `query`, for the admin's track pickers. */
export function getAdminTrackChoices(http: HttpClient, query: string): Promise<AdminTrackChoices> {
  return http.get('admin/track-picker', {
    params: { query },
    schema: adminTrackChoicesSchema,
    callName: 'GET admin/track-picker',
  });
}

/** `GET admin/track-picker/{id}`: the track a picker holds, to show its name. */
export function getAdminTrackChoice(http: HttpClient, id: number): Promise<AdminTrackChoiceResponse> {
  return http.get(`admin/track-picker/${pathSegment(id)}`, {
    schema: adminTrackChoiceResponseSchema,
    callName: 'GET admin/track-picker/{id}',
  });
}
