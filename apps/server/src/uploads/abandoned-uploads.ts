import { lt } from 'drizzle-orm';
import { t } from '../admin/localizations/interface-line';
import type { AppServices } from '../app-context';
import type { JobDefinition } from '../jobs/job-definition';
import { pendingUploads } from './file-entries-table';
import { sweepLeftoverWrites } from './leftover-writes';
import { forgetStaleTusHeads } from './tus-request-order';

/** How long an object announced for direct or multipart upload may wait to become an entry, like a bucket's lifecycle rule. */
export const PENDING_UPLOAD_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** When abandoned uploads are looked for: at the top of every hour (cron, UTC). */
export const SWEEP_SCHEDULE = '0 * * * *';

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
    const object = { disk: upload.disk, name: upload.file_name, driver: upload.driver };
    if (upload.multipart_id) {
      await storage.abortMultipart({ ...object, uploadId: upload.multipart_id }).catch(() => undefined);
    }
    await storage.remove(object);
  }
  const tus = await storage.sweepExpiredTusUploads();
  const leftovers = await sweepLeftoverWrites(services.env.DATA_DIR, services.now());
  // Each upload's latest HEAD, kept for the order of its requests, outlives no upload.
  await forgetStaleTusHeads(services.db, services.now());
  return stale.length + tus + leftovers;
}

/**
 * The sweep as a background job: at every instance's start (instances starting together sweep once) and at the top
 * of every hour, once across instances, retried with the runner's backoff when it fails.
 */
export function abandonedUploadsJob(services: AppServices): JobDefinition {
  return {
    name: 'abandoned-uploads',
    description: t(
      'Frees what uploads that will never finish hold: expired tus uploads, unclaimed objects, cut writes.',
    ),
    schedule: SWEEP_SCHEDULE,
    runAtStart: true,
    async run() {
      const removed = await sweepAbandonedUploads(services);
      return removed === 1
        ? 'Removed 1 abandoned upload or file.'
        : `Removed ${removed} abandoned uploads or files.`;
    },
  };
}
