/** Doc 000 §4, §9: 'Copied!' shows for 1 second after a copy. */
export const COPY_FEEDBACK_MS = 1000;

type Listener = () => void;

/**
 * Whether a copy just happened. Each copy restarts the 1 s, so copying twice in a row keeps 'Copied!' up for a
 * full second after the second copy.
 */
export class CopyFeedback {
  #copied = false;
  #timer: ReturnType<typeof setTimeout> | undefined;
  readonly #listeners = new Set<Listener>();

  constructor(private readonly durationMs: number = COPY_FEEDBACK_MS) {}

  isCopied = (): boolean => this.#copied;

  markCopied(): void {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.#set(false), this.durationMs);
    this.#set(true);
  }

  /** Stops the pending timer (the component showing the feedback went away). */
  dispose(): void {
    clearTimeout(this.#timer);
  }

  subscribe = (listener: Listener): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  #set(copied: boolean): void {
    if (copied === this.#copied) return;
    this.#copied = copied;
    for (const listener of this.#listeners) listener();
  }
}
