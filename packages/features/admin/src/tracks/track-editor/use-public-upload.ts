import type { ServerFileEntry } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import type { UploadQueue } from '@tonearm/client/uploads';
import { useCurrentUser, useSettings } from '@tonearm/shell';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Why the upload engine did not store a file, in its words. */
export class PublicUploadError extends Error {}

/**
 * Sends one file at a time to the public disk through the product's upload engine (its strategies, retries and
 * resumption), loaded on first use; answers the stored file's address. `isUploading` while one is on its way.
 */
export function usePublicUpload() {
  const http = useHttpClient();
  const settings = useSettings().uploads;
  const userId = useCurrentUser()?.id ?? null;
  const queue = useRef<Promise<UploadQueue> | null>(null);
  const [isUploading, setUploading] = useState(false);

  useEffect(
    () => () => {
      void queue.current?.then((made) => made.dispose());
      queue.current = null;
    },
    [],
  );

  const upload = useCallback(
    async (file: File): Promise<string> => {
      queue.current ??= import('@tonearm/client/uploads/queue').then(
        ({ UploadQueue }) => new UploadQueue({ http, userId, ...(settings ? { settings } : {}) }),
      );
      const made = await queue.current;
      setUploading(true);
      try {
        const entry = await new Promise<ServerFileEntry>((resolve, reject) => {
          // A file a restriction refuses fails inside `add`, through `onError`.
          made.add([file], {
            metadata: { disk: 'public' },
            onSuccess: (stored) => resolve(stored),
            onError: (message) => reject(new PublicUploadError(message ?? 'The file could not be uploaded.')),
          });
        });
        return entry.url;
      } finally {
        setUploading(false);
      }
    },
    [http, userId, settings],
  );

  return { upload, isUploading };
}
