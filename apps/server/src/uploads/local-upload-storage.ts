import { rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { LocalDisks } from './local-disks';
import { LocalMultipart } from './local-multipart';
import { objectKey } from './object-key';
import { StorageUrlSigner } from './storage-url-signer';
import { createTusFileStore, tusDirectory } from './tus-file-store';
import type { UploadStorage } from './upload-storage';

/**
 * Both disks under `DATA_DIR`, with the server itself standing in for a bucket: direct and part PUTs go to URLs it
 * signs (`signed-storage-endpoint.ts`), multipart uploads keep S3's rules, tus uploads live in `DATA_DIR/tus`.
 */
export function createLocalUploadStorage(options: {
  dataDir: string;
  appKey: string;
  now: () => Date;
}): UploadStorage {
  const disks = new LocalDisks(options.dataDir);
  const multipart = new LocalMultipart(options.dataDir, disks);
  const signer = new StorageUrlSigner(options.appKey, options.now);
  const tusFolder = tusDirectory(options.dataDir);
  const tusStore = createTusFileStore(options.dataDir);

  return {
    driver: 'local',
    directUpload: false,
    // A rename on the same file system: no copy, and no half-written object for a reader.
    storeFile: ({ disk, name }, file) => disks.adopt(disk, name, file),
    sizeOf: ({ disk, name }) => disks.sizeOf(disk, name),
    read: ({ disk, name }, range) => disks.read(disk, name, range),
    remove: ({ disk, name }) => disks.remove(disk, name),

    presignPut: async (origin, { disk, name }) => signer.sign(origin, { key: objectKey(disk, name) }),
    createMultipart: () => multipart.create(),
    listParts: ({ uploadId }) => multipart.listParts(uploadId),
    presignPart: async (origin, { disk, name, uploadId }, partNumber) =>
      signer.sign(origin, { key: objectKey(disk, name), multipart: { uploadId, partNumber } }),
    completeMultipart: async ({ disk, name, uploadId }, parts) => {
      const { etag } = await multipart.complete(uploadId, parts, disk, name);
      return { etag };
    },
    abortMultipart: ({ uploadId }) => multipart.abort(uploadId),

    tusStore,
    adoptTusUpload: (uploadKey, { disk, name }) => disks.adopt(disk, name, join(tusFolder, uploadKey)),
    returnTusUpload: (uploadKey, { disk, name }) =>
      rename(disks.fileOf(disk, name), join(tusFolder, uploadKey)),
    forgetTusUpload: (uploadKey) => rm(join(tusFolder, `${uploadKey}.json`), { force: true }),
    tusUploadDriver: async () => 'local',
    tusUploadWritten: (uploadKey) => tusStore.written(uploadKey),
    sweepExpiredTusUploads: () => tusStore.deleteExpired(),
  };
}
