import { lazy, Suspense, useState } from 'react';
import { usePlaylistDialog } from './playlist-dialog-store';

// The dialogs and their form load the first time one opens, so the catalogue's layout adds nothing to a first visit.
const PlaylistDialogHost = lazy(() =>
  import('./PlaylistDialogHost').then((module) => ({ default: module.PlaylistDialogHost })),
);

/** The playlist dialogs, loaded when one first opens and kept mounted after, so they close with their animation. */
export function DeferredPlaylistDialogHost() {
  const { dialog } = usePlaylistDialog();
  const [needed, setNeeded] = useState(false);
  if (dialog && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <PlaylistDialogHost />
    </Suspense>
  );
}
