import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { ACCOUNTS_CHANNEL } from '../accounts/account-snapshots';
import type { DatabaseSource } from '../db/connect';
import { CatchUpRounds } from './catch-up-rounds';
import { LIVE_CHANNEL, type LiveEvent, readLiveEvent } from './live-event';

/** Waits between attempts to listen again after the connection was lost: doubling from the first to the last. */
export const RELISTEN_DELAYS_MS = { first: 500, last: 30_000 } as const;
/** The longest a catch-up mark is awaited before the caller reads the database instead. */
export const MARK_WAIT_MS = 500;

export interface LiveEventHandlers {
  /** An event some instance published. */
  event(event: LiveEvent): void;
  /** Listening again after a lost connection: events may have been missed meanwhile. */
  resync(): void;
  /** A user's account changed (their id), or every account (`*`), as the triggers of migration 0050 announce. */
  accountChanged(payload: string): void;
  /** Whether announcements can arrive now: on at each listen, off as soon as the connection is lost. */
  listening(on: boolean): void;
  /** A connection problem, for the error log; listening goes on. */
  error(error: unknown): void;
}

export interface LiveListener {
  /**
   * Resolves `true` once this instance has heard every announcement committed before `since` (a `performance.now()`
   * time), `false` when that cannot be known now. On PGlite announcements are heard before the writing statement
   * returns, so always at once.
   */
  heardSince(since: number): Promise<boolean>;
  /** Stops listening. */
  stop(): Promise<void>;
}

/**
 * Listens on the live channel with one connection for the whole instance: the embedded database itself, or a
 * PostgreSQL connection of its own (a LISTEN belongs to its connection, and a pooled one would be handed to other
 * queries), opened again with growing waits whenever it is lost.
 */
export async function listenForLiveEvents(
  source: DatabaseSource,
  handlers: LiveEventHandlers,
): Promise<LiveListener> {
  const receive = (payload: string | undefined) => {
    const event = payload === undefined ? null : readLiveEvent(payload);
    if (event) handlers.event(event);
  };
  if (source.engine === 'pglite') {
    const unlisten = await source.client.listen(LIVE_CHANNEL, receive);
    const unlistenAccounts = await source.client.listen(ACCOUNTS_CHANNEL, handlers.accountChanged);
    handlers.listening(true);
    return {
      heardSince: () => Promise.resolve(true),
      async stop() {
        handlers.listening(false);
        await unlisten().catch(() => undefined);
        await unlistenAccounts().catch(() => undefined);
      },
    };
  }

  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delay: number = RELISTEN_DELAYS_MS.first;
  // Every listen but the very first comes after a loss, when events may have been missed.
  let firstAttempt = true;
  // A channel only this connection listens on, for the marks of its catch-up rounds.
  const markChannel = `tonearm_heard_${randomBytes(8).toString('hex')}`;
  const awaitedMarks = new Map<string, () => void>();
  let marksSent = 0;
  const rounds = new CatchUpRounds(async () => {
    const listening = client;
    if (!listening) return false;
    const mark = String(++marksSent);
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<boolean>((resolve) => {
      awaitedMarks.set(mark, () => resolve(true));
      timer = setTimeout(() => resolve(false), MARK_WAIT_MS);
    });
    try {
      // Sent on the listening connection itself: no pool to wait for, and it hears its own announcement.
      await listening.query('SELECT pg_notify($1, $2)', [markChannel, mark]);
      return await heard;
    } finally {
      clearTimeout(timer);
      awaitedMarks.delete(mark);
    }
  });

  const connect = async () => {
    if (stopped) return;
    const next = new pg.Client({ connectionString: source.url, application_name: 'tonearm live updates' });
    let lost = false;
    const onLost = (error?: unknown) => {
      if (lost) return;
      lost = true;
      handlers.listening(false);
      firstAttempt = false;
      if (error) handlers.error(error);
      if (client === next) client = undefined;
      rounds.reset();
      next.end().catch(() => undefined);
      if (!stopped) {
        retry = setTimeout(() => void connect(), delay);
        delay = Math.min(delay * 2, RELISTEN_DELAYS_MS.last);
      }
    };
    next.on('error', onLost);
    next.on('end', () => onLost());
    next.on('notification', (message) => {
      if (message.channel === LIVE_CHANNEL) receive(message.payload);
      else if (message.channel === ACCOUNTS_CHANNEL) handlers.accountChanged(message.payload ?? '');
      else if (message.channel === markChannel) awaitedMarks.get(message.payload ?? '')?.();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${LIVE_CHANNEL}; LISTEN ${ACCOUNTS_CHANNEL}; LISTEN ${markChannel}`);
    } catch (error) {
      onLost(error);
      return;
    }
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    handlers.listening(true);
    delay = RELISTEN_DELAYS_MS.first;
    if (!firstAttempt) handlers.resync();
    firstAttempt = false;
  };

  await connect();
  return {
    heardSince: (since) => rounds.heardSince(since),
    async stop() {
      stopped = true;
      handlers.listening(false);
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
