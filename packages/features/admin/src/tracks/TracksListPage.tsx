import { type AdminTrackRow, adminTrackRowSchema } from '@tonearm/client/contract';
import { hasPermission } from '@tonearm/client/rules';
import { useCurrentUser, useFormatDate, useFormatNumber, useTrans } from '@tonearm/shell';
import type { DataTableFilterDefinition } from '@tonearm/ui';
import { useCallback, useMemo } from 'react';
import { CatalogueListPage, type CatalogueListWords, useArtistFilter } from './catalogue-list';
import { trackColumns } from './track-columns';

/**
 * `/admin/tracks`: every track, paged, searched, sorted and filtered on the server; an operator who may write
 * lyrics opens a track's lyric editor from its row.
 */
export function TracksListPage() {
  const { trans } = useTrans();
  const formatDate = useFormatDate();
  const formatNumber = useFormatNumber();
  const user = useCurrentUser();
  const mayEditLyrics = user ? hasPermission({ user }, 'lyrics.update') : false;
  const artist = useArtistFilter(trans('Artist'));
  const filters = useMemo(
    (): DataTableFilterDefinition[] => [
      { type: 'boolean', key: 'has_artwork', label: trans('Has artwork') },
      {
        type: 'boolean',
        key: 'in_album',
        label: trans('Single or album track'),
        trueLabel: trans('Album track'),
        falseLabel: trans('Single'),
      },
      { type: 'number', key: 'plays', label: trans('Plays'), minValue: 0 },
      { type: 'dateRange', key: 'created_at', label: trans('Date added') },
      { type: 'dateRange', key: 'updated_at', label: trans('Last updated') },
      artist,
    ],
    [trans, artist],
  );
  const words = useMemo(
    (): CatalogueListWords => ({
      title: trans('Tracks'),
      add: trans('New track'),
      empty: trans('No tracks yet'),
      noMatch: trans('No matching tracks'),
      error: trans('The tracks could not be loaded'),
      deleteOne: (name) => trans('Delete “:name”?', { name }),
      deleteMany: (count) =>
        trans('{count, plural, one {Delete # track?} other {Delete # tracks?}}', { count }),
      deleteMessage: () => trans('The track, its lyrics, plays and comments are deleted for good.'),
      deleted: (count) => trans('{count, plural, one {Track deleted} other {# tracks deleted}}', { count }),
    }),
    [trans],
  );
  const columns = useCallback(
    (onDelete: (track: AdminTrackRow) => void) =>
      trackColumns({ trans, formatDate, formatNumber, onDelete, mayEditLyrics }),
    [trans, formatDate, formatNumber, mayEditLyrics],
  );
  return (
    <CatalogueListPage
      section="tracks"
      row={adminTrackRowSchema}
      words={words}
      columns={columns}
      filters={filters}
    />
  );
}
