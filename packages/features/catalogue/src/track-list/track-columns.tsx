import { usePlaybackOf } from '@tonearm/player';
import type { Translate } from '@tonearm/shell';
import { cn, Skeleton, type VirtualTableColumn } from '@tonearm/ui';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { formatDuration } from '../format/duration';
import { GripIcon, MoreIcon, MusicIcon, PauseIcon, PlayIcon } from '../icons/icons';
import { albumLink, artistLink, trackLink } from '../links/links';
import { isPlaceholderTrack } from './placeholder-track';
import type { TrackListItem } from './TrackList';

interface TrackColumnsInput {
  trans: Translate;
  showAlbum: boolean;
  indexOf: (track: TrackListItem) => number;
  onPlay: (index: number) => void;
  onMoreOptions: ((index: number, button: HTMLElement) => void) | undefined;
  /** Asks for the track of a placeholder row as it is drawn. */
  onNeedTrack: ((index: number) => void) | undefined;
  /** Whether rows carry a drag handle to reorder them. */
  canReorder: boolean;
}

// Each column is its content plus the cell's 1.5rem of padding: a narrower one makes the cell cut its content
// with an ellipsis. Controls inside rows stay out of the tab order: the row is the one tab stop (WAI-ARIA grid), Enter plays it and
// Shift+F10 opens its menu, so pointer shortcuts need no keyboard twin of their own.
const cellControl =
  'inline-flex size-8 items-center justify-center rounded-ui text-muted-foreground hover:bg-muted hover:text-foreground';

function PositionCell({
  track,
  position,
  onPlay,
  trans,
}: {
  track: TrackListItem;
  position: number;
  onPlay: () => void;
  trans: Translate;
}) {
  const { isCued, isPlaying } = usePlaybackOf(track.id);
  return (
    <span className="relative inline-flex size-8 items-center justify-center">
      <span
        className={cn(
          'tabular-nums [[data-slot=virtual-table-row]:hover_&]:invisible',
          isCued && 'font-semibold text-primary',
        )}
        data-cued={isCued || undefined}
      >
        {isPlaying ? <span className="sr-only">{trans('Playing')}</span> : null}
        {isPlaying ? <PlayIcon aria-hidden="true" className="size-3.5" /> : position}
      </span>
      <button
        type="button"
        tabIndex={-1}
        aria-label={trans(isPlaying ? 'Pause :name' : 'Play :name', { name: track.name })}
        onClick={onPlay}
        className={cn(
          cellControl,
          'absolute inset-0 opacity-0 focus:opacity-100 [[data-slot=virtual-table-row]:hover_&]:opacity-100',
        )}
      >
        {isPlaying ? <PauseIcon /> : <PlayIcon />}
      </button>
    </span>
  );
}

/** A row waiting for its page: a skeleton that asks for its track once drawn (so only rows in view load). */
function PlaceholderTitle({
  index,
  onNeedTrack,
}: {
  index: number;
  onNeedTrack: TrackColumnsInput['onNeedTrack'];
}) {
  useEffect(() => onNeedTrack?.(index), [index, onNeedTrack]);
  return (
    <span className="flex min-w-0 items-center gap-3">
      <Skeleton shape="rect" className="size-10 shrink-0" />
      <span className="flex min-w-0 flex-1 flex-col gap-1.5">
        <Skeleton className="w-2/5" />
        <Skeleton className="w-1/4" />
      </span>
    </span>
  );
}

function TitleCell({ track }: { track: TrackListItem }) {
  const image = track.image ?? track.album?.image;
  return (
    <span className="flex min-w-0 items-center gap-3">
      {image ? (
        <img src={image} alt="" className="size-10 shrink-0 rounded-sm object-cover" loading="lazy" />
      ) : (
        <span className="flex size-10 shrink-0 items-center justify-center rounded-sm bg-muted text-muted-foreground">
          <MusicIcon />
        </span>
      )}
      <span className="flex min-w-0 flex-col">
        <Link to={trackLink(track)} tabIndex={-1} className="truncate font-medium hover:underline">
          {track.name}
        </Link>
        <span className="truncate text-muted-foreground text-xs">
          {track.artists.map((artist, index) => (
            <span key={artist.id}>
              {index > 0 && ', '}
              <Link to={artistLink(artist)} tabIndex={-1} className="hover:underline">
                {artist.name}
              </Link>
            </span>
          ))}
        </span>
      </span>
    </span>
  );
}

/** The columns of a track list: a drag handle when rows reorder, position/play, title with cover and artists, album, length and a menu button. */
export function trackColumns({
  trans,
  showAlbum,
  indexOf,
  onPlay,
  onMoreOptions,
  onNeedTrack,
  canReorder,
}: TrackColumnsInput): VirtualTableColumn<TrackListItem>[] {
  const columns: VirtualTableColumn<TrackListItem>[] = [];
  if (canReorder) {
    columns.push({
      id: 'reorder',
      header: trans('Reorder'),
      hideHeader: true,
      width: '3rem',
      // A pointer's grip; keyboards move rows with Alt+ArrowUp and Alt+ArrowDown or the row's menu.
      cell: (track) =>
        isPlaceholderTrack(track) ? null : (
          <span
            aria-hidden="true"
            data-drag-handle=""
            className="inline-flex h-10 w-6 cursor-grab touch-none items-center justify-center text-muted-foreground hover:text-foreground active:cursor-grabbing"
          >
            <GripIcon className="size-4" />
          </span>
        ),
    });
  }
  columns.push(
    {
      id: 'position',
      header: '#',
      width: '3.5rem',
      align: 'end',
      cell: (track) => {
        const index = indexOf(track);
        return isPlaceholderTrack(track) ? (
          <span className="text-muted-foreground tabular-nums">{index + 1}</span>
        ) : (
          <PositionCell track={track} position={index + 1} onPlay={() => onPlay(index)} trans={trans} />
        );
      },
    },
    {
      id: 'title',
      header: trans('Title'),
      width: 'minmax(0, 2fr)',
      isRowHeader: true,
      cell: (track) =>
        isPlaceholderTrack(track) ? (
          <PlaceholderTitle index={indexOf(track)} onNeedTrack={onNeedTrack} />
        ) : (
          <TitleCell track={track} />
        ),
    },
  );
  if (showAlbum) {
    columns.push({
      id: 'album',
      header: trans('Album'),
      cell: (track) =>
        track.album ? (
          <Link
            to={albumLink(track.album, track.artists[0]?.name)}
            tabIndex={-1}
            className="truncate text-muted-foreground hover:underline"
          >
            {track.album.name}
          </Link>
        ) : null,
    });
  }
  columns.push({
    id: 'duration',
    header: trans('Duration'),
    width: '5.5rem',
    align: 'end',
    cell: (track) =>
      isPlaceholderTrack(track) ? null : (
        <span className="text-muted-foreground tabular-nums">{formatDuration(track.durationMs)}</span>
      ),
  });
  if (onMoreOptions) {
    columns.push({
      id: 'options',
      header: trans('Options'),
      hideHeader: true,
      width: '3.5rem',
      cell: (track) =>
        isPlaceholderTrack(track) ? null : (
          <button
            type="button"
            tabIndex={-1}
            aria-label={trans('More options for :name', { name: track.name })}
            onClick={(event) => onMoreOptions(indexOf(track), event.currentTarget)}
            className={cellControl}
          >
            <MoreIcon />
          </button>
        ),
    });
  }
  return columns;
}
