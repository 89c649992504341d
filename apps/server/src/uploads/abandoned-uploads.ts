import { lt } from 'drizzle-orm';
import type { AppServices } from '../app-context';
import { pendingUploads } from './file-entries-table';
import { sweepLeftoverWrites } from './leftover-writes';

/** How long an object announced for direct or multipart upload may wait to become an entry, like a bucket's lifecycle rule. */
export const PENDING_UPLOAD_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** How often abandoned uploads are looked for. */
export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Frees what uploads that will never finish hold: tus uploads past their lifetime, objects announced for direct or
 * multipart upload that never became entries (their parts, or the object itself), and files that writes cut short by
 * a crash left on the local file system. Answers how many went.
 */
export async function sweepAbandonedUploads(services: AppServices): Promise<number> {
  const storage = services.uploadStorage;
  const cutoff = new Date(services.now().getTime() - PENDING_UPLOAD_LIFETIME_MS);
  const stale = await services.db
    .delete(pendingUploads)
    .where(lt(pendingUploads.created_at, cutoff))
    .returning();
  for (const upload of stale) {
    const object = { disk: upload.disk, name: upload.file_name };
    if (upload.multipart_id) {
      await storage.abortMultipart({ ...object, uploadId: upload.multipart_id }).catch(() => undefined);
    }
    await storage.remove(object);
  }
  const tus = await storage.sweepExpiredTusUploads();
  const leftovers = await sweepLeftoverWrites(services.env.DATA_DIR, services.now());
  return stale.length + tus + leftovers;
}

/**
 * Sweeps now and then every {@link SWEEP_INTERVAL_MS}; the timer never keeps the process alive. Answers the stop,
 * which waits for a sweep in progress so the database is not closed under it.
 */
export function startAbandonedUploadSweeps(
  services: AppServices,
  onError: (error: unknown) => unknown,
): () => Promise<void> {
  let current: Promise<void> = Promise.resolve();
  const sweep = () => {
    current = sweepAbandonedUploads(services).then(
      () => undefined,
      async (error: unknown) => {
        await Promise.resolve(onError(error)).catch(() => undefined);
      },
    );
  };
  sweep();
  const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    return current;
  };
}
