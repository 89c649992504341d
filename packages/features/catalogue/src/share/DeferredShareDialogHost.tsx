import { lazy, Suspense, useState } from 'react';
import { useShareDialog } from './share-dialog-store';

// The dialog and its fields load the first time someone shares, so the catalogue's layout adds nothing to a first visit.
const ShareDialogHost = lazy(() =>
  import('./ShareDialogHost').then((module) => ({ default: module.ShareDialogHost })),
);

/** The share dialog, loaded on the first share and kept mounted after, so it can close with its animation. */
export function DeferredShareDialogHost() {
  const { subject } = useShareDialog();
  const [needed, setNeeded] = useState(false);
  if (subject && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ShareDialogHost />
    </Suspense>
  );
}
