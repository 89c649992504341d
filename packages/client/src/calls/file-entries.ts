import { type Acknowledgement, acknowledgementSchema, type DeleteFileEntriesPayload } from '../contract';
import type { HttpClient } from '../core/types';

/** `POST file-entries/delete`: removes entries by id or path, to the trash unless `deleteForever`. */
export function deleteFileEntries(
  http: HttpClient,
  body: DeleteFileEntriesPayload,
): Promise<Acknowledgement> {
  return http.post('file-entries/delete', body, {
    schema: acknowledgementSchema,
    callName: 'POST file-entries/delete',
  });
}
