import type { AdminArtistRow } from '@tonearm/client/contract';
import { Badge, type DataTableColumn } from '@tonearm/ui';
import { ArtworkName, CatalogueRowActions } from '../tracks/catalogue-list';

type Translate = (line: string, replacements?: Record<string, string | number>) => string;

export interface ArtistColumnsOptions {
  trans: Translate;
  locale: string;
  onDelete: (artist: AdminArtistRow) => void;
}

/** The artists list's columns: name with picture, verified, albums, plays, last update and actions. */
export function artistColumns({
  trans,
  locale,
  onDelete,
}: ArtistColumnsOptions): DataTableColumn<AdminArtistRow>[] {
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const numbers = new Intl.NumberFormat(locale);
  return [
    {
      id: 'name',
      header: trans('Name'),
      isRowHeader: true,
      isKeyColumn: true,
      allowsSorting: true,
      cell: (artist) => <ArtworkName image={artist.image} name={artist.name} shape="round" />,
    },
    {
      id: 'verified',
      header: trans('Verified'),
      cell: (artist) =>
        artist.verified ? (
          <Badge tone="primary">{trans('Verified')}</Badge>
        ) : (
          <span className="text-muted-foreground">{trans('Not verified')}</span>
        ),
    },
    {
      id: 'albums_count',
      header: trans('Albums'),
      allowsSorting: true,
      align: 'end',
      cell: (artist) => numbers.format(artist.albums_count),
    },
    {
      id: 'plays',
      header: trans('Plays'),
      allowsSorting: true,
      align: 'end',
      cell: (artist) => numbers.format(artist.plays),
    },
    {
      id: 'updated_at',
      header: trans('Last updated'),
      allowsSorting: true,
      cell: (artist) => dates.format(new Date(artist.updated_at)),
    },
    {
      id: 'actions',
      header: trans('Actions'),
      hideHeader: true,
      isKeyColumn: true,
      align: 'end',
      cell: (artist) => (
        <CatalogueRowActions section="artists" row={artist} trans={trans} onDelete={() => onDelete(artist)} />
      ),
    },
  ];
}
