import { type AdminAlbumRow, adminAlbumRowSchema } from '@tonearm/client/contract';
import { useDateFormatContext, useFormatDate, useFormatNumber, useTrans } from '@tonearm/shell';
import type { DataTableFilterDefinition } from '@tonearm/ui';
import { useCallback, useMemo } from 'react';
import { CatalogueListPage, type CatalogueListWords, useArtistFilter } from '../tracks/catalogue-list';
import { albumColumns } from './album-columns';

/** `/admin/albums`: every album, paged, searched, sorted and filtered on the server. */
export function AlbumsListPage() {
  const { trans } = useTrans();
  const formatDate = useFormatDate();
  const formatNumber = useFormatNumber();
  const { language } = useDateFormatContext();
  const artist = useArtistFilter(trans('Artist'));
  const filters = useMemo(
    (): DataTableFilterDefinition[] => [
      { type: 'boolean', key: 'has_artwork', label: trans('Has artwork') },
      { type: 'dateRange', key: 'release_date', label: trans('Release date'), defaultDays: 365 },
      { type: 'number', key: 'tracks_count', label: trans('Tracks'), minValue: 0 },
      { type: 'number', key: 'plays', label: trans('Plays'), minValue: 0 },
      { type: 'dateRange', key: 'created_at', label: trans('Date added') },
      { type: 'dateRange', key: 'updated_at', label: trans('Last updated') },
      artist,
    ],
    [trans, artist],
  );
  const words = useMemo(
    (): CatalogueListWords => ({
      title: trans('Albums'),
      add: trans('New album'),
      empty: trans('No albums yet'),
      noMatch: trans('No matching albums'),
      error: trans('The albums could not be loaded'),
      deleteOne: (name) => trans('Delete “:name”?', { name }),
      deleteMany: (count) =>
        trans('{count, plural, one {Delete # album?} other {Delete # albums?}}', { count }),
      deleteMessage: (count) =>
        trans(
          '{count, plural, one {The album and its tracks are deleted for good.} other {The albums and their tracks are deleted for good.}}',
          { count },
        ),
      deleted: (count) => trans('{count, plural, one {Album deleted} other {# albums deleted}}', { count }),
    }),
    [trans],
  );
  const columns = useCallback(
    (onDelete: (album: AdminAlbumRow) => void) =>
      albumColumns({ trans, formatDate, formatNumber, language, onDelete }),
    [trans, formatDate, formatNumber, language],
  );
  return (
    <CatalogueListPage
      section="albums"
      row={adminAlbumRowSchema}
      words={words}
      columns={columns}
      filters={filters}
    />
  );
}
