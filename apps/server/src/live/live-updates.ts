import type { StoredAccount } from '../accounts/account';
import { AccountSnapshots } from '../accounts/account-snapshots';
import type { Database, DatabaseSource } from '../db/connect';
import { countUnreadNotifications } from '../notifications/unread-count';
import type { SessionRecord } from '../security/session-store';
import { LiveHub } from './live-hub';
import { type LiveListener, listenForLiveEvents } from './live-listener';

/**
 * How often an open stream sends a comment and checks its session: under the 30–60 s after which proxies and load
 * balancers commonly close an idle connection.
 */
export const LIVE_HEARTBEAT_MS = 25_000;

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
  let listener: LiveListener | undefined;
  const accounts = new AccountSnapshots<SessionRecord, StoredAccount>({
    heardSince: (since) => listener?.heardSince(since) ?? Promise.resolve(false),
  });
  listener = await listenForLiveEvents(options.source, {
    event: (event) => hub.receive(event),
    resync: () => hub.resync(),
    accountChanged: (payload) => accounts.changed(payload),
    listening: (on) => accounts.setListening(on),
    error: options.onError,
  });
  return {
    hub,
    accounts,
    source: options.source,
    heartbeatMs: options.heartbeatMs ?? LIVE_HEARTBEAT_MS,
    async close() {
      hub.close();
      await listener?.stop();
    },
  };
}
