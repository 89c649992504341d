import {
  ADMIN_COMMENTS_RESOURCE,
  deleteAdminComments,
  restoreAdminComments,
  updateAdminComment,
} from '@tonearm/client/calls';
import { type AdminCommentRow, adminCommentRowSchema, type DeletedComments } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { useCallback } from 'react';
import { useAdminList } from '../list-page';

/** The comments list: its query in the address, its page from the server, and editing, deleting and restoring. */
export function useCommentsList() {
  const http = useHttpClient();
  const list = useAdminList(ADMIN_COMMENTS_RESOURCE, adminCommentRowSchema);
  const { reload } = list;
  const edit = useCallback(
    async (id: number, content: string): Promise<AdminCommentRow> => {
      const { comment } = await updateAdminComment(http, id, { content });
      await reload();
      return comment;
    },
    [http, reload],
  );
  const remove = useCallback(
    async (ids: readonly number[]): Promise<DeletedComments> => {
      const done = await deleteAdminComments(http, ids);
      await reload();
      return done;
    },
    [http, reload],
  );
  const restore = useCallback(
    async (ids: readonly number[]): Promise<void> => {
      await restoreAdminComments(http, ids);
      await reload();
    },
    [http, reload],
  );
  return { ...list, edit, remove, restore };
}
