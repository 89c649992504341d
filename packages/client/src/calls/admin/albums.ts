import {
  type AdminAlbumPayload,
  type AdminAlbumResponse,
  type AdminAlbumRow,
  adminAlbumResponseSchema,
  adminAlbumRowSchema,
  type PaginatedResponse,
} from '../../contract';
import type { HttpClient } from '../../core/types';
import type { ListQuery } from '../../rules/list-query/list-query';
import { pathSegment } from '../path-segment';
import { getAdminList } from './admin-lists';

/** The resource of the albums list, for `getAdminList`, `deleteAdminRows` and `getCatalogueDeletionFiles`. */
export const ADMIN_ALBUMS_RESOURCE = 'admin/albums';

/** `GET admin/albums`: one page of albums. */
export function getAdminAlbums(
  http: HttpClient,
  query: ListQuery,
): Promise<PaginatedResponse<AdminAlbumRow>> {
  return getAdminList(http, ADMIN_ALBUMS_RESOURCE, query, adminAlbumRowSchema);
}

/** `GET admin/albums/{id}`: everything the album's form edits. */
export function getAdminAlbum(http: HttpClient, id: number): Promise<AdminAlbumResponse> {
  return http.get(`admin/albums/${pathSegment(id)}`, {
    schema: adminAlbumResponseSchema,
    callName: 'GET admin/albums/{id}',
  });
}

/** `POST admin/albums`: a new album from its form, taking the tracks it lists. */
export function createAdminAlbum(http: HttpClient, body: AdminAlbumPayload): Promise<AdminAlbumResponse> {
  return http.post(ADMIN_ALBUMS_RESOURCE, body, {
    schema: adminAlbumResponseSchema,
    callName: 'POST admin/albums',
  });
}

/** `PUT admin/albums/{id}`: saves the album's form; 422 names each refused field. */
export function updateAdminAlbum(
  http: HttpClient,
  id: number,
  body: AdminAlbumPayload,
): Promise<AdminAlbumResponse> {
  return http.put(`admin/albums/${pathSegment(id)}`, body, {
    schema: adminAlbumResponseSchema,
    callName: 'PUT admin/albums/{id}',
  });
}
