import { useEffect, useState, useSyncExternalStore } from 'react';

/** A spinner appears only once the work has lasted this long. */
export const SPINNER_APPEAR_DELAY_MS = 50;
/** Once shown, a spinner stays at least this long, so it never flickers. */
export const SPINNER_MIN_VISIBLE_MS = 200;

export interface DelayedVisibilityOptions {
  /**
   * How long the work must last before the indicator appears.
   * @default SPINNER_APPEAR_DELAY_MS
   */
  appearDelay?: number;
  /**
   * The shortest time the indicator stays once it has appeared.
   * @default SPINNER_MIN_VISIBLE_MS
   */
  minVisible?: number;
}

/**
 * Decides whether a loading indicator is on screen: it appears only after the work has lasted `appearDelay`, and once
 * shown stays at least `minVisible`, even when the work ends sooner.
 */
export class DelayedVisibility {
  readonly #appearDelay: number;
  readonly #minVisible: number;
  readonly #listeners = new Set<() => void>();
  #isActive = false;
  #isVisible = false;
  #appearTimer: ReturnType<typeof setTimeout> | undefined;
  #minVisibleTimer: ReturnType<typeof setTimeout> | undefined;

  constructor({
    appearDelay = SPINNER_APPEAR_DELAY_MS,
    minVisible = SPINNER_MIN_VISIBLE_MS,
  }: DelayedVisibilityOptions = {}) {
    this.#appearDelay = appearDelay;
    this.#minVisible = minVisible;
  }

  /** Whether the indicator is on screen now. */
  get isVisible(): boolean {
    return this.#isVisible;
  }

  /** Tells whether the work the indicator stands for is in progress. */
  setActive(isActive: boolean): void {
    if (isActive === this.#isActive) return;
    this.#isActive = isActive;
    if (isActive) {
      if (!this.#isVisible) this.#appearTimer ??= setTimeout(() => this.#appear(), this.#appearDelay);
      return;
    }
    clearTimeout(this.#appearTimer);
    this.#appearTimer = undefined;
    // While the minimum display time runs, its timer hides the indicator when it ends.
    if (this.#isVisible && this.#minVisibleTimer === undefined) this.#setVisible(false);
  }

  /** Listens for visibility changes; returns the function that stops listening. */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  getSnapshot = (): boolean => this.#isVisible;

  /** Cancels pending timers and forgets the work, as when the indicator is unmounted. */
  reset(): void {
    clearTimeout(this.#appearTimer);
    clearTimeout(this.#minVisibleTimer);
    this.#appearTimer = undefined;
    this.#minVisibleTimer = undefined;
    this.#isActive = false;
    if (this.#isVisible) this.#setVisible(false);
  }

  #appear(): void {
    this.#appearTimer = undefined;
    this.#minVisibleTimer = setTimeout(() => {
      this.#minVisibleTimer = undefined;
      if (!this.#isActive) this.#setVisible(false);
    }, this.#minVisible);
    this.#setVisible(true);
  }

  #setVisible(isVisible: boolean): void {
    this.#isVisible = isVisible;
    for (const listener of this.#listeners) listener();
  }
}

/** Whether a loading indicator for work that is `isActive` should be on screen now (see `DelayedVisibility`). */
export function useDelayedVisibility(isActive: boolean, options?: DelayedVisibilityOptions): boolean {
  const [visibility] = useState(() => new DelayedVisibility(options));
  useEffect(() => visibility.setActive(isActive), [visibility, isActive]);
  // Resetting on unmount (rather than disposing) keeps the instance usable when StrictMode re-runs the effects.
  useEffect(() => () => visibility.reset(), [visibility]);
  return useSyncExternalStore(visibility.subscribe, visibility.getSnapshot, visibility.getSnapshot);
}
