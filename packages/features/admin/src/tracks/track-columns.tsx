import type { AdminTrackRow } from '@tonearm/client/contract';
import type { DataTableColumn } from '@tonearm/ui';
import { ArtworkName, CatalogueRowActions, trackDuration } from './catalogue-list';

type Translate = (line: string, replacements?: Record<string, string | number>) => string;

export interface TrackColumnsOptions {
  trans: Translate;
  locale: string;
  onDelete: (track: AdminTrackRow) => void;
}

/** The tracks list's columns: name with artwork, artists, album, duration, plays, last update and actions. */
export function trackColumns({
  trans,
  locale,
  onDelete,
}: TrackColumnsOptions): DataTableColumn<AdminTrackRow>[] {
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const numbers = new Intl.NumberFormat(locale);
  return [
    {
      id: 'name',
      header: trans('Name'),
      isRowHeader: true,
      isKeyColumn: true,
      allowsSorting: true,
      cell: (track) => <ArtworkName image={track.image} name={track.name} />,
    },
    {
      id: 'artists',
      header: trans('Artists'),
      // The first artist is the primary one; the others are featured.
      cell: (track) => track.artists.map((artist) => artist.name).join(', '),
    },
    { id: 'album', header: trans('Album'), cell: (track) => track.album?.name ?? trans('Single') },
    {
      id: 'duration',
      header: trans('Duration'),
      allowsSorting: true,
      align: 'end',
      cell: (track) => trackDuration(track.duration),
    },
    {
      id: 'plays',
      header: trans('Plays'),
      allowsSorting: true,
      align: 'end',
      cell: (track) => numbers.format(track.plays),
    },
    {
      id: 'updated_at',
      header: trans('Last updated'),
      allowsSorting: true,
      cell: (track) => dates.format(new Date(track.updated_at)),
    },
    {
      id: 'actions',
      header: trans('Actions'),
      hideHeader: true,
      isKeyColumn: true,
      align: 'end',
      cell: (track) => (
        <CatalogueRowActions section="tracks" row={track} trans={trans} onDelete={() => onDelete(track)} />
      ),
    },
  ];
}
