import { useTrans } from '@tonearm/shell';
import { Button, cn } from '@tonearm/ui';
import { KeyboardIcon, LyricsIcon, QueueIcon } from '../icons/icons';
import { usePlayerSelector } from '../store/player-context';
import { NowPlayingSummary } from './NowPlayingSummary';
import { PlaybackControls } from './PlaybackControls';
import { SeekBar } from './SeekBar';
import { VolumeControl } from './VolumeControl';

/** The panels the bar opens. */
export type PlayerPanel = 'queue' | 'lyrics' | 'shortcuts';

export interface PlayerBarProps {
  /** Opens one of the player's panels. */
  onOpenPanel: (panel: PlayerPanel) => void;
  /**
   * Extra classes for `[data-slot="player-bar"]`.
   * @default undefined
   */
  className?: string;
}

/**
 * The player at the bottom of every page: the cued track, the playback controls, the seek bar, the volume and the
 * buttons of the queue, lyrics and shortcuts. On screens 768 px wide or less it is compact (track, play, next,
 * lyrics, queue, and the seek bar below) and sits above the mobile bottom menu. Styling hook:
 * `[data-slot="player-bar"]` with `[data-playing]`.
 */
export function PlayerBar({ onOpenPanel, className }: PlayerBarProps) {
  const { trans } = useTrans();
  const playing = usePlayerSelector((state) => state.playing);
  const buffering = usePlayerSelector((state) => state.buffering);
  return (
    <section
      aria-label={trans('Player')}
      aria-busy={buffering || undefined}
      data-slot="player-bar"
      data-playing={playing || undefined}
      className={cn(
        'sticky bottom-0 z-30 border-border border-t bg-background',
        // Above the mobile bottom menu when the site has one (it is fixed, 3.5rem high, at 768 px or less).
        'max-[768px]:[body:has([data-slot=mobile-bottom-menu])_&]:bottom-14',
        className,
      )}
    >
      <div
        className={cn(
          'grid items-center gap-x-3 gap-y-1 px-3 py-2',
          "grid-cols-[minmax(0,1fr)_auto_auto] [grid-template-areas:'summary_controls_tools'_'seek_seek_seek']",
          "min-[769px]:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_minmax(0,1fr)] min-[769px]:[grid-template-areas:'summary_controls_tools'_'summary_seek_tools']",
        )}
      >
        <NowPlayingSummary className="[grid-area:summary]" />
        <PlaybackControls className="[grid-area:controls]" />
        <SeekBar className="[grid-area:seek] min-[769px]:mx-auto min-[769px]:w-full min-[769px]:max-w-xl" />
        <div className="flex items-center justify-end gap-1 [grid-area:tools]">
          <VolumeControl className="max-[768px]:hidden" />
          <Button
            variant="ghost"
            size="sm"
            isIconOnly
            aria-label={trans('Lyrics')}
            onPress={() => onOpenPanel('lyrics')}
          >
            <LyricsIcon />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            isIconOnly
            aria-label={trans('Queue')}
            onPress={() => onOpenPanel('queue')}
          >
            <QueueIcon />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            isIconOnly
            aria-label={trans('Keyboard shortcuts')}
            className="max-[768px]:hidden"
            onPress={() => onOpenPanel('shortcuts')}
          >
            <KeyboardIcon />
          </Button>
        </div>
      </div>
    </section>
  );
}
