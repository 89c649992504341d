import type { AdminLyricRow } from '@tonearm/client/contract';
import type { FormatDate } from '@tonearm/shell';
import { type DataTableColumn, DataTableRowActions, MenuItem } from '@tonearm/ui';
import { ArtworkName } from '../tracks/catalogue-list';

type Translate = (line: string, replacements?: Record<string, string | number>) => string;

export interface LyricColumnsOptions {
  trans: Translate;
  /** Writes a date with one of the language's presets (`useFormatDate()`). */
  formatDate: FormatDate;
  onDelete: (lyric: AdminLyricRow) => void;
}

/** The admin address of a lyric's editor. */
export const lyricEditorPath = (lyric: { id: number }) => `/admin/lyrics/${lyric.id}/edit`;

/** The lyrics list's columns: the track with its artwork, artist, album, synced or plain, update and actions. */
export function lyricColumns({
  trans,
  formatDate,
  onDelete,
}: LyricColumnsOptions): DataTableColumn<AdminLyricRow>[] {
  return [
    {
      id: 'track',
      header: trans('Track'),
      isRowHeader: true,
      isKeyColumn: true,
      cell: (lyric) => <ArtworkName image={lyric.track.image} name={lyric.track.name} />,
    },
    { id: 'artist', header: trans('Artist'), cell: (lyric) => lyric.track.artist?.name ?? '' },
    { id: 'album', header: trans('Album'), cell: (lyric) => lyric.album?.name ?? trans('Single') },
    {
      id: 'is_synced',
      header: trans('Kind'),
      cell: (lyric) => (lyric.is_synced ? trans('Synced') : trans('Plain')),
    },
    {
      id: 'updated_at',
      header: trans('Last updated'),
      allowsSorting: true,
      cell: (lyric) => formatDate(lyric.updated_at, 'short'),
    },
    {
      id: 'actions',
      header: trans('Actions'),
      hideHeader: true,
      isKeyColumn: true,
      align: 'end',
      cell: (lyric) => (
        <DataTableRowActions aria-label={trans('Actions for :name', { name: lyric.track.name })}>
          <MenuItem href={lyricEditorPath(lyric)}>{trans('Edit')}</MenuItem>
          <MenuItem intent="danger" onAction={() => onDelete(lyric)}>
            {trans('Delete')}
          </MenuItem>
        </DataTableRowActions>
      ),
    },
  ];
}
