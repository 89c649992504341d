import type { HistoryEntry } from '@tonearm/client/contract';
import { usePlaybackOf } from '@tonearm/player';
import { useTrans } from '@tonearm/shell';
import { Button } from '@tonearm/ui';
import { Link } from 'react-router';
import { MusicIcon, PauseIcon, PlayIcon } from '../icons/icons';
import { artistLink, trackLink } from '../links/links';

export interface HistoryEntryRowProps {
  entry: HistoryEntry;
  /** When it was played, already formatted ('14:05'). */
  time: string;
  /** Plays the history from this entry; absent when the track has no audio. */
  onPlay: (() => void) | undefined;
}

/** One play of the history: its play button, cover, title, artists and the time it was played. */
export function HistoryEntryRow({ entry, time, onPlay }: HistoryEntryRowProps) {
  const { trans } = useTrans();
  const { isPlaying } = usePlaybackOf(entry.id);
  const image = entry.image ?? entry.album?.image;
  return (
    <li className="flex items-center gap-3 rounded-ui px-2 py-2 hover:bg-muted/50">
      <Button
        variant="ghost"
        isIconOnly
        isDisabled={!onPlay}
        onPress={onPlay}
        aria-label={trans(isPlaying ? 'Pause :name' : 'Play :name', { name: entry.name })}
        className="rounded-full"
      >
        {isPlaying ? <PauseIcon /> : <PlayIcon />}
      </Button>
      {image ? (
        <img src={image} alt="" className="size-10 shrink-0 rounded-sm object-cover" loading="lazy" />
      ) : (
        <span className="flex size-10 shrink-0 items-center justify-center rounded-sm bg-muted text-muted-foreground">
          <MusicIcon />
        </span>
      )}
      <span className="flex min-w-0 flex-1 flex-col">
        <Link to={trackLink(entry)} className="truncate font-medium hover:underline">
          {entry.name}
        </Link>
        <span className="truncate text-muted-foreground text-xs">
          {entry.artists.map((artist, index) => (
            <span key={artist.id}>
              {index > 0 && ', '}
              <Link to={artistLink(artist)} className="hover:underline">
                {artist.name}
              </Link>
            </span>
          ))}
        </span>
      </span>
      <time dateTime={entry.played_at} className="shrink-0 text-muted-foreground text-sm tabular-nums">
        {time}
      </time>
    </li>
  );
}
