import { useSyncExternalStore } from 'react';

/** A toast stays 3000 ms unless its type says otherwise. */
export const TOAST_DEFAULT_DURATION_MS = 3000;
/** Danger toasts stay 8000 ms. */
export const TOAST_DANGER_DURATION_MS = 8000;
/** Toast ids are 6 characters long. */
export const TOAST_ID_LENGTH = 6;

export type ToastType = 'positive' | 'danger' | 'loading';
export type ToastPosition = 'bottom-center' | 'bottom-right';
/** What can hold a toast's timer: the pointer over it or focus inside it. */
export type ToastHoldReason = 'hovered' | 'focused';

/** A link beside the toast's message, e.g. 'View queue'; following it closes the toast. */
export interface ToastLinkAction {
  /** The link text, e.g. 'View'. */
  label: string;
  /** Where the link goes; in-app paths use the app's router when one is provided to React Aria. */
  href: string;
}

/** A button beside the toast's message, e.g. 'Undo'; pressing it runs `onPress` and closes the toast. */
export interface ToastButtonAction {
  /** The button text, e.g. 'Undo'. */
  label: string;
  /** Runs when the button is pressed, before the toast closes. */
  onPress: () => void;
}

/** What a toast offers beside its message: a link (`href`) or a button (`onPress`). */
export type ToastAction = ToastLinkAction | ToastButtonAction;

export interface ToastOptions {
  /**
   * The kind of message, which picks its icon, colour and default duration.
   * @default 'positive'
   */
  type?: ToastType;
  /**
   * How long the toast stays once shown, in milliseconds; `Infinity` keeps it until dismissed.
   * @default 3000 (8000 for danger, Infinity for loading)
   */
  duration?: number;
  /** A link (`href`) or a button (`onPress`) shown beside the message; using it closes the toast. */
  action?: ToastAction;
  /**
   * Where this toast appears; overrides the region's position.
   * @default the region's position
   */
  position?: ToastPosition;
  /**
   * Reuse an id to update a toast in place, e.g. to turn a loading toast into its result.
   * @default a new 6-character id
   */
  id?: string;
}

export interface Toast {
  id: string;
  message: string;
  type: ToastType;
  /** Milliseconds the toast stays once shown; `Infinity` when it never expires. */
  duration: number;
  action?: ToastAction;
  position?: ToastPosition;
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random id of {@link TOAST_ID_LENGTH} letters and digits. */
export function createToastId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(TOAST_ID_LENGTH));
  return Array.from(bytes, (byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('');
}

/** 3 s by default, 8 s for danger, loading never expires. */
export function toastDurationFor(type: ToastType): number {
  if (type === 'danger') return TOAST_DANGER_DURATION_MS;
  if (type === 'loading') return Number.POSITIVE_INFINITY;
  return TOAST_DEFAULT_DURATION_MS;
}

/**
 * The toast policy: one toast at a time, a new toast replaces the current one, and the
 * current toast expires after its duration. Its timer starts only once the toast is shown, and stops
 * while the toast is hovered, while focus is inside it and while the document is hidden.
 *
 * Hover and focus holds belong to one toast: when that toast is replaced or dismissed its holds go
 * with it, so a pointer that left with the element can never keep the next toast paused forever.
 */
export class ToastQueue {
  #current: Toast | null = null;
  #shown = false;
  #holds = new Set<ToastHoldReason>();
  #documentHidden = false;
  #remaining = 0;
  #startedAt = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #listeners = new Set<() => void>();

  /** Calls `listener` whenever the current toast changes; returns the unsubscribe function. */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  };

  /** The toast on screen, or null. The same object until a toast is shown or dismissed. */
  getSnapshot = (): Toast | null => this.#current;

  /** Shows a toast in place of the current one and returns its id. */
  show(message: string, options: ToastOptions = {}): string {
    this.#stopTimer();
    const type = options.type ?? 'positive';
    const toast: Toast = {
      id: options.id ?? createToastId(),
      message,
      type,
      duration: options.duration ?? toastDurationFor(type),
      ...(options.action ? { action: options.action } : {}),
      ...(options.position ? { position: options.position } : {}),
    };
    this.#current = toast;
    this.#shown = false;
    this.#holds.clear();
    this.#remaining = toast.duration;
    this.#emit();
    return toast.id;
  }

  /** Removes the toast with `id`, or the current toast when no id is given. */
  dismiss(id?: string): void {
    if (!this.#current || (id !== undefined && id !== this.#current.id)) return;
    this.#stopTimer();
    this.#current = null;
    this.#holds.clear();
    this.#emit();
  }

  /** Called by the region once the toast is on screen: its timer starts now. */
  markShown(id: string): void {
    if (this.#current?.id !== id || this.#shown) return;
    this.#shown = true;
    this.#syncTimer();
  }

  /** Holds the timer of toast `id` for `reason`; ignored when that toast is gone. */
  hold(id: string, reason: ToastHoldReason): void {
    if (this.#current?.id !== id) return;
    this.#holds.add(reason);
    this.#syncTimer();
  }

  /** Releases one hold on toast `id`; the timer runs again once nothing holds it. */
  release(id: string, reason: ToastHoldReason): void {
    if (this.#current?.id !== id) return;
    this.#holds.delete(reason);
    this.#syncTimer();
  }

  /** Stops every toast timer while the document is hidden (another tab, a minimised window). */
  setDocumentHidden(hidden: boolean): void {
    this.#documentHidden = hidden;
    this.#syncTimer();
  }

  #shouldRun(): boolean {
    return (
      this.#current !== null &&
      this.#shown &&
      this.#holds.size === 0 &&
      !this.#documentHidden &&
      Number.isFinite(this.#remaining)
    );
  }

  #syncTimer(): void {
    const running = this.#timer !== undefined;
    if (this.#shouldRun() && !running) {
      const id = this.#current?.id;
      this.#startedAt = Date.now();
      this.#timer = setTimeout(() => {
        this.#timer = undefined;
        this.dismiss(id);
      }, this.#remaining);
    } else if (!this.#shouldRun() && running) {
      this.#stopTimer();
    }
  }

  #stopTimer(): void {
    if (this.#timer === undefined) return;
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#remaining -= Date.now() - this.#startedAt;
  }

  #emit(): void {
    for (const listener of this.#listeners) listener();
  }
}

/** The current toast of `queue`, re-rendering when it changes. */
export function useCurrentToast(queue: ToastQueue): Toast | null {
  return useSyncExternalStore(queue.subscribe, queue.getSnapshot, () => null);
}
