import type { AdminGenreRow } from '@tonearm/client/contract';
import { type DataTableColumn, DataTableRowActions, MenuItem } from '@tonearm/ui';
import { ArtworkName } from '../tracks/catalogue-list';

type Translate = (line: string, replacements?: Record<string, string | number>) => string;

export interface GenreColumnsOptions {
  trans: Translate;
  locale: string;
  onEdit: (genre: AdminGenreRow) => void;
  onDelete: (genre: AdminGenreRow) => void;
}

/** The genres list's columns: image with name, display name, artists, last update and the row's actions. */
export function genreColumns({
  trans,
  locale,
  onEdit,
  onDelete,
}: GenreColumnsOptions): DataTableColumn<AdminGenreRow>[] {
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const numbers = new Intl.NumberFormat(locale);
  return [
    {
      id: 'name',
      header: trans('Genre'),
      isRowHeader: true,
      isKeyColumn: true,
      allowsSorting: true,
      cell: (genre) => <ArtworkName image={genre.image} name={genre.name} />,
    },
    {
      id: 'display_name',
      header: trans('Display name'),
      allowsSorting: true,
      cell: (genre) => genre.display_name,
    },
    {
      id: 'artists_count',
      header: trans('Artists'),
      allowsSorting: true,
      align: 'end',
      cell: (genre) => numbers.format(genre.artists_count),
    },
    {
      id: 'updated_at',
      header: trans('Last updated'),
      allowsSorting: true,
      cell: (genre) => dates.format(new Date(genre.updated_at)),
    },
    {
      id: 'actions',
      header: trans('Actions'),
      hideHeader: true,
      isKeyColumn: true,
      align: 'end',
      cell: (genre) => (
        <DataTableRowActions aria-label={trans('Actions for :name', { name: genre.name })}>
          <MenuItem onAction={() => onEdit(genre)}>{trans('Edit')}</MenuItem>
          <MenuItem intent="danger" onAction={() => onDelete(genre)}>
            {trans('Delete')}
          </MenuItem>
        </DataTableRowActions>
      ),
    },
  ];
}
