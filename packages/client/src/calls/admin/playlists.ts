import {
  type AdminPlaylistCreatePayload,
  type AdminPlaylistOwnerResponse,
  type AdminPlaylistOwners,
  type AdminPlaylistPayload,
  type AdminPlaylistResponse,
  type AdminPlaylistRow,
  adminPlaylistOwnerResponseSchema,
  adminPlaylistOwnersSchema,
  adminPlaylistResponseSchema,
  adminPlaylistRowSchema,
  type PaginatedResponse,
} from '../../contract';
import type { HttpClient } from '../../core/types';
import type { ListQuery } from '../../rules/list-query/list-query';
import { pathSegment } from '../path-segment';
import { getAdminList } from './admin-lists';

/** The resource of the playlists list, for `getAdminList` and `deleteAdminRows`. */
export const ADMIN_PLAYLISTS_RESOURCE = 'admin/playlists';

/** `GET admin/playlists`: one page of every listener's playlists. */
export function getAdminPlaylists(
  http: HttpClient,
  query: ListQuery,
): Promise<PaginatedResponse<AdminPlaylistRow>> {
  return getAdminList(http, ADMIN_PLAYLISTS_RESOURCE, query, adminPlaylistRowSchema);
}

/** `POST admin/playlists`: adds a playlist for the operator or the owner named; 422 names each refused field. */
export function createAdminPlaylist(
  http: HttpClient,
  body: AdminPlaylistCreatePayload,
): Promise<AdminPlaylistResponse> {
  return http.post(ADMIN_PLAYLISTS_RESOURCE, body, {
    schema: adminPlaylistResponseSchema,
    callName: 'POST admin/playlists',
  });
}

/** `PUT admin/playlists/{id}`: saves any playlist's form; 422 names each refused field. */
export function updateAdminPlaylist(
  http: HttpClient,
  id: number,
  body: AdminPlaylistPayload,
): Promise<AdminPlaylistResponse> {
  return http.put(`${ADMIN_PLAYLISTS_RESOURCE}/${pathSegment(id)}`, body, {
    schema: adminPlaylistResponseSchema,
    callName: 'PUT admin/playlists/{id}',
  });
}

/** `GET admin/playlists/owners`: up to ten accounts whose name or email holds `query`, for the Owner filter. */
export function getAdminPlaylistOwners(http: HttpClient, query: string): Promise<AdminPlaylistOwners> {
  return http.get(`${ADMIN_PLAYLISTS_RESOURCE}/owners`, {
    params: { query },
    schema: adminPlaylistOwnersSchema,
    callName: 'GET admin/playlists/owners',
  });
}

/** `GET admin/playlists/owners/{id}`: the account the Owner filter holds, to show its name. */
export function getAdminPlaylistOwner(http: HttpClient, id: number): Promise<AdminPlaylistOwnerResponse> {
  return http.get(`${ADMIN_PLAYLISTS_RESOURCE}/owners/${pathSegment(id)}`, {
    schema: adminPlaylistOwnerResponseSchema,
    callName: 'GET admin/playlists/owners/{id}',
  });
}
