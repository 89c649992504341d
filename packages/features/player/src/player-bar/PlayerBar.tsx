import { usePlayerSettings, useTrans } from '@tonearm/shell';
import { Button, ButtonLink, cn, useIsMobile } from '@tonearm/ui';
import { useEffect, useRef } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { KeyboardIcon, LyricsIcon, NowPlayingIcon, QueueIcon } from '../icons/icons';
import { usePlayerExtras } from '../player-extras/player-extras';
import { usePlayerSelector } from '../store/player-context';
import { artistNames, trackArtwork } from '../store/player-track';
import { NowPlayingSummary, TrackArtwork } from './NowPlayingSummary';
import { OutputDeviceMenu } from './OutputDeviceMenu';
import { NextButton, PlayButton, PlaybackControls } from './PlaybackControls';
import { SeekBar } from './SeekBar';
import { VolumeControl } from './VolumeControl';

/** The panels the bar opens. */
export type PlayerPanel = 'queue' | 'now-playing' | 'shortcuts';

export interface PlayerBarProps {
  /** Opens one of the player's panels. */
  onOpenPanel: (panel: PlayerPanel) => void;
  /** Closes the open panel. @default undefined */
  onClosePanel?: () => void;
  /** The open panel, so the queue button shows whether the queue is open. @default null */
  panel?: PlayerPanel | null;
  /**
   * Extra classes for `[data-slot="player-bar"]`.
   * @default undefined
   */
  className?: string;
}

/** Keeps `--player-bar-height` on the page, so the sidebar and the queue panel end where the bar begins. */
function usePlayerBarHeight() {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const bar = ref.current;
    if (!bar || typeof ResizeObserver === 'undefined') return;
    const root = bar.ownerDocument.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty('--player-bar-height', `${bar.offsetHeight}px`),
    );
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--player-bar-height');
    };
  }, []);
  return ref;
}

/** A thin line showing how far the track has played, for the phone's bar (the now-playing view has the slider). */
function ProgressLine() {
  const positionMs = usePlayerSelector((state) => state.positionMs);
  const durationMs = usePlayerSelector((state) => state.durationMs);
  const share = durationMs > 0 ? Math.min(1, positionMs / durationMs) : 0;
  return (
    <div aria-hidden="true" className="absolute inset-x-0 top-0 h-0.5 bg-muted">
      <div className="h-full origin-left bg-primary" style={{ transform: `scaleX(${share})` }} />
    </div>
  );
}

/** The phone's mini player: the track, as one button that opens the now-playing view. */
function MiniPlayerTrack({ onOpen }: { onOpen: () => void }) {
  const { trans } = useTrans();
  const track = usePlayerSelector((state) => state.queue.cued?.track ?? null);
  if (!track) return null;
  return (
    <AriaButton
      onPress={onOpen}
      className="flex min-h-11 min-w-0 flex-1 items-center gap-3 rounded-ui text-start outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus"
    >
      <TrackArtwork src={trackArtwork(track)} className="size-10" />
      <span className="min-w-0">
        {/* Its name starts with what it opens, then says the track shown (the label holds the visible text). */}
        <span className="sr-only">{trans('Now playing')}: </span>
        <span className="block truncate font-medium text-foreground text-sm">{track.name}</span>
        <span className="block truncate text-muted-foreground text-xs">{artistNames(track)}</span>
      </span>
    </AriaButton>
  );
}

/**
 * The player at the bottom of every page. Wide: the cued track (links to it and its artists) with its like
 * button, the controls over the seek bar, then "full screen" (the now-playing view), lyrics and the queue (unless the
 * site hides them), the output device where the
 * browser lets a page choose it, the volume and the shortcuts. Up to 768 px it is a mini player above the mobile
 * bottom menu: the track (a press opens "now playing"), like, play and next, over a line of progress. Styling
 * hook: `[data-slot="player-bar"]` with `[data-playing]`.
 */
export function PlayerBar({ onOpenPanel, onClosePanel, panel = null, className }: PlayerBarProps) {
  const { trans } = useTrans();
  const { lyricsHref, LikeButton } = usePlayerExtras();
  const { hide_lyrics, hide_queue } = usePlayerSettings();
  const playing = usePlayerSelector((state) => state.playing);
  const buffering = usePlayerSelector((state) => state.buffering);
  const track = usePlayerSelector((state) => state.queue.cued?.track ?? null);
  const ref = usePlayerBarHeight();
  const isPhone = useIsMobile();
  const queueOpen = panel === 'queue';
  return (
    <section
      ref={ref}
      aria-label={trans('Player')}
      aria-busy={buffering || undefined}
      data-slot="player-bar"
      data-playing={playing || undefined}
      className={cn(
        // Clear of a cookie notice at the bottom edge (`--cookie-notice-bottom`, kept by the shell).
        'sticky bottom-[var(--cookie-notice-bottom,0px)] z-30 border-border border-t bg-background',
        // Above the mobile bottom menu when the site has one (it is fixed, 3.5rem high, at 768 px or less).
        'max-[769px]:[body:has([data-slot=mobile-bottom-menu])_&]:bottom-[calc(3.5rem+var(--cookie-notice-bottom,0px))]',
        className,
      )}
    >
      {isPhone ? (
        <>
          <ProgressLine />
          <div className="flex items-center gap-2 px-3 py-1.5">
            <MiniPlayerTrack onOpen={() => onOpenPanel('now-playing')} />
            {track && LikeButton && <LikeButton track={track} />}
            <PlayButton />
            <NextButton />
          </div>
        </>
      ) : (
        <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,2fr)_minmax(0,1fr)] items-center gap-x-3 px-3 py-2">
          <NowPlayingSummary showLike />
          <div className="flex flex-col gap-1">
            <PlaybackControls />
            <SeekBar className="mx-auto w-full max-w-xl" />
          </div>
          <div className="flex flex-wrap items-center justify-end gap-1">
            <Button
              variant="ghost"
              size="sm"
              isIconOnly
              // Named without "play", which a search for the Play button by name would also find.
              aria-label={trans('Full screen')}
              onPress={() => onOpenPanel('now-playing')}
            >
              <NowPlayingIcon />
            </Button>
            {lyricsHref && !hide_lyrics ? (
              <ButtonLink href={lyricsHref} variant="ghost" size="sm" isIconOnly aria-label={trans('Lyrics')}>
                <LyricsIcon />
              </ButtonLink>
            ) : null}
            {!hide_queue && (
              <Button
                variant="ghost"
                size="sm"
                isIconOnly
                aria-label={trans('Queue')}
                aria-expanded={queueOpen}
                className="aria-expanded:text-primary"
                onPress={() => (queueOpen ? onClosePanel?.() : onOpenPanel('queue'))}
              >
                <QueueIcon />
              </Button>
            )}
            <OutputDeviceMenu />
            <VolumeControl className="max-[1100px]:hidden" />
            <Button
              variant="ghost"
              size="sm"
              isIconOnly
              aria-label={trans('Keyboard shortcuts')}
              onPress={() => onOpenPanel('shortcuts')}
            >
              <KeyboardIcon />
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
