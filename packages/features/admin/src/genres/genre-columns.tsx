import type { AdminGenreRow } from '@tonearm/client/contract';
import type { FormatDate, FormatNumber } from '@tonearm/shell';
import { type DataTableColumn, DataTableRowActions, MenuItem } from '@tonearm/ui';
import { ArtworkName } from '../tracks/catalogue-list';

type Translate = (line: string, replacements?: Record<string, string | number>) => string;

export interface GenreColumnsOptions {
  trans: Translate;
  /** Writes a date with one of the language's presets (`useFormatDate()`). */
  formatDate: FormatDate;
  /** Writes a count the way the language writes numbers (`useFormatNumber()`). */
  formatNumber: FormatNumber;
  onEdit: (genre: AdminGenreRow) => void;
  onDelete: (genre: AdminGenreRow) => void;
}

/** The genres list's columns: image with name, display name, artists, last update and the row's actions. */
export function genreColumns({
  trans,
  formatDate,
  formatNumber,
  onEdit,
  onDelete,
}: GenreColumnsOptions): DataTableColumn<AdminGenreRow>[] {
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
      cell: (genre) => formatNumber(genre.artists_count),
    },
    {
      id: 'updated_at',
      header: trans('Last updated'),
      allowsSorting: true,
      cell: (genre) => formatDate(genre.updated_at, 'short'),
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
