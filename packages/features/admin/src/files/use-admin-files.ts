import { deleteFileEntries } from '@tonearm/client/calls';
import { adminFileEntrySchema } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { useCallback } from 'react';
import { useAdminList } from '../list-page';

/** The resource of the admin's files list. */
export const ADMIN_FILES_RESOURCE = 'admin/file-entries';

/** How a deletion treats the files: to the trash (their address keeps working for now), or gone for good. */
export type FileDeletion = 'trash' | 'forever';

/**
 * Every stored file, a page at a time with its search, sort and filters in the address, and deleting files through
 * `POST file-entries/delete`: forever removes the bytes from the disk, so the file's address answers 404.
 */
export function useAdminFiles() {
  const http = useHttpClient();
  const list = useAdminList(ADMIN_FILES_RESOURCE, adminFileEntrySchema);
  const { reload } = list;
  const deleteFiles = useCallback(
    async (ids: readonly number[], deletion: FileDeletion) => {
      await deleteFileEntries(http, { entryIds: [...ids], deleteForever: deletion === 'forever' });
      await reload();
    },
    [http, reload],
  );
  return { ...list, deleteFiles };
}
