import { useState } from 'react';
import type { LyricsFor } from '../lyrics/use-lyrics';
import { NowPlayingView } from '../now-playing/NowPlayingView';
import { PlayerBar, type PlayerPanel } from '../player-bar/PlayerBar';
import { type PlayerExtras, PlayerExtrasProvider } from '../player-extras/player-extras';
import { QueueSidePanel } from '../queue-panel/QueueSidePanel';
import { ShortcutsDialog } from '../shortcuts/ShortcutsDialog';

// The queue panel and the now-playing view ship with the bar, which is itself loaded lazily once something is
// cued (`PlayerRoot`): split apart, their shared parts became a handful of extra chunks whose names the first
// visit's preload table carries, for no gain on a page that already shows the bar.

export interface PlayerSurfacesProps {
  /** Whether a track is cued: the bar shows only then. */
  hasTrack: boolean;
  /** The open panel, if any. */
  panel: PlayerPanel | null;
  onOpenPanel: (panel: PlayerPanel) => void;
  onClosePanel: () => void;
  lyricsFor?: LyricsFor | undefined;
  /** What the app lends the bar from other features. */
  extras: PlayerExtras;
}

/** What the player draws: the bar (once something is cued), the queue panel, the "now playing" view and the shortcuts. */
export function PlayerSurfaces({
  hasTrack,
  panel,
  onOpenPanel,
  onClosePanel,
  lyricsFor,
  extras,
}: PlayerSurfacesProps) {
  // Once opened the view stays mounted, so its closing animation runs and focus goes back to its opener.
  const [nowPlayingWanted, setNowPlayingWanted] = useState(false);
  if (!nowPlayingWanted && panel === 'now-playing') setNowPlayingWanted(true);
  const close = (isOpen: boolean) => {
    if (!isOpen) onClosePanel();
  };
  return (
    <PlayerExtrasProvider extras={extras}>
      {hasTrack && <PlayerBar panel={panel} onOpenPanel={onOpenPanel} onClosePanel={onClosePanel} />}
      {panel === 'queue' && <QueueSidePanel onClose={onClosePanel} />}
      {nowPlayingWanted && (
        <NowPlayingView
          isOpen={panel === 'now-playing'}
          onOpenChange={close}
          lyricsFor={lyricsFor}
          onOpenQueue={() => onOpenPanel('queue')}
        />
      )}
      <ShortcutsDialog isOpen={panel === 'shortcuts'} onOpenChange={close} />
    </PlayerExtrasProvider>
  );
}
