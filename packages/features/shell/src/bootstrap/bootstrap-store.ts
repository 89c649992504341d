import type { BootstrapData } from '@tonearm/client/contract';

type Listener = () => void;

/**
 * Holds the current bootstrap data. Login, logout and social connect replace it whole (doc 000 §4), so it is
 * one value with subscribers rather than scattered state.
 */
export class BootstrapStore {
  #data: BootstrapData;
  readonly #listeners = new Set<Listener>();

  constructor(initial: BootstrapData) {
    this.#data = initial;
  }

  get = (): BootstrapData => this.#data;

  set = (next: BootstrapData): void => {
    if (next === this.#data) return;
    this.#data = next;
    for (const listener of this.#listeners) listener();
  };

  subscribe = (listener: Listener): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };
}
