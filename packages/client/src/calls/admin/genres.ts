import {
  type AdminGenrePayload,
  type AdminGenreResponse,
  type AdminGenreRow,
  adminGenreResponseSchema,
  adminGenreRowSchema,
  type PaginatedResponse,
} from '../../contract';
import type { HttpClient } from '../../core/types';
import type { ListQuery } from '../../rules/list-query/list-query';
import { pathSegment } from '../path-segment';
import { getAdminList } from './admin-lists';

/** The resource of the genres list, for `getAdminList` and `deleteAdminRows`. */
export const ADMIN_GENRES_RESOURCE = 'admin/genres';

/** `GET admin/genres`: one page of genres. */
export function getAdminGenres(
  http: HttpClient,
  query: ListQuery,
): Promise<PaginatedResponse<AdminGenreRow>> {
  return getAdminList(http, ADMIN_GENRES_RESOURCE, query, adminGenreRowSchema);
}

/** `POST admin/genres`: adds a genre; 422 names each refused field (a name taken included). */
export function createAdminGenre(http: HttpClient, body: AdminGenrePayload): Promise<AdminGenreResponse> {
  return http.post(ADMIN_GENRES_RESOURCE, body, {
    schema: adminGenreResponseSchema,
    callName: 'POST admin/genres',
  });
}

/** `PUT admin/genres/{id}`: saves a genre's form; 422 names each refused field. */
export function updateAdminGenre(
  http: HttpClient,
  id: number,
  body: AdminGenrePayload,
): Promise<AdminGenreResponse> {
  return http.put(`${ADMIN_GENRES_RESOURCE}/${pathSegment(id)}`, body, {
    schema: adminGenreResponseSchema,
    callName: 'PUT admin/genres/{id}',
  });
}
