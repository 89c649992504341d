import type { Lock, Locker } from '@tus/server';
import type { UploadLockConnection } from './upload-lock-connection';

/** What a tus request gets while another request holds the same upload (doc 000 §8: "Status 423 means locked"). */
export const UPLOAD_LOCKED = { status_code: 423, body: 'The upload is locked by another request.' };

/** What a tus request gets when the database cannot be asked for the lock; the client retries a 503. */
export const UPLOAD_LOCK_UNAVAILABLE = { status_code: 503, body: 'The upload cannot be locked right now.' };

/**
 * A tus locker that keeps an upload's lock in the database, so chunks of one upload may reach any instance: a
 * second PATCH or HEAD for an upload in flight, here or on another instance, answers 423 at once instead of
 * cancelling the holder, and the client retries on its schedule, so two writers never race over the same bytes.
 */
export class DatabaseLocker implements Locker {
  /**
   * @param locks this process's locks in the database (`services.uploadLocks`).
   * @param written resolves once the upload's bytes received so far are all stored: a lock is released only then,
   * since tus lets go of a request whose body failed while its last bytes are still being written, and a HEAD in
   * between would answer an offset the file then passes.
   * @param admit called as a request takes the lock, with the request when the lock was asked for
   * {@link forRequest}, and may refuse it by throwing (see `tus-request-order.ts`).
   */
  constructor(
    private readonly locks: UploadLockConnection,
    private readonly written: (id: string) => Promise<void> = async () => undefined,
    private readonly admit: (id: string, request: Request | undefined) => void | Promise<void> = () =>
      undefined,
  ) {}

  /** The locker as tus asks for it for one request (its `locker` option as a function), so `admit` sees it. */
  forRequest(request: Request): Locker {
    return { newLock: (id) => this.newLock(id, request) };
  }

  newLock(id: string, request?: Request): Lock {
    let holding = false;
    return {
      lock: async (_signal, requestRelease) => {
        // Should the lock end with its connection, another instance may take it: this request stops writing.
        const locked = await this.locks.tryLock(id, requestRelease).catch(() => {
          throw UPLOAD_LOCK_UNAVAILABLE;
        });
        if (!locked) throw UPLOAD_LOCKED;
        try {
          await this.admit(id, request);
        } catch (refusal) {
          await this.locks.unlock(id).catch(() => undefined);
          throw refusal;
        }
        holding = true;
      },
      unlock: async () => {
        if (!holding) return;
        holding = false;
        await this.written(id).catch(() => undefined);
        await this.locks.unlock(id).catch(() => undefined);
      },
    };
  }
}
