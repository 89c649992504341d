import {
  type AdminTagPayload,
  type AdminTagResponse,
  type AdminTagRow,
  adminTagResponseSchema,
  adminTagRowSchema,
  type PaginatedResponse,
} from '../../contract';
import type { HttpClient } from '../../core/types';
import type { ListQuery } from '../../rules/list-query/list-query';
import { pathSegment } from '../path-segment';
import { getAdminList } from './admin-lists';

/** The resource of the tags list, for `getAdminList` and `deleteAdminRows`. */
export const ADMIN_TAGS_RESOURCE = 'admin/tags';

/** `GET admin/tags`: one page of tags. */
export function getAdminTags(http: HttpClient, query: ListQuery): Promise<PaginatedResponse<AdminTagRow>> {
  return getAdminList(http, ADMIN_TAGS_RESOURCE, query, adminTagRowSchema);
}

/** `POST admin/tags`: adds a tag; 422 names each refused field (a name taken included). */
export function createAdminTag(http: HttpClient, body: AdminTagPayload): Promise<AdminTagResponse> {
  return http.post(ADMIN_TAGS_RESOURCE, body, {
    schema: adminTagResponseSchema,
    callName: 'POST admin/tags',
  });
}

/** `PUT admin/tags/{id}`: saves a tag's form; 422 names each refused field. */
export function updateAdminTag(
  http: HttpClient,
  id: number,
  body: AdminTagPayload,
): Promise<AdminTagResponse> {
  return http.put(`${ADMIN_TAGS_RESOURCE}/${pathSegment(id)}`, body, {
    schema: adminTagResponseSchema,
    callName: 'PUT admin/tags/{id}',
  });
}
