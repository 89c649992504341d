import type { ErrorPayload } from '@tonearm/client/contract';

type Listener = () => void;

/** Holds the debug trace the full-screen error dialog shows; `null` while it is closed. */
export class ErrorDialogStore {
  #payload: ErrorPayload | null = null;
  readonly #listeners = new Set<Listener>();

  get = (): ErrorPayload | null => this.#payload;

  open = (payload: ErrorPayload): void => this.#set(payload);

  dismiss = (): void => this.#set(null);

  subscribe = (listener: Listener): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  #set(payload: ErrorPayload | null): void {
    if (payload === this.#payload) return;
    this.#payload = payload;
    for (const listener of this.#listeners) listener();
  }
}

/** The product's one error dialog. */
export const errorDialogStore = new ErrorDialogStore();
