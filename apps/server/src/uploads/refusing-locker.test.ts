import { describe, expect, it } from 'vitest';
import { RefusingLocker, UPLOAD_LOCKED } from './refusing-locker';

const noop = () => undefined;

describe('the tus locker', () => {
  it('refuses a second request for an upload in flight with 423, and lets the next one in after unlock', async () => {
    const locker = new RefusingLocker();
    const first = locker.newLock('a');
    await first.lock(new AbortController().signal, noop);
    await expect(locker.newLock('a').lock(new AbortController().signal, noop)).rejects.toBe(UPLOAD_LOCKED);
    await first.unlock();
    await expect(locker.newLock('a').lock(new AbortController().signal, noop)).resolves.toBeUndefined();
  });

  it('keeps the upload locked until the bytes its request received are written', async () => {
    let finishWriting: () => void = noop;
    const writing = new Promise<void>((resolve) => {
      finishWriting = resolve;
    });
    const locker = new RefusingLocker(() => writing);
    const cut = locker.newLock('a');
    await cut.lock(new AbortController().signal, noop);
    const unlocked = cut.unlock();
    await expect(locker.newLock('a').lock(new AbortController().signal, noop)).rejects.toBe(UPLOAD_LOCKED);
    finishWriting();
    await unlocked;
    await expect(locker.newLock('a').lock(new AbortController().signal, noop)).resolves.toBeUndefined();
  });

  it('asks whether a request may have the lock only once the lock is free, and holds nothing when refused', async () => {
    const asked: string[] = [];
    const refusal = { status_code: 409, body: 'overtaken' };
    let refuse = false;
    const locker = new RefusingLocker(undefined, (id) => {
      asked.push(id);
      if (refuse) throw refusal;
    });
    const first = locker.newLock('a');
    await first.lock(new AbortController().signal, noop);
    await expect(locker.newLock('a').lock(new AbortController().signal, noop)).rejects.toBe(UPLOAD_LOCKED);
    expect(asked).toEqual(['a']);
    await first.unlock();
    refuse = true;
    await expect(locker.newLock('a').lock(new AbortController().signal, noop)).rejects.toBe(refusal);
    refuse = false;
    await expect(locker.newLock('a').lock(new AbortController().signal, noop)).resolves.toBeUndefined();
  });
});
