import type { Lock, Locker } from '@tus/server';

/** What a tus request gets while another request holds the same upload (doc 000 §8: "Status 423 means locked"). */
export const UPLOAD_LOCKED = { status_code: 423, body: 'The upload is locked by another request.' };

/**
 * A tus locker that refuses at once instead of cancelling the holder: a second PATCH or HEAD for an upload in
 * flight answers 423, which the client retries on its schedule, so two writers never race over the same bytes.
 * One instance per process; behind a load balancer, uploads must stick to an instance or use shared storage.
 */
export class RefusingLocker implements Locker {
  private readonly held = new Set<string>();

  /**
   * @param written resolves once the upload's bytes received so far are all stored: a lock is released only then,
   * since tus lets go of a request whose body failed while its last bytes are still being written, and a HEAD in
   * between would answer an offset the file then passes.
   * @param admit called as a request takes the lock, with the request when the lock was asked for
   * {@link forRequest}, and may refuse it by throwing (see `tus-request-order.ts`).
   */
  constructor(
    private readonly written: (id: string) => Promise<void> = async () => undefined,
    private readonly admit: (id: string, request: Request | undefined) => void = () => undefined,
  ) {}

  /** The locker as tus asks for it for one request (its `locker` option as a function), so `admit` sees it. */
  forRequest(request: Request): Locker {
    return { newLock: (id) => this.newLock(id, request) };
  }

  newLock(id: string, request?: Request): Lock {
    let holding = false;
    return {
      lock: async () => {
        if (this.held.has(id)) throw UPLOAD_LOCKED;
        this.admit(id, request);
        this.held.add(id);
        holding = true;
      },
      unlock: async () => {
        if (!holding) return;
        holding = false;
        await this.written(id).catch(() => undefined);
        this.held.delete(id);
      },
    };
  }
}
