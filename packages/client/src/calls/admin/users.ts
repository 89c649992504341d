import {
  type Acknowledgement,
  type AdminUserResponse,
  type AdminUserRoleListResponse,
  type AdminUserSessionListResponse,
  type AdminUserTokenListResponse,
  acknowledgementSchema,
  adminUserResponseSchema,
  adminUserRoleListResponseSchema,
  adminUserSessionListResponseSchema,
  adminUserTokenListResponseSchema,
  type CreateAdminUserPayload,
  type SuspendUserPayload,
  type UpdateAdminUserPayload,
} from '../../contract';
import type { HttpClient } from '../../core/types';
import type { ListQuery } from '../../rules/list-query/list-query';
import { pathSegment } from '../path-segment';
import { listQueryParams } from './admin-lists';

const user = (id: number) => `admin/users/${pathSegment(id)}`;

/** `GET admin/users/roles`: the roles an admin can give a user. */
export function getAdminUserRoles(http: HttpClient): Promise<AdminUserRoleListResponse> {
  return http.get('admin/users/roles', {
    schema: adminUserRoleListResponseSchema,
    callName: 'GET admin/users/roles',
  });
}

/** `POST admin/users`: creates an account as an admin; answers with the new user. */
export function createAdminUser(http: HttpClient, body: CreateAdminUserPayload): Promise<AdminUserResponse> {
  return http.post('admin/users', body, { schema: adminUserResponseSchema, callName: 'POST admin/users' });
}

/** `GET admin/users/{id}`. */
export function getAdminUser(http: HttpClient, id: number): Promise<AdminUserResponse> {
  return http.get(user(id), { schema: adminUserResponseSchema, callName: 'GET admin/users/{id}' });
}

/** `PUT admin/users/{id}`: changes the fields given. */
export function updateAdminUser(
  http: HttpClient,
  id: number,
  body: UpdateAdminUserPayload,
): Promise<AdminUserResponse> {
  return http.put(user(id), body, { schema: adminUserResponseSchema, callName: 'PUT admin/users/{id}' });
}

/** `POST admin/users/{id}/suspend`: for good, or until `until`. */
export function suspendAdminUser(
  http: HttpClient,
  id: number,
  body: SuspendUserPayload,
): Promise<AdminUserResponse> {
  return http.post(`${user(id)}/suspend`, body, {
    schema: adminUserResponseSchema,
    callName: 'POST admin/users/{id}/suspend',
  });
}

/** `POST admin/users/{id}/unsuspend`. */
export function unsuspendAdminUser(http: HttpClient, id: number): Promise<AdminUserResponse> {
  return http.post(`${user(id)}/unsuspend`, undefined, {
    schema: adminUserResponseSchema,
    callName: 'POST admin/users/{id}/unsuspend',
  });
}

/** `GET admin/users/{id}/sessions`. */
export function getAdminUserSessions(http: HttpClient, id: number): Promise<AdminUserSessionListResponse> {
  return http.get(`${user(id)}/sessions`, {
    schema: adminUserSessionListResponseSchema,
    callName: 'GET admin/users/{id}/sessions',
  });
}

/** `DELETE admin/users/{id}/sessions`: signs the user out everywhere. */
export function logoutAdminUserEverywhere(http: HttpClient, id: number): Promise<Acknowledgement> {
  return http.delete(`${user(id)}/sessions`, {
    schema: acknowledgementSchema,
    callName: 'DELETE admin/users/{id}/sessions',
  });
}

/** `DELETE admin/users/{id}/two-factor`: turns two-factor off for a user locked out of it. */
export function disableAdminUserTwoFactor(http: HttpClient, id: number): Promise<AdminUserResponse> {
  return http.delete(`${user(id)}/two-factor`, {
    schema: adminUserResponseSchema,
    callName: 'DELETE admin/users/{id}/two-factor',
  });
}

/** `POST admin/users/{id}/password-reset`: mails the user a password reset link. */
export function sendAdminUserPasswordReset(http: HttpClient, id: number): Promise<Acknowledgement> {
  return http.post(`${user(id)}/password-reset`, undefined, {
    schema: acknowledgementSchema,
    callName: 'POST admin/users/{id}/password-reset',
  });
}

/** `POST admin/users/{id}/email-verification`: mails the user a new verification code. */
export function resendAdminUserVerification(http: HttpClient, id: number): Promise<Acknowledgement> {
  return http.post(`${user(id)}/email-verification`, undefined, {
    schema: acknowledgementSchema,
    callName: 'POST admin/users/{id}/email-verification',
  });
}

/** `GET admin/users/{id}/tokens`. */
export function getAdminUserTokens(http: HttpClient, id: number): Promise<AdminUserTokenListResponse> {
  return http.get(`${user(id)}/tokens`, {
    schema: adminUserTokenListResponseSchema,
    callName: 'GET admin/users/{id}/tokens',
  });
}

/** `DELETE admin/users/{id}/tokens/{tokenId}`: revokes one of the user's access tokens. */
export function revokeAdminUserToken(
  http: HttpClient,
  id: number,
  tokenId: number,
): Promise<Acknowledgement> {
  return http.delete(`${user(id)}/tokens/${pathSegment(tokenId)}`, {
    schema: acknowledgementSchema,
    callName: 'DELETE admin/users/{id}/tokens/{tokenId}',
  });
}

/** The address of `GET admin/users/export.csv` for the list's current search and filters (a download link). */
export function adminUsersCsvUrl(http: HttpClient, query: ListQuery): string {
  const { page: _page, perPage: _perPage, ...params } = listQueryParams(query);
  return http.url('admin/users/export.csv', params);
}
