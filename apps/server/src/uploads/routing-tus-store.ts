import type { Readable } from 'node:stream';
import { DataStore, type Upload } from '@tus/server';

/** Where the routing store finds the store of an upload. */
export interface TusStoreRoutes {
  /** The store new uploads are created in: that of the storage chosen now. */
  current(): Promise<DataStore>;
  /** The store an upload was created in, whatever the storage chosen since. */
  of(uploadKey: string): Promise<DataStore>;
  /** How long the store new uploads go to keeps an unfinished one (0: its own rule). */
  expiration(): number;
}

// A store that can stream a finished upload back (tus GET); both the file and the S3 store can.
type ReadableStore = DataStore & { read(uploadKey: string): Promise<Readable> | Readable };
const canRead = (store: DataStore): store is ReadableStore =>
  typeof (store as Partial<ReadableStore>).read === 'function';

/**
 * One tus data store over the local and the bucket's: an upload is created in the store of the storage chosen at
 * its creation, and every later request of it (HEAD, PATCH, DELETE) reaches that store, so an upload in progress
 * when the storage is switched finishes where it started.
 */
export class RoutingTusStore extends DataStore {
  constructor(private readonly routes: TusStoreRoutes) {
    super();
    // Both stores implement the same extensions; tus announces them in OPTIONS.
    this.extensions = [
      'creation',
      'creation-with-upload',
      'creation-defer-length',
      'termination',
      'expiration',
    ];
  }

  override async create(upload: Upload): Promise<Upload> {
    return (await this.routes.current()).create(upload);
  }

  override async write(stream: Readable, uploadKey: string, offset: number): Promise<number> {
    return (await this.routes.of(uploadKey)).write(stream, uploadKey, offset);
  }

  override async getUpload(uploadKey: string): Promise<Upload> {
    return (await this.routes.of(uploadKey)).getUpload(uploadKey);
  }

  override async remove(uploadKey: string): Promise<void> {
    return (await this.routes.of(uploadKey)).remove(uploadKey);
  }

  override async declareUploadLength(uploadKey: string, length: number): Promise<void> {
    return (await this.routes.of(uploadKey)).declareUploadLength(uploadKey, length);
  }

  async read(uploadKey: string): Promise<Readable> {
    const store = await this.routes.of(uploadKey);
    if (!canRead(store)) throw new Error('The upload storage cannot read uploads back.');
    return store.read(uploadKey);
  }

  override getExpiration(): number {
    return this.routes.expiration();
  }
}
