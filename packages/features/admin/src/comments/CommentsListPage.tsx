import type { AdminCommentRow } from '@tonearm/client/contract';
import { showRequestError, useFormatDate, useFormatNumber, useTrans } from '@tonearm/shell';
import { AlertDialog, type DataTableFilterDefinition, toast } from '@tonearm/ui';
import { useCallback, useMemo, useState } from 'react';
import { AdminListTable, useDataTableLabels } from '../list-page';
import { CommentEditDialog } from './CommentEditDialog';
import { commentColumns } from './comment-columns';
import { commentDeletionMessage } from './comment-deletion-message';
import { useCommentsList } from './use-comments-list';
import { useTrackFilter } from './use-track-filter';

/**
 * `/admin/comments`: every comment on every track, newest first, searched and filtered (deleted, reported, track)
 * on the server; each can be edited, deleted (kept, marked deleted, while it has replies) or restored.
 */
export function CommentsListPage() {
  const { trans } = useTrans();
  const formatDate = useFormatDate();
  const formatNumber = useFormatNumber();
  const list = useCommentsList();
  const [editing, setEditing] = useState<AdminCommentRow | null>(null);
  const [deleting, setDeleting] = useState<AdminCommentRow | null>(null);
  const deleteMessage = trans(
    'A comment with replies stays, marked deleted, so its thread stays whole; the others are removed for good.',
  );
  const labels = useDataTableLabels({
    empty: trans('No comments yet'),
    noMatch: trans('No matching comments'),
    error: trans('The comments could not be loaded'),
    deleteTitle: (count) =>
      trans('{count, plural, one {Delete # comment?} other {Delete # comments?}}', { count }),
    deleteMessage: () => deleteMessage,
  });
  const trackFilter = useTrackFilter(trans('Track'));
  const filters = useMemo(
    (): DataTableFilterDefinition[] => [
      { type: 'boolean', key: 'deleted', label: trans('Deleted') },
      { type: 'boolean', key: 'reported', label: trans('Reported') },
      trackFilter,
      { type: 'dateRange', key: 'created_at', label: trans('Date written') },
      { type: 'dateRange', key: 'updated_at', label: trans('Last updated') },
    ],
    [trans, trackFilter],
  );

  // A refusal keeps the confirmation open with the server's reason in a toast.
  const remove = async (ids: readonly number[]) => {
    try {
      toast.positive(commentDeletionMessage(await list.remove(ids), trans));
    } catch (error) {
      showRequestError(error);
      throw error;
    }
  };
  const { restore: restoreRows } = list;
  const restore = useCallback(
    async (comment: AdminCommentRow) => {
      try {
        await restoreRows([comment.id]);
        toast.positive(trans('Comment restored'));
      } catch (error) {
        showRequestError(error);
      }
    },
    [restoreRows, trans],
  );
  const columns = useMemo(
    () =>
      commentColumns({
        trans,
        formatDate,
        formatNumber,
        onEdit: setEditing,
        onDelete: setDeleting,
        onRestore: (comment) => void restore(comment),
      }),
    [trans, formatDate, formatNumber, restore],
  );

  return (
    <div className="flex flex-col gap-4">
      <h1 id="comments-title" className="font-semibold text-xl">
        {trans('Comments')}
      </h1>
      <AdminListTable
        list={list}
        labelledBy="comments-title"
        columns={columns}
        filters={filters}
        labels={labels}
        getRowKey={(comment) => comment.id}
        onDelete={(keys) => remove(keys.map(Number))}
      />
      <CommentEditDialog comment={editing} onClose={() => setEditing(null)} edit={list.edit} />
      <AlertDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={trans('Delete the comment by :name?', { name: deleting?.user.name ?? '' })}
        confirmLabel={trans('Delete')}
        cancelLabel={trans('Cancel')}
        intent="danger"
        onConfirm={() => (deleting ? remove([deleting.id]) : undefined)}
      >
        <blockquote className="mb-3 whitespace-pre-line break-words border-border border-s-2 ps-3">
          {deleting?.content}
        </blockquote>
        {deleteMessage}
      </AlertDialog>
    </div>
  );
}
