import { useTrans } from '@tonearm/shell';
import type { DataTableFilterDefinition } from '@tonearm/ui';
import { useMemo } from 'react';
import { NamedItemsListPage } from '../list-page';
import { GenreDialog } from './GenreDialog';
import { genreColumns } from './genre-columns';
import { useGenresList } from './use-genres-list';

/** `/admin/genres`: every genre, paged, searched, sorted and filtered on the server, each edited in a dialog. */
export function GenresListPage() {
  const { trans } = useTrans();
  const list = useGenresList();
  const filters = useMemo(
    (): DataTableFilterDefinition[] => [
      { type: 'boolean', key: 'has_image', label: trans('Has an image') },
      { type: 'number', key: 'artists_count', label: trans('Artists'), minValue: 0 },
      { type: 'dateRange', key: 'created_at', label: trans('Date added') },
      { type: 'dateRange', key: 'updated_at', label: trans('Last updated') },
    ],
    [trans],
  );
  return (
    <NamedItemsListPage
      list={list}
      headingId="genres-title"
      words={{
        title: trans('Genres'),
        add: trans('Add a genre'),
        empty: trans('No genres yet'),
        noMatch: trans('No matching genres'),
        error: trans('The genres could not be loaded'),
        deleteTitle: (count) =>
          trans('{count, plural, one {Delete # genre?} other {Delete # genres?}}', { count }),
        deleteMessage: trans('Artists, albums and tracks lose the genre; they are not deleted.'),
        deleted: (count) => trans('{count, plural, one {Genre deleted} other {# genres deleted}}', { count }),
      }}
      filters={filters}
      columns={genreColumns}
      dialog={(target, onClose) => (
        <GenreDialog
          mode={target && (target.item ? { kind: 'edit', genre: target.item } : { kind: 'create' })}
          onClose={onClose}
          save={list.save}
        />
      )}
    />
  );
}
