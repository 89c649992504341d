import {
  type AddedLocalizationKeyResponse,
  type AddLocalizationKeyPayload,
  type AdminLocalizationResponse,
  type AdminLocalizationRow,
  addedLocalizationKeyResponseSchema,
  adminLocalizationResponseSchema,
  adminLocalizationRowSchema,
  type CreateLocalizationPayload,
  type LocalizationLinesResponse,
  localizationLinesResponseSchema,
  type PaginatedResponse,
  type RenameLocalizationPayload,
  type SavedLocalizationLinesResponse,
  type SaveLocalizationLinesPayload,
  savedLocalizationLinesResponseSchema,
} from '../../contract';
import type { HttpClient } from '../../core/types';
import type { ListQuery } from '../../rules/list-query/list-query';
import { pathSegment } from '../path-segment';
import { getAdminList } from './admin-lists';

/** The resource of the localizations list, for `getAdminList` and `deleteAdminRows`. */
export const ADMIN_LOCALIZATIONS_RESOURCE = 'admin/localizations';

/** What the translate screen asks for: a page of lines, optionally only those whose key or text holds `query`. */
export interface LocalizationLinesQuery {
  page: number;
  perPage: number;
  query: string;
}

const localization = (id: number) => `${ADMIN_LOCALIZATIONS_RESOURCE}/${pathSegment(id)}`;

/** `GET admin/localizations`: one page of localizations with how many lines each has translated. */
export function getAdminLocalizations(
  http: HttpClient,
  query: ListQuery,
): Promise<PaginatedResponse<AdminLocalizationRow>> {
  return getAdminList(http, ADMIN_LOCALIZATIONS_RESOURCE, query, adminLocalizationRowSchema);
}

/** `POST admin/localizations`: offers a new language; 422 when its code is malformed or already offered. */
export function createAdminLocalization(
  http: HttpClient,
  body: CreateLocalizationPayload,
): Promise<AdminLocalizationResponse> {
  return http.post(ADMIN_LOCALIZATIONS_RESOURCE, body, {
    schema: adminLocalizationResponseSchema,
    callName: 'POST admin/localizations',
  });
}

/** `PUT admin/localizations/{id}`: renames a localization. */
export function renameAdminLocalization(
  http: HttpClient,
  id: number,
  body: RenameLocalizationPayload,
): Promise<AdminLocalizationResponse> {
  return http.put(localization(id), body, {
    schema: adminLocalizationResponseSchema,
    callName: 'PUT admin/localizations/{id}',
  });
}

/** `GET admin/localizations/{id}/lines`: the localization and one page of its lines, searched by key and text. */
export function getLocalizationLines(
  http: HttpClient,
  id: number,
  query: LocalizationLinesQuery,
): Promise<LocalizationLinesResponse> {
  const params: Record<string, string | number> = { page: query.page, perPage: query.perPage };
  if (query.query.trim() !== '') params.query = query.query.trim();
  return http.get(`${localization(id)}/lines`, {
    params,
    schema: localizationLinesResponseSchema,
    callName: 'GET admin/localizations/{id}/lines',
  });
}

/** `PUT admin/localizations/{id}/lines`: saves the changed lines only; an empty text removes a translation. */
export function saveLocalizationLines(
  http: HttpClient,
  id: number,
  body: SaveLocalizationLinesPayload,
): Promise<SavedLocalizationLinesResponse> {
  return http.put(`${localization(id)}/lines`, body, {
    schema: savedLocalizationLinesResponseSchema,
    callName: 'PUT admin/localizations/{id}/lines',
  });
}

/** `POST admin/localizations/{id}/lines`: adds a key the product's lines do not hold; 422 when it exists. */
export function addLocalizationKey(
  http: HttpClient,
  id: number,
  body: AddLocalizationKeyPayload,
): Promise<AddedLocalizationKeyResponse> {
  return http.post(`${localization(id)}/lines`, body, {
    schema: addedLocalizationKeyResponseSchema,
    callName: 'POST admin/localizations/{id}/lines',
  });
}

/** `POST admin/localizations/{id}/upload`: applies a localization file's lines (the shape the download has). */
export function uploadLocalizationFile(
  http: HttpClient,
  id: number,
  body: SaveLocalizationLinesPayload,
): Promise<SavedLocalizationLinesResponse> {
  return http.post(`${localization(id)}/upload`, body, {
    schema: savedLocalizationLinesResponseSchema,
    callName: 'POST admin/localizations/{id}/upload',
  });
}

/** The address of `GET admin/localizations/{id}/download`, for a download link: the JSON file of every line. */
export function localizationDownloadUrl(http: HttpClient, id: number): string {
  return http.url(`${localization(id)}/download`);
}
