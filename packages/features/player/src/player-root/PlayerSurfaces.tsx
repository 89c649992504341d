import { useTrans } from '@tonearm/shell';
import { Dialog, DialogCloseButton, DialogTitle, Modal } from '@tonearm/ui';
import { NowPlayingDialog } from '../lyrics/NowPlayingDialog';
import type { LyricsFor } from '../lyrics/use-lyrics';
import { CrossfadeSetting } from '../player-bar/CrossfadeSetting';
import { PlayerBar, type PlayerPanel } from '../player-bar/PlayerBar';
import { QueuePanel } from '../queue-panel/QueuePanel';
import { ShortcutsDialog } from '../shortcuts/ShortcutsDialog';

export interface PlayerSurfacesProps {
  /** Whether a track is cued: the bar shows only then. */
  hasTrack: boolean;
  /** The open panel, if any. */
  panel: PlayerPanel | null;
  onOpenPanel: (panel: PlayerPanel) => void;
  onClosePanel: () => void;
  lyricsFor?: LyricsFor | undefined;
}

/** What the player draws: the bar (once something is cued), the queue panel, the "now playing" view and the shortcuts. */
export function PlayerSurfaces({
  hasTrack,
  panel,
  onOpenPanel,
  onClosePanel,
  lyricsFor,
}: PlayerSurfacesProps) {
  const { trans } = useTrans();
  const close = (isOpen: boolean) => {
    if (!isOpen) onClosePanel();
  };
  return (
    <>
      {hasTrack && <PlayerBar onOpenPanel={onOpenPanel} />}
      <Modal isOpen={panel === 'queue'} onOpenChange={close} isDismissable>
        <Dialog className="max-h-[85vh] overflow-y-auto">
          <DialogTitle>{trans('Queue')}</DialogTitle>
          <DialogCloseButton aria-label={trans('Close')} />
          <QueuePanel className="mt-4" />
          <CrossfadeSetting className="mt-6 border-border border-t pt-4" />
        </Dialog>
      </Modal>
      <NowPlayingDialog isOpen={panel === 'lyrics'} onOpenChange={close} lyricsFor={lyricsFor} />
      <ShortcutsDialog isOpen={panel === 'shortcuts'} onOpenChange={close} />
    </>
  );
}
