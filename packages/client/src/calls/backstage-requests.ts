import {
  type ApproveBackstageRequestPayload,
  type BackstageRequest,
  type BackstageRequestPayload,
  type BackstageRequestResponse,
  backstageRequestResponseSchema,
  backstageRequestSchema,
  type MyBackstageRequestsResponse,
  myBackstageRequestsResponseSchema,
  type PaginatedResponse,
} from '../contract';
import type { HttpClient } from '../core/types';
import type { ListQuery } from '../rules/list-query/list-query';
import { getAdminList } from './admin/admin-lists';
import { pathSegment } from './path-segment';

/** The resource of the admin's review queue, for `getAdminList` and `deleteAdminRows`. */
export const ADMIN_BACKSTAGE_REQUESTS_RESOURCE = 'admin/backstage-requests';

/** `GET backstage-requests/mine`: the user's requests, newest first, and the artists they speak for. */
export function getMyBackstageRequests(http: HttpClient): Promise<MyBackstageRequestsResponse> {
  return http.get('backstage-requests/mine', {
    schema: myBackstageRequestsResponseSchema,
    callName: 'GET backstage-requests/mine',
  });
}

/** `POST backstage-requests`: asks to become, verify or claim an artist. */
export function createBackstageRequest(
  http: HttpClient,
  body: BackstageRequestPayload,
): Promise<BackstageRequestResponse> {
  return http.post('backstage-requests', body, {
    schema: backstageRequestResponseSchema,
    callName: 'POST backstage-requests',
  });
}

/** `GET backstage-requests/{id}`: one request, for its author or a reviewer. */
export function getBackstageRequest(http: HttpClient, id: number): Promise<BackstageRequestResponse> {
  return http.get(`backstage-requests/${pathSegment(id)}`, {
    schema: backstageRequestResponseSchema,
    callName: 'GET backstage-requests/{id}',
  });
}

/** `GET admin/backstage-requests`: one page of the review queue. */
export function getAdminBackstageRequests(
  http: HttpClient,
  query: ListQuery,
): Promise<PaginatedResponse<BackstageRequest>> {
  return getAdminList(http, ADMIN_BACKSTAGE_REQUESTS_RESOURCE, query, backstageRequestSchema);
}

/** `GET admin/backstage-requests/{id}`: one request with everything submitted. */
export function getAdminBackstageRequest(http: HttpClient, id: number): Promise<BackstageRequestResponse> {
  return http.get(`admin/backstage-requests/${pathSegment(id)}`, {
    schema: backstageRequestResponseSchema,
    callName: 'GET admin/backstage-requests/{id}',
  });
}

/** `POST admin/backstage-requests/{id}/approve` or `…/deny`, with the notes the requester reads (deny ignores the badge). */
export function reviewBackstageRequest(
  http: HttpClient,
  id: number,
  decision: 'approve' | 'deny',
  body: ApproveBackstageRequestPayload,
): Promise<BackstageRequestResponse> {
  return http.post(`admin/backstage-requests/${pathSegment(id)}/${decision}`, body, {
    schema: backstageRequestResponseSchema,
    callName: `POST admin/backstage-requests/{id}/${decision}`,
  });
}
