import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type Env, type S3Config, s3ConfigOf } from '../config/env';
import type { Database } from '../db/connect';
import { recordedBucketOf } from '../settings/server-config';
import { createLocalUploadStorage } from './local-upload-storage';
import { recordedDriverOf } from './object-drivers';
import { RoutingTusStore } from './routing-tus-store';
import { tusDirectory } from './tus-file-store';
import type { StorageDriver, StoredObjectRef, UploadStorage } from './upload-storage';

export interface SwitchingUploadStorageOptions {
  /** The environment the stored settings are laid over, read at every call: a save changes it in place. */
  env: Env;
  db: Database;
  appKey: string;
  now: () => Date;
  /** The storage of entries whose row records none (written before storages were recorded). */
  startDriver: StorageDriver;
  /** Opens the bucket's storage; called when an object in a bucket is first needed, and again when it changes. */
  openBucket: (config: S3Config) => Promise<UploadStorage>;
}

/**
 * The upload storage the settings choose, switched without a restart: each new object (plain, direct, multipart
 * and tus uploads alike) goes to the storage chosen when its upload starts, on whichever instance, since the
 * environment it reads is the one the admin's save and the settings follower change. Every later call of an object
 * goes to the storage its record names (the entry's or announcement's `driver`, or the tus upload's own store), so
 * files stored before a switch are still served and deleted where they are, and an upload in progress finishes
 * where it started. The bucket is opened (and the AWS SDK loaded) only once an object in one is needed.
 */
export function createSwitchingUploadStorage(options: SwitchingUploadStorageOptions): UploadStorage {
  const { env, db, startDriver } = options;
  const local = createLocalUploadStorage({ dataDir: env.DATA_DIR, appKey: options.appKey, now: options.now });
  const tusFolder = tusDirectory(env.DATA_DIR);
  let bucket: { signature: string; storage: Promise<UploadStorage> } | undefined;

  const currentDriver = (): StorageDriver => (s3ConfigOf(env) ? 's3' : 'local');
  const bucketKnown = () => bucket !== undefined || recordedBucketOf(env) !== null;

  /** The bucket the settings name, opened again when they name another (or other keys for it). */
  function bucketStorage(): Promise<UploadStorage> {
    const config = recordedBucketOf(env);
    if (!config) {
      return bucket?.storage ?? Promise.reject(new Error('No S3-compatible bucket is configured.'));
    }
    const signature = JSON.stringify(config);
    if (bucket?.signature !== signature) {
      const storage = options.openBucket(config);
      const opened = { signature, storage };
      bucket = opened;
      // A bucket that could not be opened is tried again at the next call.
      storage.catch(() => {
        if (bucket === opened) bucket = undefined;
      });
    }
    return bucket.storage;
  }

  const storageOf = (driver: StorageDriver): Promise<UploadStorage> =>
    driver === 'local' ? Promise.resolve(local) : bucketStorage();

  /** Where an object is: as its caller or its record says; one no row names is looked for where new ones go. */
  async function driverOf(object: StoredObjectRef): Promise<StorageDriver> {
    if (object.driver) return object.driver;
    const recorded = await recordedDriverOf(db, object.name);
    if (recorded === null) return startDriver;
    return recorded ?? currentDriver();
  }

  // A local tus upload keeps its record (`<key>.json`) beside its bytes until it is forgotten; any other upload
  // was started in the bucket. Keys are 32 hex digits (checked by the route), so the path stays in the folder.
  async function tusDriverOf(uploadKey: string): Promise<StorageDriver> {
    const isLocal = await stat(join(tusFolder, `${uploadKey}.json`)).then(
      () => true,
      () => false,
    );
    return isLocal || !bucketKnown() ? 'local' : 's3';
  }
  const tusStorageOf = async (uploadKey: string) => storageOf(await tusDriverOf(uploadKey));

  const tusStore = new RoutingTusStore({
    current: async () => (await storageOf(currentDriver())).tusStore,
    of: async (uploadKey) => (await tusStorageOf(uploadKey)).tusStore,
    // Only the local store expires unfinished uploads itself; the bucket's lifecycle rule does for the bucket.
    expiration: () => (currentDriver() === 'local' ? local.tusStore.getExpiration() : 0),
  });

  return {
    get driver() {
      return currentDriver();
    },
    get directUpload() {
      return s3ConfigOf(env)?.directUpload ?? false;
    },

    storeFile: async (object, file) =>
      (await storageOf(object.driver ?? currentDriver())).storeFile(object, file),
    sizeOf: async (object) => (await storageOf(await driverOf(object))).sizeOf(object),
    read(object, range) {
      if (object.driver === 'local') return local.read(object, range);
      // The caller answers headers at once; the bytes follow once the object's storage is known.
      const output = new PassThrough();
      driverOf(object)
        .then(storageOf)
        .then((storage) => pipeline(storage.read(object, range), output))
        .catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
      return output;
    },
    async remove(object) {
      const recorded = object.driver ?? (await recordedDriverOf(db, object.name));
      if (recorded !== undefined) return (await storageOf(recorded ?? startDriver)).remove(object);
      // No row names it any more (rows go before their objects); names are never reused, so it goes wherever it is.
      await local.remove(object);
      if (bucketKnown()) await (await bucketStorage()).remove(object);
    },

    presignPut: async (origin, put) =>
      (await storageOf(put.driver ?? currentDriver())).presignPut(origin, put),
    createMultipart: async (object) =>
      (await storageOf(object.driver ?? currentDriver())).createMultipart(object),
    listParts: async (upload) => (await storageOf(await driverOf(upload))).listParts(upload),
    presignPart: async (origin, upload, partNumber) =>
      (await storageOf(await driverOf(upload))).presignPart(origin, upload, partNumber),
    completeMultipart: async (upload, parts) =>
      (await storageOf(await driverOf(upload))).completeMultipart(upload, parts),
    abortMultipart: async (upload) => (await storageOf(await driverOf(upload))).abortMultipart(upload),

    tusStore,
    adoptTusUpload: async (uploadKey, object) =>
      (await tusStorageOf(uploadKey)).adoptTusUpload(uploadKey, object),
    returnTusUpload: async (uploadKey, object) =>
      (await tusStorageOf(uploadKey)).returnTusUpload(uploadKey, object),
    forgetTusUpload: async (uploadKey) => (await tusStorageOf(uploadKey)).forgetTusUpload(uploadKey),
    tusUploadDriver: tusDriverOf,
    tusUploadWritten: async (uploadKey) => (await tusStorageOf(uploadKey)).tusUploadWritten(uploadKey),
    // The bucket's unfinished uploads are its lifecycle rule's to expire (see the README).
    sweepExpiredTusUploads: () => local.sweepExpiredTusUploads(),
  };
}
