import type { AdminPlaylistRow } from '@tonearm/client/contract';
import { slugify } from '@tonearm/client/rules';
import type { FormatDate, FormatNumber } from '@tonearm/shell';
import { type DataTableColumn, DataTableRowActions, MenuItem } from '@tonearm/ui';
import { ArtworkName } from '../tracks/catalogue-list';

type Translate = (line: string, replacements?: Record<string, string | number>) => string;

export interface PlaylistColumnsOptions {
  trans: Translate;
  /** Writes a date with one of the language's presets (`useFormatDate()`). */
  formatDate: FormatDate;
  /** Writes a count the way the language writes numbers (`useFormatNumber()`). */
  formatNumber: FormatNumber;
  onEdit: (playlist: AdminPlaylistRow) => void;
  onDelete: (playlist: AdminPlaylistRow) => void;
}

/** The listener's page of a playlist, `/playlist/{playlistId}/{playlistName}` (doc 001 §2). */
export function playlistPagePath(playlist: { id: number; name: string }): string {
  return `/playlist/${playlist.id}/${slugify(playlist.name) || 'playlist'}`;
}

/** The playlists list's columns: cover with name, owner, public, collaborative, tracks, views, update, actions. */
export function playlistColumns({
  trans,
  formatDate,
  formatNumber,
  onEdit,
  onDelete,
}: PlaylistColumnsOptions): DataTableColumn<AdminPlaylistRow>[] {
  const yesNo = (value: boolean) => (value ? trans('Yes') : trans('No'));
  return [
    {
      id: 'name',
      header: trans('Playlist'),
      isRowHeader: true,
      isKeyColumn: true,
      allowsSorting: true,
      cell: (playlist) => <ArtworkName image={playlist.image} name={playlist.name} />,
    },
    {
      id: 'owner',
      header: trans('Owner'),
      cell: (playlist) => (
        <span className="flex flex-col">
          <span>{playlist.owner.name}</span>
          <span className="text-muted-foreground text-sm">{playlist.owner.email}</span>
        </span>
      ),
    },
    { id: 'public', header: trans('Public'), cell: (playlist) => yesNo(playlist.public) },
    {
      id: 'collaborative',
      header: trans('Collaborative'),
      cell: (playlist) => yesNo(playlist.collaborative),
    },
    {
      id: 'tracks_count',
      header: trans('Tracks'),
      allowsSorting: true,
      align: 'end',
      cell: (playlist) => formatNumber(playlist.tracks_count),
    },
    {
      id: 'views',
      header: trans('Views'),
      allowsSorting: true,
      align: 'end',
      cell: (playlist) => formatNumber(playlist.views),
    },
    {
      id: 'updated_at',
      header: trans('Last updated'),
      allowsSorting: true,
      cell: (playlist) => formatDate(playlist.updated_at, 'short'),
    },
    {
      id: 'actions',
      header: trans('Actions'),
      hideHeader: true,
      isKeyColumn: true,
      align: 'end',
      cell: (playlist) => (
        <DataTableRowActions aria-label={trans('Actions for :name', { name: playlist.name })}>
          <MenuItem onAction={() => onEdit(playlist)}>{trans('Edit')}</MenuItem>
          <MenuItem href={playlistPagePath(playlist)}>{trans('Open its page')}</MenuItem>
          <MenuItem intent="danger" onAction={() => onDelete(playlist)}>
            {trans('Delete')}
          </MenuItem>
        </DataTableRowActions>
      ),
    },
  ];
}
