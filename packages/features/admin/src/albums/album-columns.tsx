import type { AdminAlbumRow } from '@tonearm/client/contract';
import type { DataTableColumn } from '@tonearm/ui';
import { ArtworkName, CatalogueRowActions } from '../tracks/catalogue-list';

type Translate = (line: string, replacements?: Record<string, string | number>) => string;

export interface AlbumColumnsOptions {
  trans: Translate;
  locale: string;
  onDelete: (album: AdminAlbumRow) => void;
}

/** The albums list's columns: name with artwork and artists, release date, tracks, plays, last update, actions. */
export function albumColumns({
  trans,
  locale,
  onDelete,
}: AlbumColumnsOptions): DataTableColumn<AdminAlbumRow>[] {
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  // A release date is a calendar day, not an instant: shown as written, whatever the admin's timezone.
  const days = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const numbers = new Intl.NumberFormat(locale);
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
      cell: (album) => (album.release_date ? days.format(new Date(album.release_date)) : trans('Not set')),
    },
    {
      id: 'tracks_count',
      header: trans('Tracks'),
      allowsSorting: true,
      align: 'end',
      cell: (album) => numbers.format(album.tracks_count),
    },
    {
      id: 'plays',
      header: trans('Plays'),
      allowsSorting: true,
      align: 'end',
      cell: (album) => numbers.format(album.plays),
    },
    {
      id: 'updated_at',
      header: trans('Last updated'),
      allowsSorting: true,
      cell: (album) => dates.format(new Date(album.updated_at)),
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
