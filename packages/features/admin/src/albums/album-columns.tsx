import type { AdminAlbumRow } from '@tonearm/client/contract';
import { type FormatDate, type FormatNumber, formatDate as formatDateIn } from '@tonearm/shell';
import type { DataTableColumn } from '@tonearm/ui';
import { ArtworkName, CatalogueRowActions } from '../tracks/catalogue-list';

type Translate = (line: string, replacements?: Record<string, string | number>) => string;

export interface AlbumColumnsOptions {
  trans: Translate;
  /** Writes a date with one of the language's presets (`useFormatDate()`). */
  formatDate: FormatDate;
  /** Writes a count the way the language writes numbers (`useFormatNumber()`). */
  formatNumber: FormatNumber;
  /** The operator's language, for release dates (`useDateFormatContext().language`). */
  language: string;
  onDelete: (album: AdminAlbumRow) => void;
}

/** The albums list's columns: name with artwork and artists, release date, tracks, plays, last update, actions. */
export function albumColumns({
  trans,
  formatDate,
  formatNumber,
  language,
  onDelete,
}: AlbumColumnsOptions): DataTableColumn<AdminAlbumRow>[] {
  // A release date is a calendar day, not an instant: read in UTC, it shows as written whatever the admin's zone.
  const releaseDay = (day: string) => formatDateIn(day, 'short', { language, timeZone: 'UTC' });
  return [
    {
      id: 'name',
      header: trans('Name'),
      isRowHeader: true,
      isKeyColumn: true,
      allowsSorting: true,
      cell: (album) => (
        <ArtworkName
          image={album.image}
          name={album.name}
          detail={album.artists.map((artist) => artist.name).join(', ')}
        />
      ),
    },
    {
      id: 'release_date',
      header: trans('Release date'),
      allowsSorting: true,
      cell: (album) => (album.release_date ? releaseDay(album.release_date) : trans('Not set')),
    },
    {
      id: 'tracks_count',
      header: trans('Tracks'),
      allowsSorting: true,
      align: 'end',
      cell: (album) => formatNumber(album.tracks_count),
    },
    {
      id: 'plays',
      header: trans('Plays'),
      allowsSorting: true,
      align: 'end',
      cell: (album) => formatNumber(album.plays),
    },
    {
      id: 'updated_at',
      header: trans('Last updated'),
      allowsSorting: true,
      cell: (album) => formatDate(album.updated_at, 'short'),
    },
    {
      id: 'actions',
      header: trans('Actions'),
      hideHeader: true,
      isKeyColumn: true,
      align: 'end',
      cell: (album) => (
        <CatalogueRowActions section="albums" row={album} trans={trans} onDelete={() => onDelete(album)} />
      ),
    },
  ];
}
