import {
  acknowledgementSchema,
  approveBackstageRequestPayloadSchema,
  backstageRequestPayloadSchema,
  backstageRequestResponseSchema,
  backstageRequestSchema,
  handleBackstageRequestPayloadSchema,
  myBackstageRequestsResponseSchema,
  paginatedResponseSchema,
} from '@tonearm/client/contract';
import * as z from 'zod';
import type { ApiOperation } from './api-operations';

const listQuery = z.object({
  page: z.int().min(1).optional(),
  perPage: z.int().optional().meta({ description: 'One of 10, 15, 20, 50, 100.' }),
  query: z.string().max(200).optional(),
  orderBy: z.string().optional(),
  orderDir: z.enum(['asc', 'desc']).optional(),
  filters: z
    .string()
    .optional()
    .meta({ description: 'URL-safe Base64 of a JSON array of {key, operator, value}.' }),
});

const own = { tag: 'Backstage requests', access: { permission: 'backstageRequests.create' } } as const;
const review = {
  tag: 'Admin: backstage requests',
  access: { permission: 'backstageRequests.update' },
} as const;

/** The listener's backstage requests and the admin's review of them. */
export const BACKSTAGE_REQUEST_OPERATIONS: ApiOperation[] = [
  {
    ...own,
    method: 'get',
    path: '/api/v1/backstage-requests/mine',
    summary: "The user's own requests, newest first, and the artists they speak for",
    response: myBackstageRequestsResponseSchema,
  },
  {
    ...own,
    method: 'post',
    path: '/api/v1/backstage-requests',
    summary:
      'Ask to become an artist, get an artist verified or claim one; the identity document is an image file entry of at most 5 MB on the private disk; one pending request per type',
    body: backstageRequestPayloadSchema,
    response: backstageRequestResponseSchema,
    status: 201,
  },
  {
    ...own,
    method: 'get',
    path: '/api/v1/backstage-requests/{id}',
    summary: 'One request, for its author or a reviewer (404 for anyone else)',
    response: backstageRequestResponseSchema,
  },
  {
    ...own,
    method: 'get',
    path: '/api/v1/backstage-requests/{id}/proof',
    summary: "A request's identity document, for its author or a reviewer (404 for anyone else)",
    responseDescription: 'The image.',
  },
  {
    ...review,
    method: 'get',
    path: '/api/v1/admin/backstage-requests',
    summary:
      'One page of requests, pending first (sorts: status, created_at, updated_at; filters: type, status, user, created_at, updated_at; search: requester, artist)',
    query: listQuery,
    response: paginatedResponseSchema(backstageRequestSchema),
  },
  {
    ...review,
    method: 'get',
    path: '/api/v1/admin/backstage-requests/{id}',
    summary: 'One request with everything its author submitted',
    response: backstageRequestResponseSchema,
  },
  {
    ...review,
    method: 'post',
    path: '/api/v1/admin/backstage-requests/{id}/approve',
    summary:
      'Approve a pending request: become creates the artist owned by the user (verified with mark_artist_verified), verify marks it verified, claim links the user with the claimed role; the user is notified with the notes (409 once reviewed)',
    body: approveBackstageRequestPayloadSchema,
    response: backstageRequestResponseSchema,
  },
  {
    ...review,
    method: 'post',
    path: '/api/v1/admin/backstage-requests/{id}/deny',
    summary: 'Deny a pending request; the user is notified with the notes (409 once reviewed)',
    body: handleBackstageRequestPayloadSchema,
    response: backstageRequestResponseSchema,
  },
  {
    tag: 'Admin: backstage requests',
    access: { permission: 'backstageRequests.delete' },
    method: 'delete',
    path: '/api/v1/admin/backstage-requests/{ids}',
    summary: 'Delete requests by comma-separated ids, with their identity documents',
    response: acknowledgementSchema,
  },
];
