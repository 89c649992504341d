import { useTrans } from '@tonearm/shell';
import { Dialog, DialogCloseButton, DialogTitle, Modal, Spinner } from '@tonearm/ui';
import { MusicNoteIcon } from '../icons/icons';
import { PlaybackControls } from '../player-bar/PlaybackControls';
import { SeekBar } from '../player-bar/SeekBar';
import { usePlayerSelector } from '../store/player-context';
import { artistNames, trackArtwork } from '../store/player-track';
import { LyricsPanel } from './LyricsPanel';
import { type LyricsFor, type LyricsState, useLyrics } from './use-lyrics';

export interface NowPlayingDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Where the lyrics come from; without it the view says there are none. */
  lyricsFor?: LyricsFor | undefined;
}

/** The "now playing" view: large artwork, the track, its controls and its lyrics following the song. */
export function NowPlayingDialog({ isOpen, onOpenChange, lyricsFor }: NowPlayingDialogProps) {
  const { trans } = useTrans();
  const track = usePlayerSelector((state) => state.queue.cued?.track ?? null);
  const positionMs = usePlayerSelector((state) => state.positionMs);
  const lyrics = useLyrics(lyricsFor, track?.id ?? null, isOpen);
  const artwork = track ? trackArtwork(track) : null;
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} isDismissable size="lg">
      <Dialog className="flex max-h-[85vh] flex-col gap-4">
        <DialogTitle>{trans('Now playing')}</DialogTitle>
        <DialogCloseButton aria-label={trans('Close')} />
        <div className="flex items-center gap-4">
          <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-ui bg-muted text-4xl text-muted-foreground">
            {artwork ? <img src={artwork} alt="" className="size-full object-cover" /> : <MusicNoteIcon />}
          </div>
          <div className="min-w-0">
            <p className="truncate font-semibold text-foreground text-lg">
              {track?.name ?? trans('Nothing playing')}
            </p>
            {track && <p className="truncate text-muted-foreground">{artistNames(track)}</p>}
            {track?.album && <p className="truncate text-muted-foreground text-sm">{track.album.name}</p>}
          </div>
        </div>
        <SeekBar />
        <PlaybackControls />
        <section
          aria-label={trans('Lyrics')}
          className="min-h-0 flex-1 overflow-hidden rounded-ui bg-muted/40"
        >
          <LyricsContent state={lyrics} positionMs={positionMs} />
        </section>
      </Dialog>
    </Modal>
  );
}

function LyricsContent({ state, positionMs }: { state: LyricsState; positionMs: number }) {
  const { trans } = useTrans();
  if (state.status === 'loaded') {
    return <LyricsPanel lyrics={state.lyrics} positionMs={positionMs} className="max-h-[40vh]" />;
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
