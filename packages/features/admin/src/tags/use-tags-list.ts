import { ADMIN_TAGS_RESOURCE, createAdminTag, updateAdminTag } from '@tonearm/client/calls';
import { type AdminTagPayload, type AdminTagRow, adminTagRowSchema } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { useCallback } from 'react';
import { useAdminList } from '../list-page';

/** The tags list: its query in the address, its page from the server, and saving a tag (new or not). */
export function useTagsList() {
  const http = useHttpClient();
  const list = useAdminList(ADMIN_TAGS_RESOURCE, adminTagRowSchema);
  const { reload } = list;
  const save = useCallback(
    async (id: number | null, payload: AdminTagPayload): Promise<AdminTagRow> => {
      const { tag } =
        id === null ? await createAdminTag(http, payload) : await updateAdminTag(http, id, payload);
      await reload();
      return tag;
    },
    [http, reload],
  );
  return { ...list, save };
}
