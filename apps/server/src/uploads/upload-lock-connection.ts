import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { DatabaseSource } from '../db/connect';

// A 64-bit key per upload, prefixed so it cannot meet the migrations' or the job queue's advisory locks.
const TRY_LOCK = `SELECT pg_try_advisory_lock(hashtextextended('tonearm.tus.' || $1::text, 0)) AS answer`;
const UNLOCK = `SELECT pg_advisory_unlock(hashtextextended('tonearm.tus.' || $1::text, 0)) AS answer`;

/**
 * The tus locks this process holds, as PostgreSQL session-level advisory locks: a chunk reaching any instance is
 * refused while another instance writes the same upload, and an instance's locks end with its connection when it
 * dies. A session may take its own advisory lock again, so this process also refuses its own second taker.
 */
export interface UploadLockConnection {
  /**
   * Takes the lock of `uploadKey`: `false` when a request of this process or of another instance holds it.
   * @param lost called if the lock ends before {@link unlock} because its connection died, so its holder stops.
   */
  tryLock(uploadKey: string, lost?: () => void): Promise<boolean>;
  /** Lets go of a lock {@link tryLock} took. */
  unlock(uploadKey: string): Promise<void>;
  /** Lets go of every lock and of the connection. */
  close(): Promise<void>;
}

/** One database session holding advisory locks. */
export interface LockSession {
  readonly alive: boolean;
  /** Runs `statement` for `uploadKey` and answers its boolean. */
  ask(statement: string, uploadKey: string): Promise<boolean>;
  /** Calls `died` once the connection is gone; the embedded database's never goes while it is open. */
  whenDead(died: () => void): void;
  end(): Promise<void>;
}

interface HeldLock {
  /** `undefined` while the lock is being asked for: the key is already refused to others in this process. */
  session: LockSession | undefined;
  lost: (() => void) | undefined;
}

/** Advisory locks over sessions `open` gives, one at a time, a new one after the last died. */
export class AdvisoryUploadLocks implements UploadLockConnection {
  readonly #held = new Map<string, HeldLock>();
  #session: Promise<LockSession> | undefined;
  #closed = false;

  constructor(private readonly open: () => Promise<LockSession>) {}

  async tryLock(uploadKey: string, lost?: () => void): Promise<boolean> {
    // Claimed before the first await, so a racing request of this process is refused at once.
    if (this.#closed || this.#held.has(uploadKey)) return false;
    const held: HeldLock = { session: undefined, lost };
    this.#held.set(uploadKey, held);
    try {
      const session = await this.#current();
      if (!(await session.ask(TRY_LOCK, uploadKey))) {
        this.#held.delete(uploadKey);
        return false;
      }
      if (!session.alive) throw new Error('The upload lock connection ended while the lock was taken.');
      held.session = session;
      return true;
    } catch (error) {
      this.#held.delete(uploadKey);
      throw error;
    }
  }

  async unlock(uploadKey: string): Promise<void> {
    const held = this.#held.get(uploadKey);
    if (!held) return;
    try {
      // A lock on a session that died has already ended with it.
      if (held.session?.alive) await held.session.ask(UNLOCK, uploadKey);
    } finally {
      this.#held.delete(uploadKey);
    }
  }

  async close(): Promise<void> {
    this.#closed = true;
    const session = this.#session;
    this.#session = undefined;
    await session?.then((open) => open.end()).catch(() => undefined);
  }

  #current(): Promise<LockSession> {
    if (!this.#session) {
      const opening = this.open().then((session) => {
        session.whenDead(() => this.#died(opening, session));
        if (!session.alive) this.#died(opening, session);
        return session;
      });
      // A failed connection is tried again by the next request.
      opening.catch(() => {
        if (this.#session === opening) this.#session = undefined;
      });
      this.#session = opening;
    }
    return this.#session;
  }

  #died(opening: Promise<LockSession>, session: LockSession): void {
    if (this.#session === opening) this.#session = undefined;
    for (const held of this.#held.values()) if (held.session === session) held.lost?.();
  }
}

/** A connection of its own to PostgreSQL, apart from the pool: a lock belongs to the connection that took it. */
async function openPostgresSession(url: string): Promise<LockSession> {
  const client = new pg.Client({ connectionString: url, application_name: 'tonearm upload locks' });
  let alive = true;
  const deaths: Array<() => void> = [];
  const die = () => {
    if (!alive) return;
    alive = false;
    for (const died of deaths) died();
  };
  // Without an error listener a dropped connection would crash the process.
  client.on('error', die);
  client.on('end', die);
  await client.connect();
  return {
    get alive() {
      return alive;
    },
    async ask(statement, uploadKey) {
      const result = await client.query<{ answer: boolean }>(statement, [uploadKey]);
      return result.rows[0]?.answer === true;
    },
    whenDead(died) {
      deaths.push(died);
    },
    async end() {
      await client.end();
    },
  };
}

// The embedded database has one session, which every lock on it shares: so must the record of who holds which.
const embeddedLocks = new WeakMap<PGlite, UploadLockConnection>();

/**
 * The upload locks of this process over the database: a connection of their own to PostgreSQL, or the embedded
 * database's one session, whose locks are the same object for every caller.
 */
export function openUploadLocks(source: DatabaseSource): UploadLockConnection {
  if (source.engine === 'postgres') return new AdvisoryUploadLocks(() => openPostgresSession(source.url));
  const { client } = source;
  const known = embeddedLocks.get(client);
  if (known) return known;
  const session: LockSession = {
    alive: true,
    async ask(statement, uploadKey) {
      const result = await client.query<{ answer: boolean }>(statement, [uploadKey]);
      return result.rows[0]?.answer === true;
    },
    whenDead: () => undefined,
    // The embedded database is closed with the server.
    end: async () => undefined,
  };
  const locks = new AdvisoryUploadLocks(async () => session);
  embeddedLocks.set(client, locks);
  return locks;
}
