import {
  type AccountDetailsPayload,
  type Acknowledgement,
  type AvatarUrlPayload,
  acknowledgementSchema,
  type ChangeLocalePayload,
  type ChangePasswordPayload,
  type LocaleResponse,
  localeResponseSchema,
  type UserResponse,
  userResponseSchema,
} from '../contract';
import type { HttpClient, QueryParams } from '../core/types';
import { pathSegment } from './path-segment';

/** A user id, or `me` for the signed-in user. */
export type UserId = number | 'me';

/** Relations `GET users/{id}` loads unless the caller asks for others (doc 000 §7). */
export const USER_RELATIONS = ['roles', 'social_profiles', 'tokens'] as const;

/** `GET users/{id}`: the user with roles, social profiles and tokens. */
export function getUser(http: HttpClient, id: UserId, params: QueryParams = {}): Promise<UserResponse> {
  return http.get(`users/${pathSegment(id)}`, {
    params: { with: USER_RELATIONS, ...params },
    schema: userResponseSchema,
    callName: 'GET users/{id}',
  });
}

/** `PUT users/{id}` with the account details; answers with the updated user (the answer is not shown in the spec). */
export function updateAccountDetails(
  http: HttpClient,
  id: UserId,
  body: AccountDetailsPayload,
): Promise<UserResponse> {
  return http.put(`users/${pathSegment(id)}`, body, {
    schema: userResponseSchema,
    callName: 'PUT users/{id}',
  });
}

function avatarFormData(file: Blob): FormData {
  const form = new FormData();
  form.append('file', file);
  return form;
}

/**
 * `POST users/{id}/avatar`: a file goes as multipart field `file`, an address as JSON `{url}`; answers with the
 * user carrying the new image (the answer is not shown in the spec).
 */
export function uploadAvatar(
  http: HttpClient,
  id: UserId,
  avatar: Blob | AvatarUrlPayload,
): Promise<UserResponse> {
  const body = avatar instanceof Blob ? avatarFormData(avatar) : avatar;
  return http.post(`users/${pathSegment(id)}/avatar`, body, {
    schema: userResponseSchema,
    callName: 'POST users/{id}/avatar',
  });
}

/** `DELETE users/{id}/avatar`; answers with the user without an image (the answer is not shown in the spec). */
export function removeAvatar(http: HttpClient, id: UserId): Promise<UserResponse> {
  return http.delete(`users/${pathSegment(id)}/avatar`, {
    schema: userResponseSchema,
    callName: 'DELETE users/{id}/avatar',
  });
}

/** `DELETE users/{id}?deleteCurrentUser=true`: deletes the signed-in user's own account. */
export function deleteAccount(http: HttpClient, id: UserId): Promise<Acknowledgement> {
  return http.delete(`users/${pathSegment(id)}`, {
    params: { deleteCurrentUser: 'true' },
    schema: acknowledgementSchema,
    callName: 'DELETE users/{id}',
  });
}

/** `PUT auth/user/password`. */
export function changePassword(http: HttpClient, body: ChangePasswordPayload): Promise<Acknowledgement> {
  return http.put('auth/user/password', body, {
    schema: acknowledgementSchema,
    callName: 'PUT auth/user/password',
  });
}

/** `POST users/me/locale`: answers with the chosen localization and its lines. */
export function changeLocale(http: HttpClient, body: ChangeLocalePayload): Promise<LocaleResponse> {
  return http.post('users/me/locale', body, {
    schema: localeResponseSchema,
    callName: 'POST users/me/locale',
  });
}
