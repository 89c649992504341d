import { useHttpClient } from '@tonearm/client/react';
import type { UploadQueue } from '@tonearm/client/uploads';
import { useCurrentUser, useSettings } from '@tonearm/shell';
import { useCallback, useEffect, useRef } from 'react';

/** What becomes of the files handed to the queue. */
export interface FileUploadCallbacks {
  /** One file was stored: the list can show it. */
  onStored: () => void;
  /** One file was refused or failed; `message` is the server's or the engine's reason. */
  onFailed: (name: string, message: string | null) => void;
}

/**
 * The product's upload engine (plain, tus or S3, with its retries and resumption) for the files screen, loaded on
 * first use so the screen's first paint does not carry it.
 */
export function useFileUploads() {
  const http = useHttpClient();
  const settings = useSettings().uploads;
  const userId = useCurrentUser()?.id ?? null;
  const queue = useRef<Promise<UploadQueue> | null>(null);

  const queueOf = useCallback(() => {
    if (queue.current === null) {
      queue.current = import('@tonearm/client/uploads/queue').then(
        ({ UploadQueue }) => new UploadQueue({ http, userId, ...(settings ? { settings } : {}) }),
      );
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

  return useCallback(
    async (files: readonly File[], callbacks: FileUploadCallbacks) => {
      const made = await queueOf();
      // A file a restriction refuses (size, extension) fails inside `add`, through `onError` too.
      made.add(files, {
        onSuccess: () => callbacks.onStored(),
        onError: (message, file) => callbacks.onFailed(file.name, message),
      });
    },
    [queueOf],
  );
}
