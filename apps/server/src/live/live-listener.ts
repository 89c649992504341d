import pg from 'pg';
import { ACCOUNTS_CHANNEL } from '../accounts/account-snapshots';
import type { DatabaseSource } from '../db/connect';
import { LIVE_CHANNEL, type LiveEvent, readLiveEvent } from './live-event';

/** Waits between attempts to listen again after the connection was lost: doubling from the first to the last. */
export const RELISTEN_DELAYS_MS = { first: 500, last: 30_000 } as const;

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

/** Stops listening. */
export type StopListening = () => Promise<void>;

/**
 * Listens on the live channel with one connection for the whole instance: the embedded database itself, or a
 * PostgreSQL connection of its own (a LISTEN belongs to its connection, and a pooled one would be handed to other
 * queries), opened again with growing waits whenever it is lost.
 */
export async function listenForLiveEvents(
  source: DatabaseSource,
  handlers: LiveEventHandlers,
): Promise<StopListening> {
  const receive = (payload: string | undefined) => {
    const event = payload === undefined ? null : readLiveEvent(payload);
    if (event) handlers.event(event);
  };
  if (source.engine === 'pglite') {
    const unlisten = await source.client.listen(LIVE_CHANNEL, receive);
    const unlistenAccounts = await source.client.listen(ACCOUNTS_CHANNEL, handlers.accountChanged);
    handlers.listening(true);
    return async () => {
      handlers.listening(false);
      await unlisten().catch(() => undefined);
      await unlistenAccounts().catch(() => undefined);
    };
  }

  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delay: number = RELISTEN_DELAYS_MS.first;
  // Every listen but the very first comes after a loss, when events may have been missed.
  let firstAttempt = true;

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
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${LIVE_CHANNEL}; LISTEN ${ACCOUNTS_CHANNEL}`);
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
  return async () => {
    stopped = true;
    handlers.listening(false);
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
