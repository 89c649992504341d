import type { ServerFileEntry } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import type { UploadQueue, UploadQueueSnapshot } from '@tonearm/client/uploads';
import { useCurrentUser, useSettings } from '@tonearm/shell';
import { useCallback, useEffect, useRef, useState } from 'react';

/** What becomes of each file handed to the queue. */
export interface AudioUploadCallbacks {
  /** The queue took the file under this upload id. */
  onQueued: (uploadId: string, file: File) => void;
  onStored: (uploadId: string, entry: ServerFileEntry) => void;
  onFailed: (uploadId: string, message: string | null) => void;
}

/**
 * The product's upload engine (plain, tus or S3, with its retries and resumption) for this screen's files, loaded
 * on first use, with each upload's percentage. Files go to the private `uploads` disk, from which the server copies
 * what it imports.
 */
export function useAudioUploadQueue() {
  const http = useHttpClient();
  const settings = useSettings().uploads;
  const userId = useCurrentUser()?.id ?? null;
  const queue = useRef<Promise<UploadQueue> | null>(null);
  const [snapshot, setSnapshot] = useState<UploadQueueSnapshot | null>(null);

  const queueOf = useCallback(() => {
    if (queue.current === null) {
      queue.current = import('@tonearm/client/uploads/queue').then(({ UploadQueue }) => {
        const made = new UploadQueue({ http, userId, ...(settings ? { settings } : {}) });
        made.subscribe(() => setSnapshot(made.getSnapshot()));
        return made;
      });
    }
    return queue.current;
  }, [http, userId, settings]);

  useEffect(
    () => () => {
      void queue.current?.then((made) => made.dispose());
      queue.current = null;
    },
    [],
  );

  const upload = useCallback(
    async (files: readonly File[], callbacks: AudioUploadCallbacks) => {
      const made = await queueOf();
      const added = made.add(files, {
        onSuccess: (entry, file) => callbacks.onStored(file.id, entry),
        onError: (message, file) => callbacks.onFailed(file.id, message),
      });
      added.forEach((item, index) => {
        const file = files[index];
        if (file) callbacks.onQueued(item.id, file);
        // A file a restriction refuses fails inside `add`, before it was announced: tell it again.
        if (item.status === 'failed') callbacks.onFailed(item.id, item.error);
      });
    },
    [queueOf],
  );

  const percentageOf = useCallback(
    (uploadId: string) => snapshot?.uploads.find((item) => item.id === uploadId)?.percentage ?? 0,
    [snapshot],
  );

  return { upload, percentageOf };
}
