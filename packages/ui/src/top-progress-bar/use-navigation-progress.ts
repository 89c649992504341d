import { useEffect, useState, useSyncExternalStore } from 'react';

/** The top progress bar appears once navigation has been loading for 50 ms. */
export const PROGRESS_BAR_DELAY_MS = 50;
/** A loading indicator appears after 500 ms. */
export const LOADING_INDICATOR_DELAY_MS = 500;

/** `idle`: nothing shown; `bar`: the progress bar; `indicator`: the bar and the loading indicator. */
export type NavigationProgressPhase = 'idle' | 'bar' | 'indicator';

/**
 * What a navigation in progress shows, by how long it has been loading: nothing for the first 50 ms (most
 * navigations finish sooner), then the progress bar, then from 500 ms a loading indicator as well.
 */
export class NavigationProgress {
  #phase: NavigationProgressPhase = 'idle';
  #isLoading = false;
  #timers: ReturnType<typeof setTimeout>[] = [];
  #listeners = new Set<() => void>();

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  };

  getSnapshot = (): NavigationProgressPhase => this.#phase;

  /** Starts timing when loading begins; ending it hides everything at once. Repeating a state changes nothing. */
  setLoading(isLoading: boolean): void {
    if (isLoading === this.#isLoading) return;
    this.#isLoading = isLoading;
    this.#clearTimers();
    if (isLoading) {
      this.#timers = [
        setTimeout(() => this.#set('bar'), PROGRESS_BAR_DELAY_MS),
        setTimeout(() => this.#set('indicator'), LOADING_INDICATOR_DELAY_MS),
      ];
    } else {
      this.#set('idle');
    }
  }

  dispose(): void {
    this.#clearTimers();
  }

  #clearTimers(): void {
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers = [];
  }

  #set(phase: NavigationProgressPhase): void {
    if (phase === this.#phase) return;
    this.#phase = phase;
    for (const listener of this.#listeners) listener();
  }
}

/** The phase to show while `isLoading` (e.g. the router's navigation state is not idle). */
export function useNavigationProgress(isLoading: boolean): NavigationProgressPhase {
  const [progress] = useState(() => new NavigationProgress());
  useEffect(() => {
    progress.setLoading(isLoading);
  }, [progress, isLoading]);
  useEffect(() => () => progress.dispose(), [progress]);
  return useSyncExternalStore(progress.subscribe, progress.getSnapshot, progress.getSnapshot);
}
