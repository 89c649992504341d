import type { UploadItem } from '@tonearm/client/uploads';
import { useSyncExternalStore } from 'react';
import { useUploadHub } from './upload-hub-context';

/** The uploads on the list, re-rendering as they move (statuses, progress). */
export function useUploads(): readonly UploadItem[] {
  const hub = useUploadHub();
  return useSyncExternalStore(hub.subscribe, hub.getSnapshot, hub.getSnapshot);
}
