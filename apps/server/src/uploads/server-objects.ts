import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { randomToken } from '../security/tokens';
import type { ByteRange } from '../storage/serve-file';
import type { Disk } from './disk';
import { isFiledObjectName, isObjectName, newObjectName } from './local-disks';
import { incomingFolder } from './plain-upload-form';
import { serverObjects } from './server-objects-table';
import type { StorageDriver, StoredObjectRef, UploadStorage } from './upload-storage';

/** Where a new object goes: a disk, and the folder on it (the disk prefix) if any. */
export interface ObjectPlace {
  disk: Disk;
  folder?: string;
}

/** An object the server stored, as its record names it. */
export interface ServerObject {
  name: string;
  disk: Disk;
  driver: StorageDriver;
}

/**
 * The objects the server stores itself rather than a user's upload: imported music, the covers read from it,
 * avatars and playlist covers. Each goes to the upload storage chosen when it is written (the bucket when one is
 * set, so every instance reads it) and is recorded with that storage, where it stays after a switch.
 */
export interface ServerObjects {
  /** Stores the local file `file` as a new object; the file is gone afterwards. */
  storeFile(place: ObjectPlace, file: string, extension: string | null): Promise<ServerObject>;
  /** Stores `bytes` as a new object. */
  storeBytes(place: ObjectPlace, bytes: Uint8Array, extension: string | null): Promise<ServerObject>;
  /** The record of the object named `name`; `null` when the server stored none by that name. */
  find(name: string): Promise<ServerObject | null>;
  /** The object's size, or `null` when it is gone from its storage. */
  sizeOf(object: ServerObject): Promise<number | null>;
  /** The object's bytes, all of them or one range. */
  read(object: ServerObject, range?: ByteRange): Readable;
  /**
   * Removes the object and its record; a name the server did not store (a user's upload, say) is left alone.
   * Answers whether there was one.
   */
  remove(name: string): Promise<boolean>;
}

export interface ServerObjectsOptions {
  db: Database;
  uploadStorage: UploadStorage;
  /** Where bytes wait on their way to storage, in the folder swept of files a crash left behind. */
  dataDir: string;
}

const isStoredName = (name: string) => isObjectName(name) || isFiledObjectName(name);

const refOf = ({ disk, name, driver }: ServerObject): StoredObjectRef => ({ disk, name, driver });

export function createServerObjects({ db, uploadStorage, dataDir }: ServerObjectsOptions): ServerObjects {
  async function storeFile(
    place: ObjectPlace,
    file: string,
    extension: string | null,
  ): Promise<ServerObject> {
    const name = newObjectName(extension);
    const object: ServerObject = {
      name: place.folder ? `${place.folder}/${name}` : name,
      disk: place.disk,
      driver: uploadStorage.driver,
    };
    if (!isStoredName(object.name)) throw new Error(`Not a folder of a disk: ${place.folder}`);
    try {
      await uploadStorage.storeFile(refOf(object), file);
    } finally {
      await rm(file, { force: true });
    }
    try {
      await db.insert(serverObjects).values(object);
    } catch (error) {
      await uploadStorage.remove(refOf(object));
      throw error;
    }
    return object;
  }

  return {
    storeFile,
    async storeBytes(place, bytes, extension) {
      const folder = incomingFolder(dataDir);
      await mkdir(folder, { recursive: true });
      const file = join(folder, randomToken(18));
      try {
        await writeFile(file, bytes, { flag: 'wx' });
      } catch (error) {
        await rm(file, { force: true });
        throw error;
      }
      return storeFile(place, file, extension);
    },
    async find(name) {
      if (!isStoredName(name)) return null;
      const [row] = await db
        .select({ name: serverObjects.name, disk: serverObjects.disk, driver: serverObjects.driver })
        .from(serverObjects)
        .where(eq(serverObjects.name, name));
      return row ?? null;
    },
    sizeOf: (object) => uploadStorage.sizeOf(refOf(object)),
    read: (object, range) => uploadStorage.read(refOf(object), range),
    async remove(name) {
      if (!isStoredName(name)) return false;
      // The record goes first: an object no record names is never served, whatever happens to the removal.
      const [row] = await db.delete(serverObjects).where(eq(serverObjects.name, name)).returning();
      if (row) await uploadStorage.remove(refOf(row));
      return row !== undefined;
    },
  };
}
