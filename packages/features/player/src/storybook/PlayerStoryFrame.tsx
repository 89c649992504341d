import { BootstrapDataProvider, BootstrapStore } from '@tonearm/shell';
import { Button, ToastRegion } from '@tonearm/ui';
import { useState } from 'react';
import type { Lyrics } from '../lyrics/current-lyric-line';
import { DeferredPlayerRoot } from '../player-root/DeferredPlayerRoot';
import { PlayerRoot } from '../player-root/PlayerRoot';
import { PlayerStoreProvider } from '../store/player-context';
import { PlayerStore } from '../store/player-store';
import type { PlayerTrack } from '../store/player-track';
import { usePlayerActions } from '../store/use-player-actions';
import { playerStoryData } from './story-data';

export interface PlayerStoryFrameProps {
  tracks: PlayerTrack[];
  /** @default true */
  canPlay?: boolean;
  /** A store to start from (a restored queue); a fresh one without storage when omitted. */
  store?: PlayerStore;
  lyrics?: Lyrics | null;
  onLogPlay?: (trackId: number) => void;
  /**
   * Whether the player loads as in the app's slot, once needed (`DeferredPlayerRoot`).
   * @default false
   */
  deferred?: boolean;
  /** Site settings over the story's own, such as the player panel's `player` group. @default none */
  settings?: Record<string, unknown>;
  /** Where the bar's lyrics button leads; without it the bar has none. @default none */
  lyricsHref?: string;
}

function AlbumPage({ tracks }: { tracks: PlayerTrack[] }) {
  const actions = usePlayerActions();
  return (
    <div className="flex flex-col gap-3 p-4">
      <h1 className="font-semibold text-xl">Pastel Blues</h1>
      <div className="flex flex-wrap gap-2">
        <Button onPress={() => actions.playQueue({ tracks, queueId: 'album:10' })}>Play album</Button>
        <Button variant="outline" onPress={() => actions.playNext(tracks.slice(-1))}>
          Play last track next
        </Button>
        <Button variant="outline" onPress={() => actions.addToQueue(tracks.slice(0, 1))}>
          Add first track to queue
        </Button>
      </div>
      <label className="flex flex-col gap-1 text-sm">
        Search
        <input className="rounded-ui border border-control px-2 py-1" />
      </label>
    </div>
  );
}

/** A page with an album's play buttons above the player, as the shell lays them out, with its own store. */
export function PlayerStoryFrame({
  tracks,
  canPlay = true,
  store,
  lyrics = null,
  onLogPlay,
  deferred = false,
  settings,
  lyricsHref,
}: PlayerStoryFrameProps) {
  const [bootstrap] = useState(() => new BootstrapStore(playerStoryData({ canPlay, settings })));
  const [loadExtras] = useState(() => (lyricsHref ? async () => ({ lyricsHref }) : undefined));
  const [playerStore] = useState(() => store ?? new PlayerStore());
  const [lyricsFor] = useState(() => async () => lyrics);
  const [logPlay] = useState(() => async (trackId: number) => onLogPlay?.(trackId));
  return (
    <BootstrapDataProvider store={bootstrap}>
      <PlayerStoreProvider store={playerStore}>
        <div className="flex min-h-screen flex-col">
          <main className="flex-1">
            <AlbumPage tracks={tracks} />
          </main>
          {deferred ? (
            <DeferredPlayerRoot lyricsFor={lyricsFor} logPlay={logPlay} />
          ) : (
            <PlayerRoot lyricsFor={lyricsFor} logPlay={logPlay} loadExtras={loadExtras} />
          )}
        </div>
        <ToastRegion />
      </PlayerStoreProvider>
    </BootstrapDataProvider>
  );
}
