import type { AdminGenreRow } from '@tonearm/client/contract';
import { showRequestError, useFormatDate, useFormatNumber, useTrans } from '@tonearm/shell';
import { AlertDialog, Button, type DataTableFilterDefinition, toast } from '@tonearm/ui';
import { useMemo, useState } from 'react';
import { AdminListTable, useDataTableLabels } from '../list-page';
import { GenreDialog, type GenreDialogMode } from './GenreDialog';
import { genreColumns } from './genre-columns';
import { useGenresList } from './use-genres-list';

/** `/admin/genres`: every genre, paged, searched, sorted and filtered on the server, each edited in a dialog. */
export function GenresListPage() {
  const { trans } = useTrans();
  const formatDate = useFormatDate();
  const formatNumber = useFormatNumber();
  const list = useGenresList();
  const [dialog, setDialog] = useState<GenreDialogMode | null>(null);
  const [deleting, setDeleting] = useState<AdminGenreRow | null>(null);
  const deleteMessage = trans('Artists, albums and tracks lose the genre; they are not deleted.');
  const labels = useDataTableLabels({
    empty: trans('No genres yet'),
    noMatch: trans('No matching genres'),
    error: trans('The genres could not be loaded'),
    deleteTitle: (count) =>
      trans('{count, plural, one {Delete # genre?} other {Delete # genres?}}', { count }),
    deleteMessage: () => deleteMessage,
  });
  const filters = useMemo(
    (): DataTableFilterDefinition[] => [
      { type: 'boolean', key: 'has_image', label: trans('Has an image') },
      { type: 'number', key: 'artists_count', label: trans('Artists'), minValue: 0 },
      { type: 'dateRange', key: 'created_at', label: trans('Date added') },
      { type: 'dateRange', key: 'updated_at', label: trans('Last updated') },
    ],
    [trans],
  );
  const columns = useMemo(
    () =>
      genreColumns({
        trans,
        formatDate,
        formatNumber,
        onEdit: (genre) => setDialog({ kind: 'edit', genre }),
        onDelete: setDeleting,
      }),
    [trans, formatDate, formatNumber],
  );

  // A refusal keeps the confirmation open with the server's reason in a toast.
  const remove = async (ids: readonly number[]) => {
    try {
      await list.deleteRows(ids);
      toast.positive(
        trans('{count, plural, one {Genre deleted} other {# genres deleted}}', { count: ids.length }),
      );
    } catch (error) {
      showRequestError(error);
      throw error;
    }
  };
  const addGenre = <Button onPress={() => setDialog({ kind: 'create' })}>{trans('Add a genre')}</Button>;

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="genres-title" className="font-semibold text-xl">
          {trans('Genres')}
        </h1>
        {addGenre}
      </header>
      <AdminListTable
        list={list}
        labelledBy="genres-title"
        columns={columns}
        filters={filters}
        labels={labels}
        getRowKey={(genre) => genre.id}
        onDelete={(keys) => remove(keys.map(Number))}
        onRowAction={(key) => {
          const genre = list.page?.data.find((row) => row.id === Number(key));
          if (genre) setDialog({ kind: 'edit', genre });
        }}
        emptyAction={addGenre}
      />
      <GenreDialog mode={dialog} onClose={() => setDialog(null)} save={list.save} />
      <AlertDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={trans('Delete “:name”?', { name: deleting?.display_name ?? '' })}
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
