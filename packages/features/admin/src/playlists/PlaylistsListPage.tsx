import type { AdminPlaylistRow } from '@tonearm/client/contract';
import { showRequestError, useFormatDate, useFormatNumber, useTrans } from '@tonearm/shell';
import { AlertDialog, Button, type DataTableFilterDefinition, toast } from '@tonearm/ui';
import { useMemo, useState } from 'react';
import { AdminListTable, useDataTableLabels } from '../list-page';
import { NewPlaylistDialog } from './new-playlist';
import { PlaylistDialog } from './PlaylistDialog';
import { playlistColumns } from './playlist-columns';
import { useOwnerFilter } from './use-owner-filter';
import { usePlaylistsList } from './use-playlists-list';

/**
 * `/admin/playlists`: every listener's playlists, paged, searched, sorted and filtered on the server; each edited
 * in a dialog, opened on its page, or deleted (several at once after a confirmation naming how many). "Add new
 * playlist" opens the dialog empty, for the operator or another owner.
 */
export function PlaylistsListPage() {
  const { trans } = useTrans();
  const formatDate = useFormatDate();
  const formatNumber = useFormatNumber();
  const list = usePlaylistsList();
  const [editing, setEditing] = useState<AdminPlaylistRow | null>(null);
  const [deleting, setDeleting] = useState<AdminPlaylistRow | null>(null);
  const [adding, setAdding] = useState(false);
  const deleteMessage = trans('Their tracks stay in the catalogue; owners and followers lose the playlists.');
  const labels = useDataTableLabels({
    empty: trans('No playlists yet'),
    noMatch: trans('No matching playlists'),
    error: trans('The playlists could not be loaded'),
    deleteTitle: (count) =>
      trans('{count, plural, one {Delete # playlist?} other {Delete # playlists?}}', { count }),
    deleteMessage: () => deleteMessage,
  });
  const ownerFilter = useOwnerFilter(trans('Owner'));
  const filters = useMemo(
    (): DataTableFilterDefinition[] => [
      { type: 'boolean', key: 'public', label: trans('Public') },
      { type: 'boolean', key: 'collaborative', label: trans('Collaborative') },
      ownerFilter,
      { type: 'number', key: 'tracks_count', label: trans('Tracks'), minValue: 0 },
      { type: 'number', key: 'views', label: trans('Views'), minValue: 0 },
      { type: 'dateRange', key: 'created_at', label: trans('Date created') },
      { type: 'dateRange', key: 'updated_at', label: trans('Last updated') },
    ],
    [trans, ownerFilter],
  );
  const columns = useMemo(
    () => playlistColumns({ trans, formatDate, formatNumber, onEdit: setEditing, onDelete: setDeleting }),
    [trans, formatDate, formatNumber],
  );

  // A refusal keeps the confirmation open with the server's reason in a toast.
  const remove = async (ids: readonly number[]) => {
    try {
      await list.deleteRows(ids);
      toast.positive(
        trans('{count, plural, one {Playlist deleted} other {# playlists deleted}}', { count: ids.length }),
      );
    } catch (error) {
      showRequestError(error);
      throw error;
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="playlists-title" className="font-semibold text-xl">
          {trans('Playlists')}
        </h1>
        <Button onPress={() => setAdding(true)}>{trans('Add new playlist')}</Button>
      </header>
      <AdminListTable
        list={list}
        labelledBy="playlists-title"
        columns={columns}
        filters={filters}
        labels={labels}
        getRowKey={(playlist) => playlist.id}
        onDelete={(keys) => remove(keys.map(Number))}
        onRowAction={(key) => {
          const playlist = list.page?.data.find((row) => row.id === Number(key));
          if (playlist) setEditing(playlist);
        }}
      />
      <PlaylistDialog playlist={editing} onClose={() => setEditing(null)} save={list.save} />
      <NewPlaylistDialog isOpen={adding} onClose={() => setAdding(false)} create={list.create} />
      <AlertDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={trans('Delete “:name”?', { name: deleting?.name ?? '' })}
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
