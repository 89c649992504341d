import type { AdminArtistRow } from '@tonearm/client/contract';
import type { FormatDate, FormatNumber } from '@tonearm/shell';
import { Badge, type DataTableColumn } from '@tonearm/ui';
import { ArtworkName, CatalogueRowActions } from '../tracks/catalogue-list';

type Translate = (line: string, replacements?: Record<string, string | number>) => string;

export interface ArtistColumnsOptions {
  trans: Translate;
  /** Writes a date with one of the language's presets (`useFormatDate()`). */
  formatDate: FormatDate;
  /** Writes a count the way the language writes numbers (`useFormatNumber()`). */
  formatNumber: FormatNumber;
  onDelete: (artist: AdminArtistRow) => void;
}

/** The artists list's columns: name with picture, verified, albums, plays, last update and actions. */
export function artistColumns({
  trans,
  formatDate,
  formatNumber,
  onDelete,
}: ArtistColumnsOptions): DataTableColumn<AdminArtistRow>[] {
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
      cell: (artist) => formatNumber(artist.albums_count),
    },
    {
      id: 'plays',
      header: trans('Plays'),
      allowsSorting: true,
      align: 'end',
      cell: (artist) => formatNumber(artist.plays),
    },
    {
      id: 'updated_at',
      header: trans('Last updated'),
      allowsSorting: true,
      cell: (artist) => formatDate(artist.updated_at, 'short'),
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
