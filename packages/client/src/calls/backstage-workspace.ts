import {
  type AdminAlbumPayload,
  type AdminAlbumResponse,
  type AdminArtistResponse,
  type AdminTrackPayload,
  type AdminTrackResponse,
  acknowledgementSchema,
  adminAlbumResponseSchema,
  adminArtistResponseSchema,
  adminTrackResponseSchema,
  type CatalogueImport,
  type CatalogueImportDiscardResponse,
  type CatalogueImportListResponse,
  type CatalogueImportPublishBody,
  type CatalogueImportPublishResponse,
  catalogueImportDiscardResponseSchema,
  catalogueImportListResponseSchema,
  catalogueImportPublishResponseSchema,
  catalogueImportResponseSchema,
  type ReportRangeQuery,
  type UploadMinutesResponse,
  uploadMinutesResponseSchema,
  type WorkspaceArtistPayload,
  type WorkspaceChoicesResponse,
  type WorkspaceInsightsResponse,
  workspaceChoicesResponseSchema,
  workspaceInsightsResponseSchema,
} from '../contract';
import type { HttpClient } from '../core/types';
import { pathSegment } from './path-segment';

const BASE = 'backstage/workspace';

/** `GET backstage/workspace/minutes`: the upload minutes used and left. */
export function getUploadMinutes(http: HttpClient): Promise<UploadMinutesResponse> {
  return http.get(`${BASE}/minutes`, {
    schema: uploadMinutesResponseSchema,
    callName: 'GET backstage/workspace/minutes',
  });
}

/** `POST backstage/workspace/uploads/check`: asks before sending files; 422 when they would go over the minutes. */
export function checkUploadMinutes(
  http: HttpClient,
  durations: readonly number[],
): Promise<UploadMinutesResponse> {
  return http.post(
    `${BASE}/uploads/check`,
    { durations },
    { schema: uploadMinutesResponseSchema, callName: 'POST backstage/workspace/uploads/check' },
  );
}

/** `GET backstage/workspace/import/files`: the artist's files waiting for review. */
export function getWorkspaceImports(http: HttpClient): Promise<CatalogueImportListResponse> {
  return http.get(`${BASE}/import/files`, {
    schema: catalogueImportListResponseSchema,
    callName: 'GET backstage/workspace/import/files',
  });
}

/** `POST backstage/workspace/import/files`: reads an uploaded file; 422 over the minutes left. */
export async function readWorkspaceAudio(http: HttpClient, fileEntryId: number): Promise<CatalogueImport> {
  const answer = await http.post(
    `${BASE}/import/files`,
    { file_entry_id: fileEntryId },
    { schema: catalogueImportResponseSchema, callName: 'POST backstage/workspace/import/files' },
  );
  return answer.import;
}

/** `POST backstage/workspace/import/publish`: publishes the artist's reviewed files. */
export function publishWorkspaceImports(
  http: HttpClient,
  body: CatalogueImportPublishBody,
): Promise<CatalogueImportPublishResponse> {
  return http.post(`${BASE}/import/publish`, body, {
    schema: catalogueImportPublishResponseSchema,
    callName: 'POST backstage/workspace/import/publish',
  });
}

/** `POST backstage/workspace/import/discard`: removes files read but not published. */
export function discardWorkspaceImports(
  http: HttpClient,
  importIds: readonly number[],
): Promise<CatalogueImportDiscardResponse> {
  return http.post(
    `${BASE}/import/discard`,
    { import_ids: importIds },
    { schema: catalogueImportDiscardResponseSchema, callName: 'POST backstage/workspace/import/discard' },
  );
}

/** `GET backstage/workspace/{artists|albums}?query=`: what the artist may credit or file a track under. */
export function getWorkspaceChoices(
  http: HttpClient,
  kind: 'artists' | 'albums',
  query: string,
): Promise<WorkspaceChoicesResponse> {
  return http.get(`${BASE}/${kind}`, {
    params: { query },
    schema: workspaceChoicesResponseSchema,
    callName: `GET backstage/workspace/${kind}`,
  });
}

/** `GET backstage/workspace/tracks/{id}`: one of the artist's tracks; 404 for anyone else's. */
export function getWorkspaceTrack(http: HttpClient, id: number): Promise<AdminTrackResponse> {
  return http.get(`${BASE}/tracks/${pathSegment(id)}`, {
    schema: adminTrackResponseSchema,
    callName: 'GET backstage/workspace/tracks/{id}',
  });
}

/** `PUT backstage/workspace/tracks/{id}`. */
export function updateWorkspaceTrack(
  http: HttpClient,
  id: number,
  body: AdminTrackPayload,
): Promise<AdminTrackResponse> {
  return http.put(`${BASE}/tracks/${pathSegment(id)}`, body, {
    schema: adminTrackResponseSchema,
    callName: 'PUT backstage/workspace/tracks/{id}',
  });
}

/** `GET backstage/workspace/albums/{id}`. */
export function getWorkspaceAlbum(http: HttpClient, id: number): Promise<AdminAlbumResponse> {
  return http.get(`${BASE}/albums/${pathSegment(id)}`, {
    schema: adminAlbumResponseSchema,
    callName: 'GET backstage/workspace/albums/{id}',
  });
}

/** `PUT backstage/workspace/albums/{id}`. */
export function updateWorkspaceAlbum(
  http: HttpClient,
  id: number,
  body: AdminAlbumPayload,
): Promise<AdminAlbumResponse> {
  return http.put(`${BASE}/albums/${pathSegment(id)}`, body, {
    schema: adminAlbumResponseSchema,
    callName: 'PUT backstage/workspace/albums/{id}',
  });
}

/** `DELETE backstage/workspace/{tracks|albums}/{id}`: deletes one of the artist's tracks or albums with its files. */
export function deleteWorkspaceItem(http: HttpClient, kind: 'tracks' | 'albums', id: number) {
  return http.delete(`${BASE}/${kind}/${pathSegment(id)}`, {
    schema: acknowledgementSchema,
    callName: `DELETE backstage/workspace/${kind}/{id}`,
  });
}

/** `GET backstage/workspace/artists/{id}`: the artist's own profile. */
export function getWorkspaceArtist(http: HttpClient, id: number): Promise<AdminArtistResponse> {
  return http.get(`${BASE}/artists/${pathSegment(id)}`, {
    schema: adminArtistResponseSchema,
    callName: 'GET backstage/workspace/artists/{id}',
  });
}

/** `PUT backstage/workspace/artists/{id}`: saves the profile; its name and verified mark are the admins'. */
export function updateWorkspaceArtist(
  http: HttpClient,
  id: number,
  body: WorkspaceArtistPayload,
): Promise<AdminArtistResponse> {
  return http.put(`${BASE}/artists/${pathSegment(id)}`, body, {
    schema: adminArtistResponseSchema,
    callName: 'PUT backstage/workspace/artists/{id}',
  });
}

/** `GET backstage/workspace/{tracks|albums|artists}/{id}/insights`: the item's plays for a range. */
export function getWorkspaceInsights(
  http: HttpClient,
  kind: 'tracks' | 'albums' | 'artists',
  id: number,
  range: ReportRangeQuery,
): Promise<WorkspaceInsightsResponse> {
  return http.get(`${BASE}/${kind}/${pathSegment(id)}/insights`, {
    params: { startDate: range.startDate, endDate: range.endDate, timezone: range.timezone },
    schema: workspaceInsightsResponseSchema,
    callName: `GET backstage/workspace/${kind}/{id}/insights`,
  });
}
