import type { PlayerStore } from '../store/player-store';
import { SEEK_STEP_MS } from '../store/player-store';
import { artistNames, trackArtwork } from '../store/player-track';

/** The parts of `navigator.mediaSession` the player uses, so tests pass a fake one. */
export interface MediaSessionLike {
  metadata: MediaMetadata | null;
  playbackState: MediaSessionPlaybackState;
  setActionHandler(action: MediaSessionAction, handler: MediaSessionActionHandler | null): void;
  setPositionState?(state?: MediaPositionState): void;
}

const ACTIONS: MediaSessionAction[] = [
  'play',
  'pause',
  'previoustrack',
  'nexttrack',
  'seekbackward',
  'seekforward',
  'seekto',
];

/**
 * Tells the operating system what plays (title, artists, album, artwork), whether it plays and where it is, and
 * answers its media keys, lock-screen and headset controls. Returns the function that lets go.
 */
export function bindMediaSession(
  store: PlayerStore,
  session: MediaSessionLike,
  makeMetadata: (init: MediaMetadataInit) => MediaMetadata = (init) => new MediaMetadata(init),
): () => void {
  const handlers: Record<string, MediaSessionActionHandler> = {
    play: () => store.play(),
    pause: () => store.pause(),
    previoustrack: () => store.previous(),
    nexttrack: () => store.next(),
    seekbackward: (details) => store.seekBy(-(details.seekOffset ? details.seekOffset * 1000 : SEEK_STEP_MS)),
    seekforward: (details) => store.seekBy(details.seekOffset ? details.seekOffset * 1000 : SEEK_STEP_MS),
    seekto: (details) => {
      if (details.seekTime !== undefined) store.seek(details.seekTime * 1000);
    },
  };
  for (const action of ACTIONS) {
    try {
      session.setActionHandler(action, handlers[action] ?? null);
    } catch {
      // Browsers throw for actions they do not know.
    }
  }
  let shownKey: string | null = null;
  let lastPosition = -1;
  const update = () => {
    const { queue, playing, positionMs, durationMs } = store.getState();
    const entry = queue.cued;
    if ((entry?.key ?? null) !== shownKey) {
      shownKey = entry?.key ?? null;
      if (entry) {
        const artwork = trackArtwork(entry.track);
        session.metadata = makeMetadata({
          title: entry.track.name,
          artist: artistNames(entry.track),
          album: entry.track.album?.name ?? '',
          artwork: artwork ? [{ src: artwork, sizes: '512x512' }] : [],
        });
      } else {
        session.metadata = null;
      }
    }
    session.playbackState = entry ? (playing ? 'playing' : 'paused') : 'none';
    const second = Math.floor(positionMs / 1000);
    if (entry && durationMs > 0 && second !== lastPosition) {
      lastPosition = second;
      try {
        session.setPositionState?.({
          duration: durationMs / 1000,
          position: Math.min(positionMs, durationMs) / 1000,
          playbackRate: 1,
        });
      } catch {
        // A position past a duration the media has not reported yet: the next report fixes it.
      }
    }
  };
  update();
  const unsubscribe = store.subscribe(update);
  return () => {
    unsubscribe();
    for (const action of ACTIONS) {
      try {
        session.setActionHandler(action, null);
      } catch {
        // As above.
      }
    }
    session.metadata = null;
    session.playbackState = 'none';
  };
}
