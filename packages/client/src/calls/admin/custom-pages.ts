import {
  type AdminCustomPagePayload,
  type AdminCustomPageResponse,
  type AdminCustomPageRow,
  adminCustomPageResponseSchema,
  adminCustomPageRowSchema,
  type PaginatedResponse,
} from '../../contract';
import type { HttpClient } from '../../core/types';
import type { ListQuery } from '../../rules/list-query/list-query';
import { pathSegment } from '../path-segment';
import { getAdminList } from './admin-lists';

/** The resource of the custom pages list, for `getAdminList` and `deleteAdminRows`. */
export const ADMIN_CUSTOM_PAGES_RESOURCE = 'admin/custom-pages';

/** `GET admin/custom-pages`: one page of custom pages. */
export function getAdminCustomPages(
  http: HttpClient,
  query: ListQuery,
): Promise<PaginatedResponse<AdminCustomPageRow>> {
  return getAdminList(http, ADMIN_CUSTOM_PAGES_RESOURCE, query, adminCustomPageRowSchema);
}

/** `GET admin/custom-pages/{id}`: a page with its body and SEO fields. */
export function getAdminCustomPage(http: HttpClient, id: number): Promise<AdminCustomPageResponse> {
  return http.get(`${ADMIN_CUSTOM_PAGES_RESOURCE}/${pathSegment(id)}`, {
    schema: adminCustomPageResponseSchema,
    callName: 'GET admin/custom-pages/{id}',
  });
}

/** `POST admin/custom-pages`: publishes a page; a slug another page has answers 422 on `slug`. */
export function createAdminCustomPage(
  http: HttpClient,
  body: AdminCustomPagePayload,
): Promise<AdminCustomPageResponse> {
  return http.post(ADMIN_CUSTOM_PAGES_RESOURCE, body, {
    schema: adminCustomPageResponseSchema,
    callName: 'POST admin/custom-pages',
  });
}

/** `PUT admin/custom-pages/{id}`: rewrites a page. */
export function updateAdminCustomPage(
  http: HttpClient,
  id: number,
  body: AdminCustomPagePayload,
): Promise<AdminCustomPageResponse> {
  return http.put(`${ADMIN_CUSTOM_PAGES_RESOURCE}/${pathSegment(id)}`, body, {
    schema: adminCustomPageResponseSchema,
    callName: 'PUT admin/custom-pages/{id}',
  });
}
