import { type AdminArtistRow, adminArtistRowSchema } from '@tonearm/client/contract';
import { useFormatDate, useFormatNumber, useTrans } from '@tonearm/shell';
import type { DataTableFilterDefinition } from '@tonearm/ui';
import { useCallback, useMemo } from 'react';
import { CatalogueListPage, type CatalogueListWords } from '../tracks/catalogue-list';
import { artistColumns } from './artist-columns';

/** `/admin/artists`: every artist, paged, searched, sorted and filtered on the server. */
export function ArtistsListPage() {
  const { trans } = useTrans();
  const formatDate = useFormatDate();
  const formatNumber = useFormatNumber();
  const filters = useMemo(
    (): DataTableFilterDefinition[] => [
      { type: 'boolean', key: 'verified', label: trans('Verified') },
      { type: 'boolean', key: 'has_image', label: trans('Has an image') },
      { type: 'number', key: 'albums_count', label: trans('Albums'), minValue: 0 },
      { type: 'number', key: 'plays', label: trans('Plays'), minValue: 0 },
      { type: 'dateRange', key: 'created_at', label: trans('Date added') },
      { type: 'dateRange', key: 'updated_at', label: trans('Last updated') },
    ],
    [trans],
  );
  const words = useMemo(
    (): CatalogueListWords => ({
      title: trans('Artists'),
      add: trans('New artist'),
      empty: trans('No artists yet'),
      noMatch: trans('No matching artists'),
      error: trans('The artists could not be loaded'),
      deleteOne: (name) => trans('Delete “:name”?', { name }),
      deleteMany: (count) =>
        trans('{count, plural, one {Delete # artist?} other {Delete # artists?}}', { count }),
      deleteMessage: () =>
        trans(
          'Albums and tracks credited to no other artist are deleted with it; shared ones only lose the credit.',
        ),
      deleted: (count) => trans('{count, plural, one {Artist deleted} other {# artists deleted}}', { count }),
    }),
    [trans],
  );
  const columns = useCallback(
    (onDelete: (artist: AdminArtistRow) => void) =>
      artistColumns({ trans, formatDate, formatNumber, onDelete }),
    [trans, formatDate, formatNumber],
  );
  return (
    <CatalogueListPage
      section="artists"
      row={adminArtistRowSchema}
      words={words}
      columns={columns}
      filters={filters}
    />
  );
}
