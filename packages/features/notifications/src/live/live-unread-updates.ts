import { type LiveUpdateEvent, readLiveUnreadCount } from '@tonearm/client/contract';

/**
 * How often the count is asked for while the stream is off or down: the spec's freshness for query data (doc 001
 * §9: fresh for 30000 ms).
 */
export const UNREAD_POLL_INTERVAL_MS = 30_000;

/** A tab hidden this long closes its stream and stops asking, so background tabs hold no connection. */
export const HIDDEN_TAB_GRACE_MS = 30_000;

/** A stream the server refused (off, signed out, restarting) is tried again this much later, polling meanwhile. */
export const STREAM_RETRY_MS = 60_000;

/** Tabs reload the settings within this much time of a change, each at a random moment, so not all at once. */
export const SETTINGS_RELOAD_SPREAD_MS = 10_000;

/** What the policy needs of the browser's `EventSource`. */
export interface LiveStream {
  readonly readyState: number;
  addEventListener(type: LiveUpdateEvent | 'open' | 'error', listener: (event: Event) => void): void;
  close(): void;
}

/** `EventSource.CLOSED`: the browser gave up (the server answered with an error) and will not reconnect. */
const STREAM_CLOSED = 2;

/** Whether the page is hidden, and a way to hear when that changes. */
export interface PageVisibility {
  readonly hidden: boolean;
  subscribe(changed: () => void): () => void;
}

export interface LiveUnreadUpdatesOptions {
  /** Opens the stream, or `null` where it is turned off or the browser has no `EventSource`. */
  openStream: (() => LiveStream) | null;
  /** Asks the server for the unread count (the polling fallback). */
  fetchUnreadCount(): Promise<number>;
  /** A count from the server, streamed or polled. */
  onUnreadCount(count: number): void;
  /** A notification arrived: the lists should be asked for again. */
  onNotification(): void;
  /** An admin saved the settings: the bootstrap data should be loaded again. */
  onSettingsChanged(): void;
  visibility: PageVisibility;
  /** The count the page started with, so a polled count above it tells of a new notification. */
  initialCount?: number;
  /** @default Math.random */
  random?: () => number;
}

/**
 * Keeps the unread count current without a page load: through the live updates stream while it is open, by asking
 * every {@link UNREAD_POLL_INTERVAL_MS} while it is off, refused or reconnecting, and not at all in a tab hidden
 * for {@link HIDDEN_TAB_GRACE_MS}, which catches up as it is shown again.
 */
export class LiveUnreadUpdates {
  #stream: LiveStream | null = null;
  #streaming = false;
  #pollTimer: ReturnType<typeof setTimeout> | undefined;
  #retryTimer: ReturnType<typeof setTimeout> | undefined;
  #hiddenTimer: ReturnType<typeof setTimeout> | undefined;
  #settingsTimer: ReturnType<typeof setTimeout> | undefined;
  #lastCount: number | null = null;
  #running = false;
  #stopVisibility: () => void = () => undefined;

  constructor(private readonly options: LiveUnreadUpdatesOptions) {
    this.#lastCount = options.initialCount ?? null;
  }

  /** Whether updates come through the stream now (rather than by polling). */
  get isStreaming(): boolean {
    return this.#streaming;
  }

  start(): void {
    if (this.#running) return;
    this.#running = true;
    this.#stopVisibility = this.options.visibility.subscribe(() => this.#visibilityChanged());
    if (!this.options.visibility.hidden) this.#connect(false);
  }

  stop(): void {
    this.#running = false;
    this.#stopVisibility();
    this.#disconnect();
    clearTimeout(this.#hiddenTimer);
    clearTimeout(this.#settingsTimer);
  }

  #connect(catchUp: boolean): void {
    if (this.options.openStream && this.#retryTimer === undefined) {
      this.#openStream(this.options.openStream);
    }
    // The stream opens with the count; without one, a tab shown again asks at once.
    if (!this.#stream && catchUp) void this.#poll();
    this.#schedulePoll();
  }

  #disconnect(): void {
    this.#stream?.close();
    this.#stream = null;
    this.#streaming = false;
    clearTimeout(this.#pollTimer);
    this.#pollTimer = undefined;
    clearTimeout(this.#retryTimer);
    this.#retryTimer = undefined;
  }

  #openStream(open: () => LiveStream): void {
    const stream = open();
    this.#stream = stream;
    const current = () => this.#stream === stream;
    stream.addEventListener('open', () => {
      if (!current()) return;
      this.#streaming = true;
      clearTimeout(this.#pollTimer);
      this.#pollTimer = undefined;
    });
    stream.addEventListener('error', () => {
      if (!current()) return;
      this.#streaming = false;
      if (stream.readyState === STREAM_CLOSED) {
        stream.close();
        this.#stream = null;
        this.#retryTimer = setTimeout(() => {
          this.#retryTimer = undefined;
          if (this.#running && !this.options.visibility.hidden) this.#openStream(open);
        }, STREAM_RETRY_MS);
      }
      // Reconnecting or refused, the count is asked for until the stream is open again.
      this.#schedulePoll();
    });
    const counted = (event: Event, arrived: boolean) => {
      if (!current()) return;
      const count = readLiveUnreadCount(String((event as MessageEvent).data));
      if (count === null) return;
      this.#lastCount = count;
      this.options.onUnreadCount(count);
      if (arrived) this.options.onNotification();
    };
    stream.addEventListener('unread', (event) => counted(event, false));
    stream.addEventListener('notification', (event) => counted(event, true));
    stream.addEventListener('settings', () => {
      if (!current() || this.#settingsTimer !== undefined) return;
      const wait = Math.floor((this.options.random ?? Math.random)() * SETTINGS_RELOAD_SPREAD_MS);
      this.#settingsTimer = setTimeout(() => {
        this.#settingsTimer = undefined;
        this.options.onSettingsChanged();
      }, wait);
    });
  }

  #schedulePoll(): void {
    if (this.#pollTimer !== undefined || this.#streaming || !this.#running) return;
    this.#pollTimer = setTimeout(() => {
      this.#pollTimer = undefined;
      if (this.#streaming || !this.#running) return;
      void this.#poll().finally(() => this.#schedulePoll());
    }, UNREAD_POLL_INTERVAL_MS);
  }

  async #poll(): Promise<void> {
    try {
      const count = await this.options.fetchUnreadCount();
      if (!this.#running) return;
      const arrived = this.#lastCount !== null && count > this.#lastCount;
      this.#lastCount = count;
      this.options.onUnreadCount(count);
      if (arrived) this.options.onNotification();
    } catch {
      // The next poll, or the stream, brings the count.
    }
  }

  #visibilityChanged(): void {
    if (!this.#running) return;
    if (this.options.visibility.hidden) {
      this.#hiddenTimer ??= setTimeout(() => {
        this.#hiddenTimer = undefined;
        this.#disconnect();
      }, HIDDEN_TAB_GRACE_MS);
      return;
    }
    if (this.#hiddenTimer !== undefined) {
      clearTimeout(this.#hiddenTimer);
      this.#hiddenTimer = undefined;
      return;
    }
    if (!this.#stream && this.#pollTimer === undefined) this.#connect(true);
  }
}
