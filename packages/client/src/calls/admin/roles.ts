import {
  type AdminRoleResponse,
  type AdminRoleRow,
  adminRoleResponseSchema,
  adminRoleRowSchema,
  type PaginatedResponse,
  type PermissionCatalogueResponse,
  paginatedResponseSchema,
  permissionCatalogueResponseSchema,
  type RoleCandidatesResponse,
  type RoleMember,
  type RoleMembersChanged,
  type RoleMembersPayload,
  type RolePayload,
  roleCandidatesResponseSchema,
  roleMemberSchema,
  roleMembersChangedSchema,
} from '../../contract';
import type { HttpClient } from '../../core/types';
import type { ListQuery } from '../../rules/list-query/list-query';
import { pathSegment } from '../path-segment';
import { getAdminList, listQueryParams } from './admin-lists';

/** The resource of the roles list, for `getAdminList` and `deleteAdminRows`. */
export const ADMIN_ROLES_RESOURCE = 'admin/roles';

/** `GET admin/permissions`: every permission the server checks, grouped by area, with the restrictions it takes. */
export function getPermissionCatalogue(http: HttpClient): Promise<PermissionCatalogueResponse> {
  return http.get('admin/permissions', {
    schema: permissionCatalogueResponseSchema,
    callName: 'GET admin/permissions',
  });
}

/** `GET admin/roles`: one page of roles. */
export function getAdminRoles(http: HttpClient, query: ListQuery): Promise<PaginatedResponse<AdminRoleRow>> {
  return getAdminList(http, ADMIN_ROLES_RESOURCE, query, adminRoleRowSchema);
}

/** `GET admin/roles/{id}`: a role with its permissions. */
export function getAdminRole(http: HttpClient, id: number): Promise<AdminRoleResponse> {
  return http.get(`admin/roles/${pathSegment(id)}`, {
    schema: adminRoleResponseSchema,
    callName: 'GET admin/roles/{id}',
  });
}

/** `POST admin/roles`: creates a role; 422 names each refused field. */
export function createAdminRole(http: HttpClient, body: RolePayload): Promise<AdminRoleResponse> {
  return http.post('admin/roles', body, { schema: adminRoleResponseSchema, callName: 'POST admin/roles' });
}

/** `PUT admin/roles/{id}`: replaces a role's details and permissions; its members see the change on their next request. */
export function updateAdminRole(http: HttpClient, id: number, body: RolePayload): Promise<AdminRoleResponse> {
  return http.put(`admin/roles/${pathSegment(id)}`, body, {
    schema: adminRoleResponseSchema,
    callName: 'PUT admin/roles/{id}',
  });
}

/** `GET admin/roles/{id}/users`: one page of the role's members, searched by name or email. */
export function getRoleMembers(
  http: HttpClient,
  id: number,
  query: ListQuery,
): Promise<PaginatedResponse<RoleMember>> {
  return http.get(`admin/roles/${pathSegment(id)}/users`, {
    params: listQueryParams(query),
    schema: paginatedResponseSchema(roleMemberSchema),
    callName: 'GET admin/roles/{id}/users',
  }) as Promise<PaginatedResponse<RoleMember>>;
}

/** `GET admin/roles/{id}/candidates`: up to ten users matching `query` who do not hold the role yet. */
export function getRoleCandidates(
  http: HttpClient,
  id: number,
  query: string,
): Promise<RoleCandidatesResponse> {
  return http.get(`admin/roles/${pathSegment(id)}/candidates`, {
    params: query.trim() === '' ? {} : { query: query.trim() },
    schema: roleCandidatesResponseSchema,
    callName: 'GET admin/roles/{id}/candidates',
  });
}

/** `POST admin/roles/{id}/users`: gives the role to users. */
export function addRoleMembers(
  http: HttpClient,
  id: number,
  body: RoleMembersPayload,
): Promise<RoleMembersChanged> {
  return http.post(`admin/roles/${pathSegment(id)}/users`, body, {
    schema: roleMembersChangedSchema,
    callName: 'POST admin/roles/{id}/users',
  });
}

/** `POST admin/roles/{id}/users/remove`: takes the role from users; refused when it would leave no admin. */
export function removeRoleMembers(
  http: HttpClient,
  id: number,
  body: RoleMembersPayload,
): Promise<RoleMembersChanged> {
  return http.post(`admin/roles/${pathSegment(id)}/users/remove`, body, {
    schema: roleMembersChangedSchema,
    callName: 'POST admin/roles/{id}/users/remove',
  });
}
