import type { LiveEvent } from './live-event';

/** What a tab's stream is told: the unread count (with whether a notification just arrived), or new settings. */
export type LiveMessage =
  | { event: 'notification' | 'unread'; data: { unreadCount: number } }
  | { event: 'settings'; data: Record<string, never> };

/** One signed-in tab's stream. */
export interface LiveTab {
  send(message: LiveMessage): void;
  /** Ends the stream (the server is stopping). */
  end(): void;
}

interface CountRead {
  /** Another event came while the count was read: read it again once this read ends. */
  again: boolean;
  /** A notification arrived since the last count was sent. */
  arrived: boolean;
}

/**
 * The tabs streaming from this instance, by user, and what each event means for them. The count is read once per
 * event for a user with tabs here, whichever instance published it, and events that arrive while it is read are
 * answered by one more read, so a burst costs two reads and the last count sent is never older than the last event.
 */
export class LiveHub {
  readonly #tabs = new Map<number, Set<LiveTab>>();
  readonly #reads = new Map<number, CountRead>();
  #closed = false;

  constructor(
    private readonly readUnreadCount: (userId: number) => Promise<number>,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Whether the instance is stopping: new streams are refused. */
  get closed(): boolean {
    return this.#closed;
  }

  /** Adds a user's tab; answers the function that removes it. */
  add(userId: number, tab: LiveTab): () => void {
    let tabs = this.#tabs.get(userId);
    if (!tabs) {
      tabs = new Set();
      this.#tabs.set(userId, tabs);
    }
    tabs.add(tab);
    return () => {
      tabs.delete(tab);
      if (tabs.size === 0 && this.#tabs.get(userId) === tabs) this.#tabs.delete(userId);
    };
  }

  receive(event: LiveEvent): void {
    if (event.k === 'settings') {
      for (const tabs of this.#tabs.values())
        for (const tab of tabs) tab.send({ event: 'settings', data: {} });
      return;
    }
    if (this.#tabs.has(event.u)) this.#sendCount(event.u, event.k === 'notification');
  }

  /** Sends every connected user's count again, after events may have been missed. */
  resync(): void {
    for (const userId of this.#tabs.keys()) this.#sendCount(userId, false);
  }

  /** Ends every stream and refuses new ones. */
  close(): void {
    this.#closed = true;
    for (const tabs of this.#tabs.values()) for (const tab of tabs) tab.end();
    this.#tabs.clear();
  }

  #sendCount(userId: number, arrived: boolean): void {
    const reading = this.#reads.get(userId);
    if (reading) {
      reading.again = true;
      reading.arrived ||= arrived;
      return;
    }
    const read: CountRead = { again: false, arrived };
    this.#reads.set(userId, read);
    void (async () => {
      try {
        do {
          read.again = false;
          const event = read.arrived ? 'notification' : 'unread';
          read.arrived = false;
          const unreadCount = await this.readUnreadCount(userId);
          for (const tab of this.#tabs.get(userId) ?? []) tab.send({ event, data: { unreadCount } });
        } while (read.again);
      } catch (error) {
        this.onError(error);
      } finally {
        this.#reads.delete(userId);
      }
    })();
  }
}
