import { type AdminFileListResponse, adminFileListResponseSchema } from '../../contract';
import type { HttpClient } from '../../core/types';
import type { ListQuery } from '../../rules/list-query/list-query';
import { listQueryParams } from './admin-lists';

/** The resource of the admin's files list. */
export const ADMIN_FILES_RESOURCE = 'admin/file-entries';

/**
 * `GET admin/file-entries`: one page of every user's stored files (filters `kind`, `disk`, `owner_id`,
 * `referenced`, `trashed`, `created_at`). Deleting goes through `deleteFileEntries`.
 */
export function getAdminFiles(http: HttpClient, query: ListQuery): Promise<AdminFileListResponse> {
  return http.get(ADMIN_FILES_RESOURCE, {
    params: listQueryParams(query),
    schema: adminFileListResponseSchema,
    callName: 'GET admin/file-entries',
  });
}
