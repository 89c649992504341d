import {
  acknowledgementSchema,
  adminUserResponseSchema,
  adminUserRoleListResponseSchema,
  adminUserRowSchema,
  adminUserSessionListResponseSchema,
  adminUserTokenListResponseSchema,
  createAdminUserPayloadSchema,
  paginatedResponseSchema,
  suspendUserPayloadSchema,
  updateAdminUserPayloadSchema,
} from '@tonearm/client/contract';
import * as z from 'zod';
import type { ApiOperation } from './api-operations';

const filtersDescription =
  'URL-safe Base64 of a JSON array of {key, operator, value}: role (=, != a role id), subscribed, suspended and email_verified (= true or false), created_at (between {start, end}).';
const searchAndFilters = z.object({
  query: z.string().max(200).optional().meta({ description: 'Searched in the name and the email.' }),
  orderBy: z.enum(['name', 'email', 'created_at', 'last_active']).optional(),
  orderDir: z.enum(['asc', 'desc']).optional(),
  filters: z.string().optional().meta({ description: filtersDescription }),
});
const listQuery = searchAndFilters.extend({
  page: z.int().min(1).optional(),
  perPage: z.int().optional().meta({ description: 'One of 10, 15, 20, 50, 100.' }),
});

const users = { tag: 'Admin: users', access: { permission: 'users.update' } } as const;

/** The users section (`admin.access` and `users.update`). */
export const ADMIN_USERS_OPERATIONS: ApiOperation[] = [
  {
    ...users,
    method: 'get',
    path: '/api/v1/admin/users',
    summary: 'A page of users, searched, sorted and filtered',
    query: listQuery,
    response: paginatedResponseSchema(adminUserRowSchema),
  },
  {
    ...users,
    method: 'get',
    path: '/api/v1/admin/users/export.csv',
    summary: 'Every user the search and filters select, as a CSV file streamed in batches',
    query: searchAndFilters,
    responseDescription: 'A CSV file (text/csv), one user a line after the header line.',
  },
  {
    ...users,
    method: 'get',
    path: '/api/v1/admin/users/roles',
    summary: 'The roles an admin can give a user',
    response: adminUserRoleListResponseSchema,
  },
  {
    ...users,
    method: 'post',
    path: '/api/v1/admin/users',
    summary: 'Create a user',
    body: createAdminUserPayloadSchema,
    response: adminUserResponseSchema,
    status: 201,
  },
  {
    ...users,
    method: 'get',
    path: '/api/v1/admin/users/{id}',
    summary: 'One user with their grants',
    response: adminUserResponseSchema,
  },
  {
    ...users,
    method: 'put',
    path: '/api/v1/admin/users/{id}',
    summary: "Change a user's names, email, roles, grants, language, country or timezone",
    body: updateAdminUserPayloadSchema,
    response: adminUserResponseSchema,
  },
  {
    ...users,
    method: 'post',
    path: '/api/v1/admin/users/{id}/suspend',
    summary: 'Suspend a user for good or until a time; their sessions and tokens are refused at once',
    body: suspendUserPayloadSchema,
    response: adminUserResponseSchema,
  },
  {
    ...users,
    method: 'post',
    path: '/api/v1/admin/users/{id}/unsuspend',
    summary: 'Lift a suspension',
    response: adminUserResponseSchema,
  },
  {
    ...users,
    method: 'delete',
    path: '/api/v1/admin/users/{ids}',
    summary: 'Delete users, given as a comma-separated list of ids',
    response: acknowledgementSchema,
  },
  {
    ...users,
    method: 'get',
    path: '/api/v1/admin/users/{id}/sessions',
    summary: "A user's signed-in devices",
    response: adminUserSessionListResponseSchema,
  },
  {
    ...users,
    method: 'delete',
    path: '/api/v1/admin/users/{id}/sessions',
    summary: 'Sign a user out everywhere',
    response: acknowledgementSchema,
  },
  {
    ...users,
    method: 'delete',
    path: '/api/v1/admin/users/{id}/two-factor',
    summary: 'Turn two-factor authentication off for a user locked out of it',
    response: adminUserResponseSchema,
  },
  {
    ...users,
    method: 'post',
    path: '/api/v1/admin/users/{id}/password-reset',
    summary: 'Mail a user a password reset link',
    response: acknowledgementSchema,
  },
  {
    ...users,
    method: 'post',
    path: '/api/v1/admin/users/{id}/email-verification',
    summary: 'Mail a user a new email verification code',
    response: acknowledgementSchema,
  },
  {
    ...users,
    method: 'get',
    path: '/api/v1/admin/users/{id}/tokens',
    summary: "A user's access tokens",
    response: adminUserTokenListResponseSchema,
  },
  {
    ...users,
    method: 'delete',
    path: '/api/v1/admin/users/{id}/tokens/{tokenId}',
    summary: "Revoke one of a user's access tokens",
    response: acknowledgementSchema,
  },
];
