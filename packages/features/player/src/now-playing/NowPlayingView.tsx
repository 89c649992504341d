import { usePlayerSettings, useTrans } from '@tonearm/shell';
import { Button, Dialog, DialogTitle, Modal, Spinner } from '@tonearm/ui';
import { ChevronDownIcon } from '../icons/icons';
import { LyricsPanel } from '../lyrics/LyricsPanel';
import { type LyricsFor, type LyricsState, useLyrics } from '../lyrics/use-lyrics';
import { TrackArtwork } from '../player-bar/NowPlayingSummary';
import { PlaybackControls } from '../player-bar/PlaybackControls';
import { SeekBar } from '../player-bar/SeekBar';
import { TrackLinks } from '../player-bar/TrackLinks';
import { VolumeControl } from '../player-bar/VolumeControl';
import { usePlayerExtras } from '../player-extras/player-extras';
import { QueueList } from '../queue-panel/QueueList';
import { usePlayerSelector } from '../store/player-context';
import { trackArtwork } from '../store/player-track';
import { upcomingEntries } from '../store/queue';

/** How many of the coming tracks the view lists; the queue panel has them all. */
const UP_NEXT_SHOWN = 10;

export interface NowPlayingViewProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Where the lyrics come from; without it the view says there are none. */
  lyricsFor?: LyricsFor | undefined;
  /** Opens the queue panel (the view closes first): on a phone the bar has no queue button. */
  onOpenQueue: () => void;
}

/**
 * The full "now playing" view, over the whole screen: the artwork, the track and its artists as links, the like
 * button, the seek bar, every control (shuffle, previous, play, next and repeat, on phones too), the volume, the
 * lyrics following the song (unless the site hides lyrics) and what comes next. Opened from the bar, or on a phone by a press on the mini
 * player; Escape or "Close" gives focus back. Styling hook: `[data-slot="now-playing-view"]`.
 */
export function NowPlayingView({ isOpen, onOpenChange, lyricsFor, onOpenQueue }: NowPlayingViewProps) {
  const { trans } = useTrans();
  const { LikeButton } = usePlayerExtras();
  const { hide_lyrics, hide_queue } = usePlayerSettings();
  const track = usePlayerSelector((state) => state.queue.cued?.track ?? null);
  const queue = usePlayerSelector((state) => state.queue);
  const positionMs = usePlayerSelector((state) => state.positionMs);
  const lyrics = useLyrics(hide_lyrics ? undefined : lyricsFor, track?.id ?? null, isOpen);
  const { lane, queue: rest } = upcomingEntries(queue);
  const upNext = [...lane, ...rest].slice(0, UP_NEXT_SHOWN);
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} isDismissable size="fullscreen">
      <Dialog className="flex h-full flex-col gap-4 overflow-y-auto p-4 md:p-8">
        <div data-slot="now-playing-view" className="mx-auto flex w-full max-w-6xl flex-col gap-6">
          <div className="flex items-center justify-between gap-2">
            <DialogTitle>{trans('Now playing')}</DialogTitle>
            <Button
              variant="ghost"
              size="md"
              isIconOnly
              aria-label={trans('Close')}
              onPress={() => onOpenChange(false)}
            >
              <ChevronDownIcon />
            </Button>
          </div>
          <div className="grid gap-8 md:grid-cols-2">
            <div className="flex flex-col gap-4">
              <TrackArtwork
                src={track ? trackArtwork(track) : null}
                className="aspect-square w-full max-w-md self-center text-6xl"
              />
              <div className="flex items-center gap-3">
                {track ? (
                  <TrackLinks track={track} className="flex-1 [&_a]:text-base" />
                ) : (
                  <p className="flex-1 text-muted-foreground">{trans('Nothing playing')}</p>
                )}
                {track && LikeButton && <LikeButton track={track} />}
              </div>
              <SeekBar />
              <PlaybackControls full />
              <VolumeControl className="self-center" />
            </div>
            <div className="flex min-w-0 flex-col gap-6">
              {!hide_lyrics && (
                <section aria-label={trans('Lyrics')} className="rounded-ui bg-muted/40">
                  <LyricsContent state={lyrics} positionMs={positionMs} />
                </section>
              )}
              <section aria-labelledby="now-playing-up-next" className="flex flex-col gap-2">
                <div className="flex items-center justify-between gap-2">
                  <h3 id="now-playing-up-next" className="font-semibold text-muted-foreground text-sm">
                    {trans('Up next')}
                  </h3>
                  {!hide_queue && (
                    <Button variant="outline" size="sm" onPress={onOpenQueue}>
                      {trans('Queue')}
                    </Button>
                  )}
                </div>
                {upNext.length > 0 ? (
                  <QueueList
                    list="upcoming"
                    entries={upNext}
                    aria-label={trans('Up next')}
                    reorderable={false}
                  />
                ) : (
                  <p className="text-muted-foreground text-sm">{trans('Nothing else in the queue.')}</p>
                )}
              </section>
            </div>
          </div>
        </div>
      </Dialog>
    </Modal>
  );
}

function LyricsContent({ state, positionMs }: { state: LyricsState; positionMs: number }) {
  const { trans } = useTrans();
  if (state.status === 'loaded') {
    return <LyricsPanel lyrics={state.lyrics} positionMs={positionMs} className="max-h-[50vh]" />;
  }
  if (state.status === 'failed') {
    return <p className="p-4 text-muted-foreground">{trans('The lyrics could not be loaded.')}</p>;
  }
  return (
    <div className="flex justify-center p-6">
      <Spinner aria-label={trans('Loading lyrics')} />
    </div>
  );
}
