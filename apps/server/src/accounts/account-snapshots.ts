/** The channel the triggers of migration 0050 announce account changes on. */
export const ACCOUNTS_CHANNEL = 'tonearm_accounts';
/** How many sessions, and separately how many accounts, one instance keeps. */
export const SNAPSHOT_LIMIT = 10_000;
/**
 * The longest a snapshot is used: a safety net only, since every change is announced (see below). Long enough that
 * a busy session reads its account once in a while rather than on every request.
 */
export const SNAPSHOT_TTL_MS = 10_000;
/** The payload of an announcement that concerns every account (a role's permissions, a plan's role). */
export const EVERY_ACCOUNT = '*';

interface Snapshot<T> {
  value: T;
  userId: number;
  storedAt: number;
}

export interface AccountSnapshotsOptions {
  /** @default SNAPSHOT_LIMIT */
  limit?: number;
  /** @default SNAPSHOT_TTL_MS */
  ttlMs?: number;
  /** A monotonic clock in milliseconds, apart from the app's clock, which tests fix. @default performance.now */
  clock?: () => number;
  /**
   * Whether every announcement committed before `since` (on `clock`) has been heard. A snapshot is used only then,
   * so a request never sees an account older than one committed before it arrived. @default always at once
   */
  heardSince?: (since: number) => Promise<boolean>;
}

/**
 * The signed-in sessions and accounts this instance read last, so a request of a known session reads nothing from
 * the database. A snapshot is dropped exactly when what it holds changes: triggers on every table an account is made
 * of (migration 0050) NOTIFY the user's id, or `*`, on `tonearm_accounts`, which every instance listens on beside
 * the live updates (on PGlite, the embedded database's own `listen`). Triggers rather than calls in the code that
 * writes: a new route, an admin screen or a hand-written SQL statement cannot forget them.
 *
 * On PostgreSQL an announcement reaches the listening connection a moment after its commit, so a snapshot is used
 * only once the instance has caught up with everything committed before the request arrived (`heardSince`).
 * Nothing is kept while the listening connection is down (announcements would be missed), and a load that an
 * announcement overtook is not kept either: it may have read the row before the change.
 */
export class AccountSnapshots<Session, Account> {
  readonly #sessions = new Map<string, Snapshot<Session>>();
  readonly #accounts = new Map<number, Snapshot<Account>>();
  readonly #sessionsOfUser = new Map<number, Set<string>>();
  readonly #limit: number;
  readonly #ttlMs: number;
  readonly #clock: () => number;
  readonly #heardSince: (since: number) => Promise<boolean>;
  /** Counts announcements, so a load can tell whether one arrived while it read. */
  #generation = 0;
  #listening = false;

  constructor(options: AccountSnapshotsOptions = {}) {
    this.#limit = options.limit ?? SNAPSHOT_LIMIT;
    this.#ttlMs = options.ttlMs ?? SNAPSHOT_TTL_MS;
    this.#clock = options.clock ?? (() => performance.now());
    this.#heardSince = options.heardSince ?? (() => Promise.resolve(true));
  }

  /**
   * The session whose token hashes to `key`, as last read, or read now; a missing session is never kept. `since` is
   * when the request arrived, on this instance's clock: what was committed before it is seen.
   */
  session(
    key: string,
    load: () => Promise<Session | null>,
    userOf: (session: Session) => number,
    since: number = this.#clock(),
  ) {
    return this.#read(this.#sessions, key, load, userOf, since, {
      kept: (userId) => this.#indexSession(userId, key),
      dropped: (dropped, { userId }) => {
        const keys = this.#sessionsOfUser.get(userId);
        keys?.delete(dropped);
        if (keys?.size === 0) this.#sessionsOfUser.delete(userId);
      },
    });
  }

  /** The account of `userId`, as last read, or read now; `since` as for `session`. */
  account(userId: number, load: () => Promise<Account | null>, since: number = this.#clock()) {
    return this.#read(this.#accounts, userId, load, () => userId, since);
  }

  /** An announcement from the channel: a user's id, or `*` for everyone. */
  changed(payload: string): void {
    this.#generation += 1;
    const userId = payload === EVERY_ACCOUNT ? Number.NaN : Number(payload);
    if (!Number.isInteger(userId)) {
      this.clear();
      return;
    }
    this.#accounts.delete(userId);
    for (const key of this.#sessionsOfUser.get(userId) ?? []) this.#sessions.delete(key);
    this.#sessionsOfUser.delete(userId);
  }

  /** Whether announcements can arrive: off when the listening connection is lost, on once it listens again. */
  setListening(listening: boolean): void {
    this.#generation += 1;
    this.#listening = listening;
    this.clear();
  }

  clear(): void {
    this.#sessions.clear();
    this.#accounts.clear();
    this.#sessionsOfUser.clear();
  }

  /** How many sessions and accounts are kept. */
  get size(): { sessions: number; accounts: number } {
    return { sessions: this.#sessions.size, accounts: this.#accounts.size };
  }

  async #read<K, T>(
    snapshots: Map<K, Snapshot<T>>,
    key: K,
    load: () => Promise<T | null>,
    userOf: (value: T) => number,
    since: number,
    index?: { kept(userId: number): void; dropped(key: K, snapshot: Snapshot<T>): void },
  ): Promise<T | null> {
    const kept = snapshots.get(key);
    const young = kept !== undefined && this.#clock() - kept.storedAt < this.#ttlMs;
    // Used once no announcement it missed can still be on its way, unless one heard meanwhile dropped it.
    if (young && (await this.#heardSince(since)) && snapshots.get(key) === kept) return kept.value;
    if (kept && !young) {
      snapshots.delete(key);
      index?.dropped(key, kept);
    }
    const generation = this.#generation;
    const value = await load();
    if (value === null || !this.#listening || generation !== this.#generation) return value;
    if (snapshots.size >= this.#limit) {
      // Map keeps insertion order: the oldest snapshot goes first.
      const [oldest] = snapshots;
      if (oldest) {
        snapshots.delete(oldest[0]);
        index?.dropped(...oldest);
      }
    }
    const userId = userOf(value);
    snapshots.set(key, { value, userId, storedAt: this.#clock() });
    index?.kept(userId);
    return value;
  }

  #indexSession(userId: number, key: string): void {
    let keys = this.#sessionsOfUser.get(userId);
    if (!keys) {
      keys = new Set();
      this.#sessionsOfUser.set(userId, keys);
    }
    keys.add(key);
  }
}
