import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, type DatabaseSource, openDatabase } from '../db/connect';
import { createPostgresDatabase } from '../test-support/postgres-database';
import { DatabaseLocker, UPLOAD_LOCKED } from './database-locker';
import { openUploadLocks, type UploadLockConnection } from './upload-lock-connection';

const noop = () => undefined;
const signal = () => new AbortController().signal;

/**
 * One database for every test: on PostgreSQL when the suite runs there (`test:postgres`), each locker with its own
 * connection as each instance has; otherwise the embedded database, whose one session every locker shares.
 */
interface LockDatabase {
  /** The locks of one more instance (on the embedded database: the same process's). */
  instanceLocks(): UploadLockConnection;
  /** Ends the connection that holds the advisory lock of `uploadKey`, as when its instance dies. */
  endHolderConnection(): Promise<void>;
  close(): Promise<void>;
}

async function openPostgres(serverUrl: string): Promise<LockDatabase> {
  const database = await createPostgresDatabase(serverUrl);
  const admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  const opened: UploadLockConnection[] = [];
  const source: DatabaseSource = { engine: 'postgres', url: database.url };
  return {
    instanceLocks() {
      const locks = openUploadLocks(source);
      opened.push(locks);
      return locks;
    },
    async endHolderConnection() {
      await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_locks
         WHERE locktype = 'advisory' AND granted AND pid <> pg_backend_pid()`,
      );
    },
    async close() {
      for (const locks of opened) await locks.close();
      await admin.end();
      await database.drop();
    },
  };
}

async function openEmbedded(): Promise<LockDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), 'tonearm-locks-'));
  let handle: DatabaseHandle = await openDatabase({ dataDir });
  return {
    instanceLocks: () => openUploadLocks(handle.source),
    // The embedded database's one connection dies with its process; reopening its files is what comes after.
    async endHolderConnection() {
      await handle.close();
      handle = await openDatabase({ dataDir });
    },
    async close() {
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

let database: LockDatabase;
const serverUrl = process.env.TEST_DATABASE_URL;

beforeAll(async () => {
  database = serverUrl ? await openPostgres(serverUrl) : await openEmbedded();
}, 60_000);

afterAll(async () => {
  await database.close();
});

describe('the tus locker in the database', () => {
  it('refuses a second request for an upload in flight with 423, and lets the next one in after unlock', async () => {
    const locker = new DatabaseLocker(database.instanceLocks());
    const first = locker.newLock('a');
    await first.lock(signal(), noop);
    await expect(locker.newLock('a').lock(signal(), noop)).rejects.toBe(UPLOAD_LOCKED);
    await first.unlock();
    const next = locker.newLock('a');
    await expect(next.lock(signal(), noop)).resolves.toBeUndefined();
    await next.unlock();
  });

  it('refuses the racing chunk in the same process, though the database would let its session lock twice', async () => {
    const locker = new DatabaseLocker(database.instanceLocks());
    const locks = [locker.newLock('b'), locker.newLock('b')];
    const racing = await Promise.allSettled(locks.map((lock) => lock.lock(signal(), noop)));
    expect(racing.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(racing.find((result) => result.status === 'rejected')).toMatchObject({ reason: UPLOAD_LOCKED });
    for (const lock of locks) await lock.unlock();
    const next = locker.newLock('b');
    await expect(next.lock(signal(), noop)).resolves.toBeUndefined();
    await next.unlock();
  });

  it("refuses an upload another instance's locker holds, and takes it once that one lets go", async () => {
    const one = new DatabaseLocker(database.instanceLocks());
    const other = new DatabaseLocker(database.instanceLocks());
    const held = one.newLock('c');
    await held.lock(signal(), noop);
    await expect(other.newLock('c').lock(signal(), noop)).rejects.toBe(UPLOAD_LOCKED);
    await held.unlock();
    const taken = other.newLock('c');
    await taken.lock(signal(), noop);
    await expect(one.newLock('c').lock(signal(), noop)).rejects.toBe(UPLOAD_LOCKED);
    await taken.unlock();
  });

  it('keeps the upload locked until the bytes its request received are written', async () => {
    let finishWriting: () => void = noop;
    const writing = new Promise<void>((resolve) => {
      finishWriting = resolve;
    });
    const locks = database.instanceLocks();
    const locker = new DatabaseLocker(locks, () => writing);
    const cut = locker.newLock('d');
    await cut.lock(signal(), noop);
    const unlocked = cut.unlock();
    await expect(locker.newLock('d').lock(signal(), noop)).rejects.toBe(UPLOAD_LOCKED);
    await expect(new DatabaseLocker(database.instanceLocks()).newLock('d').lock(signal(), noop)).rejects.toBe(
      UPLOAD_LOCKED,
    );
    finishWriting();
    await unlocked;
    const next = new DatabaseLocker(locks).newLock('d');
    await expect(next.lock(signal(), noop)).resolves.toBeUndefined();
    await next.unlock();
  });

  it('asks whether a request may have the lock only once the lock is free, and holds nothing when refused', async () => {
    const asked: string[] = [];
    const refusal = { status_code: 409, body: 'overtaken' };
    let refuse = false;
    const locks = database.instanceLocks();
    const locker = new DatabaseLocker(locks, undefined, (id) => {
      asked.push(id);
      if (refuse) throw refusal;
    });
    const first = locker.newLock('e');
    await first.lock(signal(), noop);
    await expect(locker.newLock('e').lock(signal(), noop)).rejects.toBe(UPLOAD_LOCKED);
    expect(asked).toEqual(['e']);
    await first.unlock();
    refuse = true;
    await expect(locker.newLock('e').lock(signal(), noop)).rejects.toBe(refusal);
    // Nothing is held after the refusal, here or for another instance.
    const elsewhere = new DatabaseLocker(database.instanceLocks()).newLock('e');
    await expect(elsewhere.lock(signal(), noop)).resolves.toBeUndefined();
    await elsewhere.unlock();
  });

  it("frees an upload when its holder's connection dies, and tells the holder to stop writing", async () => {
    let released = false;
    const dying = new DatabaseLocker(database.instanceLocks()).newLock('f');
    await dying.lock(signal(), () => {
      released = true;
    });
    await database.endHolderConnection();
    const survivor = new DatabaseLocker(database.instanceLocks());
    await expect
      .poll(
        async () => {
          const lock = survivor.newLock('f');
          return lock.lock(signal(), noop).then(
            () => true,
            () => false,
          );
        },
        { timeout: 5_000, interval: 100 },
      )
      .toBe(true);
    // Only a server connection can die under a live process; the embedded one ends with it.
    if (serverUrl) expect(released).toBe(true);
  });
});
