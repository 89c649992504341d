import {
  acknowledgementSchema,
  adminRoleResponseSchema,
  adminRoleRowSchema,
  paginatedResponseSchema,
  permissionCatalogueResponseSchema,
  roleCandidatesResponseSchema,
  roleMemberSchema,
  roleMembersChangedSchema,
} from '@tonearm/client/contract';
import * as z from 'zod';
import { roleMembersPayloadSchema, rolePayloadSchema } from '../admin/roles/role-payload';
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

const roles = { tag: 'Admin: roles', access: { permission: 'roles.update' } } as const;

/** The roles section: the permission catalogue, roles, and their members (`admin.access` and `roles.update`). */
export const ADMIN_ROLES_OPERATIONS: ApiOperation[] = [
  {
    ...roles,
    method: 'get',
    path: '/api/v1/admin/permissions',
    summary: 'Every permission the server checks, grouped by area, with the restrictions each takes',
    response: permissionCatalogueResponseSchema,
  },
  {
    ...roles,
    method: 'get',
    path: '/api/v1/admin/roles',
    summary: 'One page of roles (sorts: name, users_count, permissions_count, created_at, updated_at)',
    query: listQuery,
    response: paginatedResponseSchema(adminRoleRowSchema),
  },
  {
    ...roles,
    method: 'post',
    path: '/api/v1/admin/roles',
    summary: 'Create a role with its permissions',
    body: rolePayloadSchema,
    response: adminRoleResponseSchema,
    status: 201,
  },
  {
    ...roles,
    method: 'get',
    path: '/api/v1/admin/roles/{id}',
    summary: 'A role with its permissions',
    response: adminRoleResponseSchema,
  },
  {
    ...roles,
    method: 'put',
    path: '/api/v1/admin/roles/{id}',
    summary: "Replace a role's details and permissions; members hold them from their next request",
    body: rolePayloadSchema,
    response: adminRoleResponseSchema,
  },
  {
    ...roles,
    method: 'delete',
    path: '/api/v1/admin/roles/{ids}',
    summary: "Delete roles (never the guests role, a plan's role, the last default role, or the last admin)",
    response: acknowledgementSchema,
  },
  {
    ...roles,
    method: 'get',
    path: '/api/v1/admin/roles/{id}/users',
    summary: "One page of a role's members (sorts: assigned_at, email)",
    query: listQuery,
    response: paginatedResponseSchema(roleMemberSchema),
  },
  {
    ...roles,
    method: 'get',
    path: '/api/v1/admin/roles/{id}/candidates',
    summary: 'Up to ten users matching the search who do not hold the role yet',
    query: z.object({ query: z.string().max(200).optional() }),
    response: roleCandidatesResponseSchema,
  },
  {
    ...roles,
    method: 'post',
    path: '/api/v1/admin/roles/{id}/users',
    summary: 'Give the role to users',
    body: roleMembersPayloadSchema,
    response: roleMembersChangedSchema,
  },
  {
    ...roles,
    method: 'post',
    path: '/api/v1/admin/roles/{id}/users/remove',
    summary: 'Take the role from users (never the last admin)',
    body: roleMembersPayloadSchema,
    response: roleMembersChangedSchema,
  },
];
