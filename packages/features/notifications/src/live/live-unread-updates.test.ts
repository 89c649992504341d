import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  HIDDEN_TAB_GRACE_MS,
  type LiveStream,
  LiveUnreadUpdates,
  type LiveUnreadUpdatesOptions,
  SETTINGS_RELOAD_SPREAD_MS,
  STREAM_RETRY_MS,
  UNREAD_POLL_INTERVAL_MS,
} from './live-unread-updates';

/** A stream the test drives as the server and the browser would. */
class ScriptedStream implements LiveStream {
  readyState = 0;
  closed = false;
  readonly #listeners = new Map<string, Array<(event: Event) => void>>();

  addEventListener(type: string, listener: (event: Event) => void): void {
    this.#listeners.set(type, [...(this.#listeners.get(type) ?? []), listener]);
  }

  close(): void {
    this.closed = true;
    this.readyState = 2;
  }

  open(): void {
    this.readyState = 1;
    this.#emit('open', new Event('open'));
  }

  send(event: string, data: unknown): void {
    this.#emit(event, new MessageEvent(event, { data: JSON.stringify(data) }));
  }

  /** A dropped connection the browser reconnects (`refused: false`), or an error answer it gives up on. */
  fail(refused: boolean): void {
    this.readyState = refused ? 2 : 0;
    this.#emit('error', new Event('error'));
  }

  #emit(type: string, event: Event): void {
    for (const listener of this.#listeners.get(type) ?? []) listener(event);
  }
}

class ScriptedVisibility {
  hidden = false;
  #changed: () => void = () => undefined;
  subscribe(changed: () => void) {
    this.#changed = changed;
    return () => {
      this.#changed = () => undefined;
    };
  }
  set(hidden: boolean) {
    this.hidden = hidden;
    this.#changed();
  }
}

let streams: ScriptedStream[];
let visibility: ScriptedVisibility;
let serverCount: number;
let updates: LiveUnreadUpdates;
const seen = { counts: [] as number[], notifications: 0, settings: 0, fetches: 0 };

function start(overrides: Partial<LiveUnreadUpdatesOptions> = {}) {
  updates = new LiveUnreadUpdates({
    openStream: () => {
      const stream = new ScriptedStream();
      streams.push(stream);
      return stream;
    },
    fetchUnreadCount: async () => {
      seen.fetches += 1;
      return serverCount;
    },
    onUnreadCount: (count) => seen.counts.push(count),
    onNotification: () => {
      seen.notifications += 1;
    },
    onSettingsChanged: () => {
      seen.settings += 1;
    },
    visibility,
    initialCount: 1,
    random: () => 0.5,
    ...overrides,
  });
  updates.start();
}

const lastStream = () => {
  const stream = streams.at(-1);
  if (!stream) throw new Error('No stream was opened.');
  return stream;
};

beforeEach(() => {
  vi.useFakeTimers();
  streams = [];
  visibility = new ScriptedVisibility();
  serverCount = 1;
  Object.assign(seen, { counts: [], notifications: 0, settings: 0, fetches: 0 });
});

afterEach(() => {
  updates.stop();
  vi.useRealTimers();
});

describe('live unread updates', () => {
  it('shows the counts the stream sends, and asks for the lists again when a notification arrives', async () => {
    start();
    lastStream().open();
    lastStream().send('unread', { unreadCount: 1 });
    lastStream().send('notification', { unreadCount: 2 });
    expect(seen.counts).toEqual([1, 2]);
    expect(seen.notifications).toBe(1);
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_INTERVAL_MS * 3);
    expect(seen.fetches).toBe(0);
  });

  it('ignores an event whose data is not a count', () => {
    start();
    lastStream().open();
    lastStream().send('unread', { unreadCount: 'many' });
    expect(seen.counts).toEqual([]);
  });

  it('polls every 30 s while the stream is off, and tells of a notification when the count rises', async () => {
    start({ openStream: null });
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_INTERVAL_MS - 1);
    expect(seen.fetches).toBe(0);
    serverCount = 3;
    await vi.advanceTimersByTimeAsync(1);
    expect(seen.counts).toEqual([3]);
    expect(seen.notifications).toBe(1);
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_INTERVAL_MS);
    expect(seen.fetches).toBe(2);
    expect(seen.notifications).toBe(1);
  });

  it('polls while the stream reconnects, and stops once it is open again', async () => {
    start();
    lastStream().open();
    lastStream().fail(false);
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_INTERVAL_MS);
    expect(seen.fetches).toBe(1);
    lastStream().open();
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_INTERVAL_MS * 2);
    expect(seen.fetches).toBe(1);
    expect(updates.isStreaming).toBe(true);
  });

  it('falls back to polling when the server refuses the stream, and tries the stream again a minute later', async () => {
    start();
    const refused = lastStream();
    refused.fail(true);
    expect(refused.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_INTERVAL_MS);
    expect(seen.fetches).toBe(1);
    await vi.advanceTimersByTimeAsync(STREAM_RETRY_MS - UNREAD_POLL_INTERVAL_MS);
    expect(streams).toHaveLength(2);
    lastStream().open();
    expect(updates.isStreaming).toBe(true);
  });

  it('closes the stream of a tab hidden for 30 s, and opens it again when the tab is shown', async () => {
    start();
    lastStream().open();
    visibility.set(true);
    await vi.advanceTimersByTimeAsync(HIDDEN_TAB_GRACE_MS - 1);
    expect(lastStream().closed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(lastStream().closed).toBe(true);
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_INTERVAL_MS * 2);
    expect(seen.fetches).toBe(0);
    visibility.set(false);
    expect(streams).toHaveLength(2);
    expect(lastStream().closed).toBe(false);
  });

  it('keeps the stream of a tab hidden only briefly', async () => {
    start();
    lastStream().open();
    visibility.set(true);
    await vi.advanceTimersByTimeAsync(HIDDEN_TAB_GRACE_MS / 2);
    visibility.set(false);
    await vi.advanceTimersByTimeAsync(HIDDEN_TAB_GRACE_MS);
    expect(streams).toHaveLength(1);
    expect(lastStream().closed).toBe(false);
  });

  it('asks for the count at once when a polling tab is shown again', async () => {
    start({ openStream: null });
    visibility.set(true);
    await vi.advanceTimersByTimeAsync(HIDDEN_TAB_GRACE_MS * 3);
    const whileHidden = seen.fetches;
    visibility.set(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(seen.fetches).toBe(whileHidden + 1);
  });

  it('reloads the settings once, at a random moment within 10 s of the change', async () => {
    start();
    lastStream().open();
    lastStream().send('settings', {});
    lastStream().send('settings', {});
    await vi.advanceTimersByTimeAsync(SETTINGS_RELOAD_SPREAD_MS / 2 - 1);
    expect(seen.settings).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen.settings).toBe(1);
  });

  it('stops everything when stopped', async () => {
    start();
    const stream = lastStream();
    stream.fail(false);
    updates.stop();
    expect(stream.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(STREAM_RETRY_MS * 2);
    expect(seen.fetches).toBe(0);
    expect(streams).toHaveLength(1);
  });
});
