import {
  type AdminTrackPayload,
  type AdminTrackResponse,
  type AdminTrackRow,
  adminTrackResponseSchema,
  adminTrackRowSchema,
  type CatalogueDeletionFiles,
  catalogueDeletionFilesSchema,
  type PaginatedResponse,
} from '../../contract';
import type { HttpClient } from '../../core/types';
import type { ListQuery } from '../../rules/list-query/list-query';
import { pathSegment } from '../path-segment';
import { getAdminList } from './admin-lists';

/** The resource of the tracks list, for `getAdminList`, `deleteAdminRows` and `getCatalogueDeletionFiles`. */
export const ADMIN_TRACKS_RESOURCE = 'admin/tracks';

/** `GET admin/tracks`: one page of tracks. */
export function getAdminTracks(
  http: HttpClient,
  query: ListQuery,
): Promise<PaginatedResponse<AdminTrackRow>> {
  return getAdminList(http, ADMIN_TRACKS_RESOURCE, query, adminTrackRowSchema);
}

/** `GET admin/tracks/{id}`: everything the track's form edits. */
export function getAdminTrack(http: HttpClient, id: number): Promise<AdminTrackResponse> {
  return http.get(`admin/tracks/${pathSegment(id)}`, {
    schema: adminTrackResponseSchema,
    callName: 'GET admin/tracks/{id}',
  });
}

/** `POST admin/tracks`: a new track from its form; the server needs its uploaded audio (`src`). */
export function createAdminTrack(http: HttpClient, body: AdminTrackPayload): Promise<AdminTrackResponse> {
  return http.post(ADMIN_TRACKS_RESOURCE, body, {
    schema: adminTrackResponseSchema,
    callName: 'POST admin/tracks',
  });
}

/** `PUT admin/tracks/{id}`: saves the track's form; 422 names each refused field. */
export function updateAdminTrack(
  http: HttpClient,
  id: number,
  body: AdminTrackPayload,
): Promise<AdminTrackResponse> {
  return http.put(`admin/tracks/${pathSegment(id)}`, body, {
    schema: adminTrackResponseSchema,
    callName: 'PUT admin/tracks/{id}',
  });
}

/**
 * `GET admin/{tracks|albums|artists}/{ids}/files`: the stored files deleting those rows would remove, for the
 * confirmation that names them.
 */
export function getCatalogueDeletionFiles(
  http: HttpClient,
  resource: string,
  ids: readonly number[],
): Promise<CatalogueDeletionFiles> {
  return http.get(`${resource}/${ids.map((id) => pathSegment(id)).join(',')}/files`, {
    schema: catalogueDeletionFilesSchema,
    callName: `GET ${resource}/{ids}/files`,
  });
}
