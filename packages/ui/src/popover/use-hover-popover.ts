import { useEffect, useState, useSyncExternalStore } from 'react';

/** A popover opened by hovering closes 150 ms after the pointer leaves it. */
export const POPOVER_HOVER_CLOSE_DELAY_MS = 150;

/**
 * Open state of a popover opened by hovering its trigger. Leaving the trigger or the popover schedules a
 * close after the delay, so the pointer can cross the gap between them; entering either cancels it.
 */
export class HoverPopoverState {
  #isOpen = false;
  #closeTimer: ReturnType<typeof setTimeout> | undefined;
  #listeners = new Set<() => void>();
  readonly closeDelay: number;

  constructor(closeDelay: number = POPOVER_HOVER_CLOSE_DELAY_MS) {
    this.closeDelay = closeDelay;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  };

  getSnapshot = (): boolean => this.#isOpen;

  /** The pointer entered the trigger or the popover. */
  pointerEnter(): void {
    this.open();
  }

  /** The pointer left the trigger or the popover. */
  pointerLeave(): void {
    if (!this.#isOpen) return;
    this.#cancelClose();
    this.#closeTimer = setTimeout(() => {
      this.#closeTimer = undefined;
      this.#set(false);
    }, this.closeDelay);
  }

  /** Opens now (keyboard focus on the trigger) and cancels a pending close. */
  open(): void {
    this.#cancelClose();
    this.#set(true);
  }

  /** Closes now (Escape, focus leaving, interaction outside). */
  close(): void {
    this.#cancelClose();
    this.#set(false);
  }

  setOpen(isOpen: boolean): void {
    if (isOpen) this.open();
    else this.close();
  }

  /** Drops a pending close, e.g. when the trigger unmounts. */
  dispose(): void {
    this.#cancelClose();
  }

  #cancelClose(): void {
    if (this.#closeTimer === undefined) return;
    clearTimeout(this.#closeTimer);
    this.#closeTimer = undefined;
  }

  #set(isOpen: boolean): void {
    if (this.#isOpen === isOpen) return;
    this.#isOpen = isOpen;
    for (const listener of this.#listeners) listener();
  }
}

/** A hover popover state owned by the calling component, and whether it is open. */
export function useHoverPopoverState(closeDelay?: number): { state: HoverPopoverState; isOpen: boolean } {
  const [state] = useState(() => new HoverPopoverState(closeDelay));
  const isOpen = useSyncExternalStore(state.subscribe, state.getSnapshot, state.getSnapshot);
  useEffect(() => () => state.dispose(), [state]);
  return { state, isOpen };
}
