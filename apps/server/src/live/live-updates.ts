import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { StoredAccount } from '../accounts/account';
import { ACCOUNTS_CHANNEL, AccountSnapshots } from '../accounts/account-snapshots';
import type { Database, DatabaseSource } from '../db/connect';
import { countUnreadNotifications } from '../notifications/unread-count';
import type { SessionRecord } from '../security/session-store';
import { LiveHub } from './live-hub';
import { listenForLiveEvents } from './live-listener';

/**
 * How often an open stream sends a comment and checks its session: under the 30–60 s after which proxies and load
 * balancers commonly close an idle connection.
 */
export const LIVE_HEARTBEAT_MS = 25_000;

/** Marks a `caughtUp` announcement, which names no account. */
const CAUGHT_UP = 'caught-up:';
/** The longest a state change waits for its instance to hear of it before answering anyway. */
const CAUGHT_UP_WAIT_MS = 1_000;

/**
 * This instance's live updates: its one listening connection, the tabs it fans events out to, and the signed-in
 * sessions and accounts it keeps until the connection hears that they changed.
 */
export interface LiveUpdates {
  hub: LiveHub;
  accounts: AccountSnapshots<SessionRecord, StoredAccount>;
  /** The database it listens on: another listener (another instance's) opens on the same. */
  source: DatabaseSource;
  /** How often each stream sends a heartbeat and checks its session. */
  heartbeatMs: number;
  /**
   * Resolves once this instance has heard every account change committed before the call. On PGlite that is at once;
   * on PostgreSQL announcements arrive through the listening connection a moment after their commit, so one more
   * announcement is sent and awaited: a listener gets them in the order their transactions committed.
   */
  caughtUp(): Promise<void>;
  /** Ends every stream, then stops listening. */
  close(): Promise<void>;
}

export interface LiveUpdatesOptions {
  source: DatabaseSource;
  db: Database;
  onError: (error: unknown) => void;
  /** @default LIVE_HEARTBEAT_MS */
  heartbeatMs?: number;
}

/** Starts listening for live events on the database and fanning them out to this instance's tabs. */
export async function startLiveUpdates(options: LiveUpdatesOptions): Promise<LiveUpdates> {
  const hub = new LiveHub((userId) => countUnreadNotifications(options.db, userId), options.onError);
  const accounts = new AccountSnapshots<SessionRecord, StoredAccount>();
  const awaitedMarks = new Map<string, () => void>();
  let listening = false;
  const stopListening = await listenForLiveEvents(options.source, {
    event: (event) => hub.receive(event),
    resync: () => hub.resync(),
    accountChanged: (payload) => {
      if (!payload.startsWith(CAUGHT_UP)) accounts.changed(payload);
      awaitedMarks.get(payload)?.();
    },
    listening: (on) => {
      listening = on;
      accounts.setListening(on);
    },
    error: options.onError,
  });
  const caughtUp = async () => {
    // Nothing is kept while not listening, so there is nothing to catch up with.
    if (options.source.engine === 'pglite' || !listening) return;
    const mark = `${CAUGHT_UP}${randomUUID()}`;
    const heard = new Promise<void>((resolve) => awaitedMarks.set(mark, resolve));
    try {
      await options.db.execute(sql`SELECT pg_notify(${ACCOUNTS_CHANNEL}, ${mark})`);
      await Promise.race([heard, sleep(CAUGHT_UP_WAIT_MS)]);
    } finally {
      awaitedMarks.delete(mark);
    }
  };
  return {
    hub,
    accounts,
    source: options.source,
    heartbeatMs: options.heartbeatMs ?? LIVE_HEARTBEAT_MS,
    caughtUp,
    async close() {
      hub.close();
      await stopListening();
    },
  };
}
