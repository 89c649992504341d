import { useEffect, useState, useSyncExternalStore } from 'react';

/** Search waits this long after the last keystroke before it asks the server (issue #7: a 300 ms debounce). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The query a search field asks for, settled once typing pauses: each change waits `delayMs` after the last one,
 * so a word typed quickly is one request. Clearing the field settles at once, so no answer for text that is gone
 * lingers; going back to the settled query cancels the wait.
 */
export class DebouncedQuery {
  #settled: string;
  #timer: ReturnType<typeof setTimeout> | undefined;
  readonly #listeners = new Set<() => void>();

  constructor(
    initial: string,
    private readonly delayMs: number = SEARCH_DEBOUNCE_MS,
  ) {
    this.#settled = initial;
  }

  /** The query to search for now. */
  get settled(): string {
    return this.#settled;
  }

  /** The field's query changed. */
  set(query: string): void {
    this.cancel();
    if (query === this.#settled) return;
    if (query === '') {
      this.#settle(query);
      return;
    }
    this.#timer = setTimeout(() => this.#settle(query), this.delayMs);
  }

  /** Drops a change still waiting. */
  cancel(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  #settle(query: string) {
    this.#timer = undefined;
    this.#settled = query;
    for (const listener of this.#listeners) listener();
  }
}

/** `query` once typing pauses, by the {@link DebouncedQuery} policy. */
export function useDebouncedQuery(query: string, delayMs: number = SEARCH_DEBOUNCE_MS): string {
  const [debounced] = useState(() => new DebouncedQuery(query, delayMs));
  useEffect(() => {
    debounced.set(query);
  }, [debounced, query]);
  useEffect(() => () => debounced.cancel(), [debounced]);
  return useSyncExternalStore(
    debounced.subscribe,
    () => debounced.settled,
    () => debounced.settled,
  );
}
