import type { Readable } from 'node:stream';
import type { DataStore } from '@tus/server';
import type { ByteRange } from '../storage/serve-file';
import type { Disk } from './disk';

/** The storage drivers: both disks under `DATA_DIR`, or both in one S3-compatible bucket. */
export type StorageDriver = 'local' | 's3';

/** A part storage holds, with S3's ListParts names. */
export interface StoredPart {
  PartNumber: number;
  ETag: string;
  Size: number;
}

/** A part as `complete` names it. */
export interface CompletedPart {
  PartNumber: number;
  ETag: string;
}

/** An object on a disk. */
export interface StoredObjectRef {
  disk: Disk;
  name: string;
  /**
   * The storage the object is in, or is to be written to, when the caller holds its record (an entry's or an
   * announcement's `driver`); without it the object's record is looked up, and a new object goes to the storage
   * chosen now.
   */
  driver?: StorageDriver | null;
}

/** A multipart upload of an object. */
export interface MultipartRef extends StoredObjectRef {
  uploadId: string;
}

/** What a browser may PUT straight to storage. */
export interface DirectPut extends StoredObjectRef {
  /** The `Content-Type` the browser will send, if any: S3 signs it. */
  mime: string | null;
  /** The canned ACL the browser sends as `x-amz-acl`. */
  acl: 'public-read' | 'private';
}

/**
 * Where uploaded files live (doc 000 §9): the local disks under `DATA_DIR`, or an S3-compatible bucket. Routes speak
 * only to this, so both drivers answer the same calls with the same rules; the object key of a file is
 * `<disk>/<name>` in either. The server's own storage (`switching-upload-storage.ts`) sends new objects to the
 * storage chosen now and every other call to the storage the object was written to.
 */
export interface UploadStorage {
  /** Where new objects go. */
  readonly driver: StorageDriver;
  /** Whether the browser sends files straight to storage (S3 with direct upload on). */
  readonly directUpload: boolean;

  /** Stores a finished local file (a received plain upload) as the object; the file is gone afterwards. */
  storeFile(object: StoredObjectRef, file: string): Promise<void>;
  /** The object's size, or `null` when there is no such object. */
  sizeOf(object: StoredObjectRef): Promise<number | null>;
  /** The object's bytes, all of them or one range. */
  read(object: StoredObjectRef, range?: ByteRange): Readable;
  remove(object: StoredObjectRef): Promise<void>;

  /** A URL the browser PUTs the object to, working for a limited time. */
  presignPut(origin: string, put: DirectPut): Promise<string>;
  /** Starts a multipart upload of the object; answers its upload id. */
  createMultipart(object: StoredObjectRef & { mime: string | null }): Promise<string>;
  /** The parts storage holds, in ascending order; S3's NoSuchUpload when the upload is gone. */
  listParts(upload: MultipartRef): Promise<StoredPart[]>;
  /** A URL the browser PUTs one part to, working for a limited time. */
  presignPart(origin: string, upload: MultipartRef, partNumber: number): Promise<string>;
  /** Joins the named parts (ascending) into the object and frees them; answers the object's ETag. */
  completeMultipart(upload: MultipartRef, parts: readonly CompletedPart[]): Promise<{ etag: string }>;
  /** Frees every part of the upload. */
  abortMultipart(upload: MultipartRef): Promise<void>;

  /** The tus data store for unfinished resumable uploads. */
  readonly tusStore: DataStore;
  /** Makes a finished tus upload the object (moved or copied); its tus data stays until {@link forgetTusUpload}. */
  adoptTusUpload(uploadKey: string, object: StoredObjectRef): Promise<void>;
  /** Undoes {@link adoptTusUpload} when the entry could not be recorded, so the same key can be tried again. */
  returnTusUpload(uploadKey: string, object: StoredObjectRef): Promise<void>;
  /** Drops what tus kept of a finished upload once its entry exists. */
  forgetTusUpload(uploadKey: string): Promise<void>;
  /** The storage a tus upload was started on, which it finishes on whatever the storage chosen since. */
  tusUploadDriver(uploadKey: string): Promise<StorageDriver>;
  /** Resolves once every byte received for the tus upload is stored, even after its request ended. */
  tusUploadWritten(uploadKey: string): Promise<void>;
  /** Removes tus uploads past their lifetime; answers how many went. */
  sweepExpiredTusUploads(): Promise<number>;
}
