import {
  type AdminArtistPayload,
  type AdminArtistResponse,
  type AdminArtistRow,
  adminArtistResponseSchema,
  adminArtistRowSchema,
  type PaginatedResponse,
} from '../../contract';
import type { HttpClient } from '../../core/types';
import type { ListQuery } from '../../rules/list-query/list-query';
import { pathSegment } from '../path-segment';
import { getAdminList } from './admin-lists';

/** The resource of the artists list, for `getAdminList`, `deleteAdminRows` and `getCatalogueDeletionFiles`. */
export const ADMIN_ARTISTS_RESOURCE = 'admin/artists';

/** `GET admin/artists`: one page of artists. */
export function getAdminArtists(
  http: HttpClient,
  query: ListQuery,
): Promise<PaginatedResponse<AdminArtistRow>> {
  return getAdminList(http, ADMIN_ARTISTS_RESOURCE, query, adminArtistRowSchema);
}

/** `GET admin/artists/{id}`: everything the artist's form edits. */
export function getAdminArtist(http: HttpClient, id: number): Promise<AdminArtistResponse> {
  return http.get(`admin/artists/${pathSegment(id)}`, {
    schema: adminArtistResponseSchema,
    callName: 'GET admin/artists/{id}',
  });
}

/** `POST admin/artists`: a new artist from its form. */
export function createAdminArtist(http: HttpClient, body: AdminArtistPayload): Promise<AdminArtistResponse> {
  return http.post(ADMIN_ARTISTS_RESOURCE, body, {
    schema: adminArtistResponseSchema,
    callName: 'POST admin/artists',
  });
}

/** `PUT admin/artists/{id}`: saves the artist's form; 422 names each refused field. */
export function updateAdminArtist(
  http: HttpClient,
  id: number,
  body: AdminArtistPayload,
): Promise<AdminArtistResponse> {
  return http.put(`admin/artists/${pathSegment(id)}`, body, {
    schema: adminArtistResponseSchema,
    callName: 'PUT admin/artists/{id}',
  });
}
