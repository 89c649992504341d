import {
  type CatalogueImport,
  type CatalogueImportDiscardResponse,
  type CatalogueImportListResponse,
  type CatalogueImportPublishBody,
  type CatalogueImportPublishResponse,
  catalogueImportDiscardResponseSchema,
  catalogueImportListResponseSchema,
  catalogueImportPublishResponseSchema,
  catalogueImportResponseSchema,
} from '../../contract';
import type { HttpClient } from '../../core/types';

const FILES = 'admin/catalogue-import/files';

/** `GET admin/catalogue-import/files`: the admin's files read and waiting for review. */
export function getCatalogueImports(http: HttpClient): Promise<CatalogueImportListResponse> {
  return http.get(FILES, {
    schema: catalogueImportListResponseSchema,
    callName: 'GET admin/catalogue-import/files',
  });
}

/**
 * `POST admin/catalogue-import/files`: reads an uploaded file entry's tags into a proposed track; 422 names a
 * format browsers cannot stream, or a file that is not audio.
 */
export async function readUploadedAudio(http: HttpClient, fileEntryId: number): Promise<CatalogueImport> {
  const answer = await http.post(
    FILES,
    { file_entry_id: fileEntryId },
    { schema: catalogueImportResponseSchema, callName: 'POST admin/catalogue-import/files' },
  );
  return answer.import;
}

/** `POST admin/catalogue-import/publish`: publishes reviewed files as tracks, or as one album. */
export function publishCatalogueImports(
  http: HttpClient,
  body: CatalogueImportPublishBody,
): Promise<CatalogueImportPublishResponse> {
  return http.post('admin/catalogue-import/publish', body, {
    schema: catalogueImportPublishResponseSchema,
    callName: 'POST admin/catalogue-import/publish',
  });
}

/** `POST admin/catalogue-import/discard`: removes files read but not published. */
export function discardCatalogueImports(
  http: HttpClient,
  importIds: readonly number[],
): Promise<CatalogueImportDiscardResponse> {
  return http.post(
    'admin/catalogue-import/discard',
    { import_ids: importIds },
    { schema: catalogueImportDiscardResponseSchema, callName: 'POST admin/catalogue-import/discard' },
  );
}
