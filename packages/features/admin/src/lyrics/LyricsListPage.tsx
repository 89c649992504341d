import type { AdminLyricRow } from '@tonearm/client/contract';
import { showRequestError, useFormatDate, useTrans } from '@tonearm/shell';
import { AlertDialog, ButtonLink, type DataTableFilterDefinition, toast } from '@tonearm/ui';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { AdminListTable, useDataTableLabels } from '../list-page';
import { lyricColumns, lyricEditorPath } from './lyric-columns';
import { useLyricsList } from './use-lyrics-list';

/**
 * `/admin/lyrics`: every track's lyrics, paged, searched by track and filtered on the server; each opens in its
 * editor, and any can be deleted (several at once after a confirmation naming how many).
 */
export function LyricsListPage() {
  const { trans } = useTrans();
  const formatDate = useFormatDate();
  const navigate = useNavigate();
  const list = useLyricsList();
  const [deleting, setDeleting] = useState<AdminLyricRow | null>(null);
  const deleteMessage = trans('The tracks stay; listeners no longer see these lyrics.');
  const labels = useDataTableLabels({
    empty: trans('No lyrics yet'),
    noMatch: trans('No matching lyrics'),
    error: trans('The lyrics could not be loaded'),
    deleteTitle: (count) =>
      trans('{count, plural, one {Delete the lyrics of # track?} other {Delete the lyrics of # tracks?}}', {
        count,
      }),
    deleteMessage: () => deleteMessage,
  });
  const filters = useMemo(
    (): DataTableFilterDefinition[] => [
      { type: 'boolean', key: 'synced', label: trans('Synced') },
      { type: 'dateRange', key: 'created_at', label: trans('Date created') },
      { type: 'dateRange', key: 'updated_at', label: trans('Last updated') },
    ],
    [trans],
  );
  const columns = useMemo(
    () => lyricColumns({ trans, formatDate, onDelete: setDeleting }),
    [trans, formatDate],
  );

  // A refusal keeps the confirmation open with the server's reason in a toast.
  const remove = async (ids: readonly number[]) => {
    try {
      await list.deleteRows(ids);
      toast.positive(
        trans('{count, plural, one {Lyrics deleted} other {Lyrics of # tracks deleted}}', {
          count: ids.length,
        }),
      );
    } catch (error) {
      showRequestError(error);
      throw error;
    }
  };
  const addLyrics = <ButtonLink href="/admin/lyrics/new">{trans('Add lyrics')}</ButtonLink>;

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="lyrics-title" className="font-semibold text-xl">
          {trans('Lyrics')}
        </h1>
        {addLyrics}
      </header>
      <AdminListTable
        list={list}
        labelledBy="lyrics-title"
        columns={columns}
        filters={filters}
        labels={labels}
        getRowKey={(lyric) => lyric.id}
        onDelete={(keys) => remove(keys.map(Number))}
        onRowAction={(key) => navigate(lyricEditorPath({ id: Number(key) }))}
        emptyAction={addLyrics}
      />
      <AlertDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={trans('Delete the lyrics of “:name”?', { name: deleting?.track.name ?? '' })}
        confirmLabel={trans('Delete')}
        cancelLabel={trans('Cancel')}
        intent="danger"
        onConfirm={() => (deleting ? remove([deleting.id]) : undefined)}
      >
        {deleteMessage}
      </AlertDialog>
    </div>
  );
}
