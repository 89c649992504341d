import type { AdminTrackRow } from '@tonearm/client/contract';
import type { FormatDate, FormatNumber } from '@tonearm/shell';
import { type DataTableColumn, MenuItem } from '@tonearm/ui';
import { newLyricsPath } from '../lyrics/lyric-paths';
import { ArtworkName, CatalogueRowActions, trackDuration } from './catalogue-list';

type Translate = (line: string, replacements?: Record<string, string | number>) => string;

export interface TrackColumnsOptions {
  trans: Translate;
  /** Writes a date with one of the language's presets (`useFormatDate()`). */
  formatDate: FormatDate;
  /** Writes a count the way the language writes numbers (`useFormatNumber()`). */
  formatNumber: FormatNumber;
  onDelete: (track: AdminTrackRow) => void;
  /** Whether the operator may write lyrics (`lyrics.update`): the rows then offer Lyrics. */
  mayEditLyrics: boolean;
}

/** The lyric editor for a track: its lyrics when it has some, else new lyrics with the track chosen. */
export const trackLyricsPath = (track: AdminTrackRow) =>
  track.lyric_id === null ? newLyricsPath(track.id) : `/admin/lyrics/${track.lyric_id}/edit`;

/** The tracks list's columns: name with artwork, artists, album, duration, plays, last update and actions. */
export function trackColumns({
  trans,
  formatDate,
  formatNumber,
  onDelete,
  mayEditLyrics,
}: TrackColumnsOptions): DataTableColumn<AdminTrackRow>[] {
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
      cell: (track) => formatNumber(track.plays),
    },
    {
      id: 'updated_at',
      header: trans('Last updated'),
      allowsSorting: true,
      cell: (track) => formatDate(track.updated_at, 'short'),
    },
    {
      id: 'actions',
      header: trans('Actions'),
      hideHeader: true,
      isKeyColumn: true,
      align: 'end',
      cell: (track) => (
        <CatalogueRowActions section="tracks" row={track} trans={trans} onDelete={() => onDelete(track)}>
          {mayEditLyrics && <MenuItem href={trackLyricsPath(track)}>{trans('Lyrics')}</MenuItem>}
        </CatalogueRowActions>
      ),
    },
  ];
}
